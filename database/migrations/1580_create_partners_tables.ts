import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Partners of a tournament (a turnstile vendor, a broadcaster, a caterer...)
 * read its credentials and requests through the partner API with tokens of
 * their own, and hear of changes through webhooks (decisions 0250-0253).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('partners', (table) => {
      table.increments('id')
      table
        .integer('tournament_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('tournaments')
        .onDelete('CASCADE')
      table.string('name', 100).notNullable()
      /** Who is mailed when an endpoint is disabled. */
      table.string('contact_email', 254).notNullable()
      table.string('locale', 5).notNullable().defaultTo('es')
      /** JSON array of scopes (app/services/partners/partner_scopes.ts). */
      table.text('scopes').notNullable()
      /** Requests per minute per token. */
      table.integer('rate_limit').notNullable().defaultTo(600)
      table.timestamp('revoked_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
    })

    /** Only the SHA-256 of a token's secret is stored; the token is shown once. */
    this.schema.createTable('partner_tokens', (table) => {
      table.increments('id')
      table
        .integer('partner_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('partners')
        .onDelete('CASCADE')
      table.string('name', 100).notNullable()
      table.string('hash', 64).notNullable()
      table.timestamp('expires_at').nullable()
      table.timestamp('revoked_at').nullable()
      table.timestamp('last_used_at').nullable()
      table.timestamp('created_at').notNullable()
      table.index(['partner_id'])
    })

    this.schema.createTable('webhook_endpoints', (table) => {
      table.increments('id')
      table
        .integer('partner_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('partners')
        .onDelete('CASCADE')
      table.string('url', 2000).notNullable()
      /** JSON array of event types. */
      table.text('events').notNullable()
      /** Standard Webhooks secrets (whsec_...); the previous one signs too until it lapses. */
      table.string('secret', 100).notNullable()
      table.string('previous_secret', 100).nullable()
      table.timestamp('previous_secret_until').nullable()
      /** The first failure of the current run of failures; null while deliveries succeed. */
      table.timestamp('failing_since').nullable()
      table.timestamp('disabled_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
    })

    /**
     * What an endpoint should know, one row per subject (a credential, a
     * passage): the latest version wins, an older one is never sent after it.
     */
    this.schema.createTable('webhook_messages', (table) => {
      table.bigIncrements('id')
      table
        .integer('endpoint_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('webhook_endpoints')
        .onDelete('CASCADE')
      /** `form:<id>` or `passage:<id>`. */
      table.string('subject', 40).notNullable()
      table.integer('form_id').unsigned().nullable()
      table.integer('passage_id').unsigned().nullable()
      /** The change-log number of the credential's latest state (a passage's own id). */
      table.bigInteger('version').notNullable()
      table.bigInteger('sent_version').notNullable().defaultTo(0)
      /** What the endpoint last received of the credential (its state, card, gate status). */
      table.string('sent_facts', 100).nullable()
      /** pending, sending, done, failed. */
      table.string('status', 10).notNullable()
      table.integer('tries').notNullable().defaultTo(0)
      /** Epoch milliseconds, as the gate states keep them: compared alike on both engines. */
      table.bigInteger('next_at').notNullable()
      table.string('claim', 36).nullable()
      table.bigInteger('lease_until').nullable()
      table.string('last_error', 300).nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.unique(['endpoint_id', 'subject'])
      table.index(['status', 'next_at'])
    })

    /** The delivery log staff read (and resend from). */
    this.schema.createTable('webhook_attempts', (table) => {
      table.bigIncrements('id')
      table
        .bigInteger('message_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('webhook_messages')
        .onDelete('CASCADE')
      table.integer('endpoint_id').unsigned().notNullable()
      table.string('event', 40).notNullable()
      table.bigInteger('version').notNullable()
      table.string('webhook_id', 60).notNullable()
      table.boolean('ok').notNullable()
      table.integer('status_code').nullable()
      table.string('error', 300).nullable()
      table.timestamp('created_at').notNullable()
      table.index(['endpoint_id', 'id'])
    })

    /** Where the webhooks' fan-out has read the change log and the passages up to. */
    this.schema.createTable('webhook_cursors', (table) => {
      table.string('name', 20).primary()
      table.bigInteger('position').notNullable()
    })

    this.schema.alterTable('passages', (table) => {
      /** An external scan a partner (a turnstile vendor) posted. */
      table
        .integer('partner_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('partners')
        .onDelete('SET NULL')
    })

    /** A credential's version is its latest change: read per credential. */
    this.schema.alterTable('form_changes', (table) => {
      table.index(['form_id', 'id'], 'form_changes_version_index')
    })
  }

  async down() {
    this.schema.alterTable('form_changes', (table) => {
      table.dropIndex(['form_id', 'id'], 'form_changes_version_index')
    })
    this.schema.alterTable('passages', (table) => {
      table.dropForeign(['partner_id'])
      table.dropColumn('partner_id')
    })
    this.schema.dropTable('webhook_cursors')
    this.schema.dropTable('webhook_attempts')
    this.schema.dropTable('webhook_messages')
    this.schema.dropTable('webhook_endpoints')
    this.schema.dropTable('partner_tokens')
    this.schema.dropTable('partners')
  }
}
