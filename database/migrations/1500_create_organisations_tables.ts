import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Organisations (broadcasters, federations, caterers, contractors...) of a
 * tournament accredit their own people within quotas:
 * - `organisation_quotas`: places per form type (its accreditation category)
 *   and permission template; `day` is '' for whole-tournament credentials or
 *   an ISO date for that day's passes. `used` is kept by conditional updates
 *   in the transaction that adds or withdraws a person (never above `places`);
 * - `organisation_managers` sign in by a mailed link
 *   (`organisation_sign_in_links`: only the token's hash, single use, short-lived);
 * - `organisation_people`: the requests an organisation entered, each
 *   holding one place of one quota until withdrawn.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('organisations', (table) => {
      table.increments('id')
      table
        .integer('tournament_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('tournaments')
        .onDelete('CASCADE')
      table.string('name', 160).notNullable()
      table.string('kind', 20).notNullable()
      table.boolean('auto_approve').notNullable().defaultTo(false)
      /** The last decision digest mailed to the managers (at most one an hour). */
      table.timestamp('digest_sent_at').nullable()
      /** The last history entry that digest reported: the next one starts after it. */
      table.integer('digest_log_id').notNullable().defaultTo(0)
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['tournament_id'])
    })
    this.schema.createTable('organisation_managers', (table) => {
      table.increments('id')
      table
        .integer('organisation_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('organisations')
        .onDelete('CASCADE')
      table.string('email', 254).notNullable()
      table.string('name', 120).notNullable()
      table.string('locale', 5).notNullable().defaultTo('es')
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.unique(['organisation_id', 'email'])
      table.index(['email'])
    })
    this.schema.createTable('organisation_sign_in_links', (table) => {
      table.increments('id')
      table
        .integer('manager_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('organisation_managers')
        .onDelete('CASCADE')
      table.string('token_hash', 64).notNullable().unique()
      table.timestamp('expires_at').notNullable()
      table.timestamp('used_at').nullable()
      table.timestamp('created_at').notNullable()
    })
    this.schema.createTable('organisation_quotas', (table) => {
      table.increments('id')
      table
        .integer('organisation_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('organisations')
        .onDelete('CASCADE')
      table.string('form_type', 40).notNullable()
      table
        .integer('permission_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('permissions')
        .onDelete('CASCADE')
      table.string('day', 10).notNullable().defaultTo('')
      table.integer('places').notNullable()
      table.integer('used').notNullable().defaultTo(0)
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.unique(['organisation_id', 'form_type', 'permission_id', 'day'])
    })
    this.schema.createTable('organisation_people', (table) => {
      table.increments('id')
      table
        .integer('organisation_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('organisations')
        .onDelete('CASCADE')
      table
        .integer('quota_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('organisation_quotas')
        .onDelete('CASCADE')
      table
        .integer('form_id')
        .unsigned()
        .notNullable()
        .unique()
        .references('id')
        .inTable('forms')
        .onDelete('CASCADE')
      table
        .integer('manager_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('organisation_managers')
        .onDelete('SET NULL')
      /** Withdrawn: the place went back to the quota; the request stays for the record. */
      table.timestamp('withdrawn_at').nullable()
      table.timestamp('created_at').notNullable()
      table.index(['organisation_id', 'withdrawn_at'])
      table.index(['quota_id'])
    })
  }

  async down() {
    this.schema.dropTable('organisation_people')
    this.schema.dropTable('organisation_quotas')
    this.schema.dropTable('organisation_sign_in_links')
    this.schema.dropTable('organisation_managers')
    this.schema.dropTable('organisations')
  }
}
