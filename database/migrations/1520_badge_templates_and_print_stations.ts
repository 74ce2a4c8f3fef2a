import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Badge templates and print stations. A template belongs to a tournament and
 * a category ('' is the tournament's default); its design lives in immutable
 * versions, so a print names the version it printed and an edit never changes
 * a run already under way. Images a template shows are stored once, private,
 * already re-encoded. A print job is one card sent to a station's queue; a
 * station claims it under a lease (like the gates' deliveries), so two
 * stations never print one job and a dead station's claim runs out.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('badge_templates', (table) => {
      table.increments('id')
      table
        .integer('tournament_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('tournaments')
        .onDelete('CASCADE')
      table.string('category', 40).notNullable().defaultTo('')
      table.integer('current_version').notNullable().defaultTo(1)
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.unique(['tournament_id', 'category'])
    })
    this.schema.createTable('badge_template_versions', (table) => {
      table.increments('id')
      table
        .integer('template_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('badge_templates')
        .onDelete('CASCADE')
      table.integer('version').notNullable()
      table.text('definition').notNullable()
      table
        .integer('created_by')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.timestamp('created_at').notNullable()
      table.unique(['template_id', 'version'])
    })
    this.schema.createTable('badge_images', (table) => {
      table.increments('id')
      table
        .integer('tournament_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('tournaments')
        .onDelete('CASCADE')
      table.string('path', 200).notNullable()
      table.string('name', 120).notNullable()
      table.integer('width').notNullable()
      table.integer('height').notNullable()
      table.timestamp('created_at').notNullable()
    })
    this.schema.createTable('print_stations', (table) => {
      table.increments('id')
      table
        .integer('tournament_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('tournaments')
        .onDelete('CASCADE')
      table.string('name', 80).notNullable()
      /** When the station's page last asked for work (ms since the epoch): alive within a lease. */
      table.bigInteger('seen_at').nullable()
      table.timestamp('created_at').notNullable()
      table.unique(['tournament_id', 'name'])
    })
    this.schema.createTable('print_jobs', (table) => {
      table.increments('id')
      table
        .integer('station_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('print_stations')
        .onDelete('CASCADE')
      table
        .integer('form_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('forms')
        .onDelete('CASCADE')
      /** The template version the job prints, fixed when it was sent (null: the built-in layout). */
      table
        .integer('template_version_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('badge_template_versions')
        .onDelete('SET NULL')
      table.integer('card_version').notNullable()
      /** queued → printing (claimed) → printed; a failure puts it back in the queue with its reason. */
      table.string('state', 12).notNullable()
      table.string('claim_token', 64).nullable()
      table.integer('claimed_by').unsigned().nullable()
      table.bigInteger('lease_until').nullable()
      table.string('reprint_reason', 200).nullable()
      table.string('failure_reason', 200).nullable()
      table.integer('attempts').notNullable().defaultTo(0)
      table
        .integer('sent_by')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.timestamp('printed_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.index(['station_id', 'state'])
      /** A send asks whether each card already waits in a queue. */
      table.index(['form_id', 'state'])
      table.index(['state', 'lease_until'])
    })
  }

  async down() {
    this.schema.dropTable('print_jobs')
    this.schema.dropTable('print_stations')
    this.schema.dropTable('badge_images')
    this.schema.dropTable('badge_template_versions')
    this.schema.dropTable('badge_templates')
  }
}
