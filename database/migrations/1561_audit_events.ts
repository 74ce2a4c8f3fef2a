import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The audit trail: one row per security-relevant action (who, what, when,
 * from where, on which object). The app only ever inserts rows; the
 * retention sweep deletes those past the organiser's retention.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('audit_events', (table) => {
      table.bigIncrements('id')
      table.timestamp('occurred_at').notNullable()
      /** The staff member who acted; null for an anonymous attempt (a failed sign-in). */
      table.integer('actor_id').unsigned().nullable()
      table.foreign('actor_id').references('users.id').onDelete('SET NULL')
      /** The actor as they were named then (email), kept when the account is gone. */
      table.string('actor_label', 254).nullable()
      table.string('action', 48).notNullable()
      table.string('object_type', 32).nullable()
      table.integer('object_id').nullable()
      table.string('ip', 64).nullable()
      /** What changed, as JSON (never a password, code or secret). */
      table.text('details').notNullable().defaultTo('{}')
      table.index(['occurred_at'])
      table.index(['actor_id', 'occurred_at'])
      table.index(['object_type', 'object_id'])
      table.index(['action', 'occurred_at'])
    })
  }

  async down() {
    this.schema.dropTable('audit_events')
  }
}
