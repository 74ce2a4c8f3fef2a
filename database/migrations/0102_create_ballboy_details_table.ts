import { BaseSchema } from '@adonisjs/lucid/schema'

/** Ballboy request: licence, experience, sizes and the parent or tutor. */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('ballboy_details', (table) => {
      table.increments('id')
      table
        .integer('form_id')
        .unsigned()
        .notNullable()
        .unique()
        .references('id')
        .inTable('forms')
        .onDelete('CASCADE')
      table.string('license', 40).notNullable()
      table.integer('license_year').notNullable()
      table.boolean('work_as_ballboy').notNullable().defaultTo(false)
      table.boolean('work_as_ballboy_mmo').notNullable().defaultTo(false)
      table.integer('work_as_ballboy_mmo_count').nullable()
      table.boolean('tennis_habit').notNullable().defaultTo(false)
      table.string('tennis_habit_freq', 20).nullable()
      table.string('polo', 6).notNullable()
      table.string('pant', 6).notNullable()
      table.string('shoes', 6).notNullable()
      table.string('jacket', 6).notNullable()
      table.string('tutor_name', 80).notNullable()
      table.string('tutor_last_name', 120).notNullable()
      table.string('tutor_document', 40).notNullable()
      table.string('tutor_gender', 10).nullable()
      table.string('tutor_phone', 30).nullable()
      table.string('tutor_cell_phone', 30).notNullable()
      table.string('tutor_email', 254).nullable()
      table.index(['tutor_document'])
    })
  }

  async down() {
    this.schema.dropTable('ballboy_details')
  }
}
