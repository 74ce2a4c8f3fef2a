import { BaseSchema } from '@adonisjs/lucid/schema'

/** Line or chair umpire request. */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('line_details', (table) => {
      table.increments('id')
      table
        .integer('form_id')
        .unsigned()
        .notNullable()
        .unique()
        .references('id')
        .inTable('forms')
        .onDelete('CASCADE')
      table.string('line_type', 20).notNullable().defaultTo('line')
      table.string('available_period', 30).notNullable()
      table.string('experience_path', 200).notNullable()
      table.string('polo', 6).notNullable()
      table.string('pant', 6).notNullable()
      table.string('shoes', 6).notNullable()
      table.string('jacket', 6).notNullable()
    })
  }

  async down() {
    this.schema.dropTable('line_details')
  }
}
