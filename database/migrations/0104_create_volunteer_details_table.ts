import { BaseSchema } from '@adonisjs/lucid/schema'

/** Tennis volunteer request. */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('volunteer_details', (table) => {
      table.increments('id')
      table
        .integer('form_id')
        .unsigned()
        .notNullable()
        .unique()
        .references('id')
        .inTable('forms')
        .onDelete('CASCADE')
      table.string('region', 80).notNullable()
      table.string('license', 40).notNullable()
      table.string('education', 20).notNullable()
      table.string('speciality', 120).nullable()
      table.string('language', 20).notNullable()
      table.string('level', 20).notNullable()
      table.string('other_language', 80).nullable()
      table.text('work_experience').nullable()
      table.string('shift', 20).notNullable()
      table.boolean('previously_participate').notNullable().defaultTo(false)
      table.integer('p_year').nullable()
      table.string('p_position', 120).nullable()
      table.text('responsability').nullable()
      table.string('polo', 6).notNullable()
      table.string('pant', 6).notNullable()
      table.string('shoes', 6).notNullable()
      table.string('jacket', 6).notNullable()
    })
  }

  async down() {
    this.schema.dropTable('volunteer_details')
  }
}
