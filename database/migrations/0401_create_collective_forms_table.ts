import { BaseSchema } from '@adonisjs/lucid/schema'

/** The cards of a hand-over. A card belongs to one hand-over at most (unique form_id). */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('collective_forms', (table) => {
      table.increments('id')
      table
        .integer('collective_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('collectives')
        .onDelete('CASCADE')
      table
        .integer('form_id')
        .unsigned()
        .notNullable()
        .unique()
        .references('id')
        .inTable('forms')
        .onDelete('CASCADE')
      table.timestamp('signed_at').nullable()
      table.timestamp('created_at').notNullable()
      table.index(['collective_id'])
    })
  }

  async down() {
    this.schema.dropTable('collective_forms')
  }
}
