import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * What must reach the gates, written in the same transaction as the change
 * that needs it: a gate system that is down delays a block, never loses it.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('gate_outbox', (table) => {
      table.increments('id')
      table
        .integer('form_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('forms')
        .onDelete('CASCADE')
      /** add, block or unblock */
      table.string('action', 10).notNullable()
      /** pending → sending → done, or back to pending (retry), or failed after the last try */
      table.string('status', 10).notNullable().defaultTo('pending')
      table.integer('attempts').notNullable().defaultTo(0)
      table.timestamp('next_attempt_at').nullable()
      table.string('last_error', 500).nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.index(['status', 'next_attempt_at'])
      table.index(['form_id'])
    })
  }

  async down() {
    this.schema.dropTable('gate_outbox')
  }
}
