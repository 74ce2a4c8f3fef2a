import { BaseSchema } from '@adonisjs/lucid/schema'

/** Press request, tennis and golf (golf adds the work table). */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('press_details', (table) => {
      table.increments('id')
      table
        .integer('form_id')
        .unsigned()
        .notNullable()
        .unique()
        .references('id')
        .inTable('forms')
        .onDelete('CASCADE')
      table.integer('birth_country_id').unsigned().nullable().references('id').inTable('countries')
      table.string('media', 30).notNullable().defaultTo('magazine')
      table.string('media_name', 160).notNullable()
      table.boolean('freelance').notNullable().defaultTo(false)
      table.boolean('parking').notNullable().defaultTo(false)
      table.boolean('workspace').notNullable().defaultTo(false)
      table.boolean('media_hub').notNullable().defaultTo(false)
      table.boolean('work_table').notNullable().defaultTo(false)
      /** ISO dates requested, as a JSON array; every day when all_tournament. */
      table.text('days').notNullable().defaultTo('[]')
      table.boolean('all_tournament').notNullable().defaultTo(false)
    })
  }

  async down() {
    this.schema.dropTable('press_details')
  }
}
