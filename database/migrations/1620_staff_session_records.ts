import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * One row per open staff session, whatever store holds its data (the
 * browser's cookie, memory or Redis): the user's list of sessions, and the
 * server's say over each one. Keyed by a hash of the random key the session
 * holds in its data; removed at logout or when ended, purged once expired.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('staff_session_records', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable()
      table.foreign('user_id').references('users.id').onDelete('CASCADE')
      /** SHA-256 of the session's key (in its data, beside the login), hex. */
      table.string('key_hash', 64).notNullable().unique()
      table.string('user_agent', 400).nullable()
      table.string('ip', 64).nullable()
      table.timestamp('signed_in_at').notNullable()
      table.timestamp('last_seen_at').notNullable()
      /** The remembered-browser token this session's browser holds, ended with it. */
      table.integer('remember_token_id').unsigned().nullable()
      table.index(['user_id'])
      table.index(['last_seen_at'])
    })
  }

  async down() {
    this.schema.dropTable('staff_session_records')
  }
}
