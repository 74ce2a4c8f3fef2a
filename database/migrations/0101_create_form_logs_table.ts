import { BaseSchema } from '@adonisjs/lucid/schema'

/** Every event on a form; "printed" and "collected" are derived from these. */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('form_logs', (table) => {
      table.increments('id')
      table
        .integer('form_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('forms')
        .onDelete('CASCADE')
      /** Null when the applicant acted (public submit). */
      table
        .integer('user_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.string('type', 30).notNullable()
      /** What changed or what was recorded, as JSON. */
      table.text('data').nullable()
      table.timestamp('created_at').notNullable()
      table.index(['form_id', 'type'])
    })
  }

  async down() {
    this.schema.dropTable('form_logs')
  }
}
