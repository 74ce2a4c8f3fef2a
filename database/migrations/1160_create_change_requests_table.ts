import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Staff asking an applicant to change some fields of a waiting request: the
 * fields with a reason each (JSON {field: reason}), the round's nonce the
 * mailed link carries (one link per round), who asked and when, and when the
 * applicant answered (null: the request is marked "changes requested").
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('change_requests', (table) => {
      table.increments('id')
      table
        .integer('form_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('forms')
        .onDelete('CASCADE')
      table.text('fields').notNullable()
      table.string('nonce', 64).notNullable().unique()
      table
        .integer('requested_by')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.timestamp('requested_at').notNullable()
      table.timestamp('answered_at').nullable()
      table.index(['form_id', 'answered_at'])
    })
  }

  async down() {
    this.schema.dropTable('change_requests')
  }
}
