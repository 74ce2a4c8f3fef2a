import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A credential's gate state is one versioned desired state (active with its
 * code and tag, or blocked), not a queue of actions: every change writes the
 * next version, a delivery sends the state as it is when it runs, and a
 * confirmation settles only the version it was sent for. Replaces the
 * gate_outbox of actions, whose older add could reach the gates after a
 * newer block. Times a delivery compares are epoch milliseconds (bigint):
 * the same on both engines and finer than a second.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('gate_states', (table) => {
      table
        .integer('form_id')
        .unsigned()
        .primary()
        .references('id')
        .inTable('forms')
        .onDelete('CASCADE')
      /** active or blocked: what the gates must hold */
      table.string('desired', 10).notNullable()
      /** raised by every change of the desired state, the tag or a resend */
      table.integer('version').notNullable()
      /** the newest version the gates confirmed (0: none) */
      table.integer('confirmed_version').notNullable().defaultTo(0)
      /** pending → sending (claimed under a lease) → done, or back to pending, or failed */
      table.string('status', 10).notNullable()
      /** tries of the current version */
      table.integer('attempts').notNullable().defaultTo(0)
      table.bigInteger('next_attempt_at').nullable()
      table.string('claim_token', 36).nullable()
      table.bigInteger('lease_until').nullable()
      table.string('last_error', 500).nullable()
      table.timestamp('updated_at').nullable()
      table.index(['status', 'next_attempt_at'])
      table.index(['status', 'lease_until'])
    })

    /** What the old outbox knew becomes version 1 of each credential's state. */
    this.defer(async (db) => {
      const forms = await db
        .from('forms')
        .whereNotNull('access_status')
        .select('id', 'access_status')
      for (const form of forms) {
        const last = await db
          .from('gate_outbox')
          .where('form_id', form.id)
          .orderBy('id', 'desc')
          .first()
        const desired = (last ? last.action === 'block' : form.access_status === 'blocked')
          ? 'blocked'
          : 'active'
        const settled = form.access_status === 'active' || form.access_status === 'blocked'
        const status = settled ? 'done' : form.access_status === 'failed' ? 'failed' : 'pending'
        await db.table('gate_states').insert({
          form_id: form.id,
          desired,
          version: 1,
          confirmed_version: settled ? 1 : 0,
          status,
          attempts: 0,
          /** Pending ones are due: the first sweep sends them. */
          next_attempt_at: status === 'pending' ? 0 : null,
          last_error: last?.last_error ?? null,
        })
      }
    })
    this.schema.dropTable('gate_outbox')
  }

  async down() {
    this.schema.createTable('gate_outbox', (table) => {
      table.increments('id')
      table
        .integer('form_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('forms')
        .onDelete('CASCADE')
      table.string('action', 10).notNullable()
      table.string('status', 10).notNullable().defaultTo('pending')
      table.integer('attempts').notNullable().defaultTo(0)
      table.timestamp('next_attempt_at').nullable()
      table.string('last_error', 500).nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.index(['status', 'next_attempt_at'])
      table.index(['form_id'])
    })
    this.schema.dropTable('gate_states')
  }
}
