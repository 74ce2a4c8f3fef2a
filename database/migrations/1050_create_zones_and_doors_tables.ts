import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Zones (a permission-template zone flag's name, per tournament) and their
 * doors. A zone's rules that vary by tournament are JSON logic (decision 0105).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('zones', (table) => {
      table.increments('id')
      table
        .integer('tournament_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('tournaments')
        .onDelete('CASCADE')
      /** The zone flag's name exactly as staff wrote it in the permission templates. */
      table.string('name', 100).notNullable()
      /** No second entry without an exit. */
      table.boolean('anti_passback').notNullable().defaultTo(true)
      /** JSON: [{ if: <json logic>, message: { es, en } }], each denying an entry when it holds. */
      table.text('rules').notNullable().defaultTo('[]')
      /** HH:MM (organiser's time): everyone still inside is checked out then; null: never. */
      table.string('checkout_at', 5).nullable()
      /** The organiser's date of the last night check-out: once per night across instances. */
      table.date('last_checkout_on').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.unique(['tournament_id', 'name'])
    })

    this.schema.createTable('doors', (table) => {
      table.increments('id')
      table
        .integer('zone_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('zones')
        .onDelete('CASCADE')
      table.string('name', 100).notNullable()
      /** in, out or both. */
      table.string('direction', 4).notNullable().defaultTo('both')
      /** HH:MM (organiser's time); both null: always open. */
      table.string('opens_at', 5).nullable()
      table.string('closes_at', 5).nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
    })

    this.schema.createTable('zone_stewards', (table) => {
      table.increments('id')
      table
        .integer('zone_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('zones')
        .onDelete('CASCADE')
      table
        .integer('user_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table.unique(['zone_id', 'user_id'])
      table.index(['user_id'])
    })

    /** One row per credential and zone: inside or not. The guard of anti-passback. */
    this.schema.createTable('zone_presences', (table) => {
      table.increments('id')
      table
        .integer('zone_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('zones')
        .onDelete('CASCADE')
      table
        .integer('form_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('forms')
        .onDelete('CASCADE')
      table.boolean('inside').notNullable().defaultTo(false)
      table.timestamp('changed_at').notNullable()
      table.unique(['form_id', 'zone_id'])
      table.index(['zone_id', 'inside'])
    })

    /** Every scan at a door: personal data (purged, exported and erased with the person). */
    this.schema.createTable('passages', (table) => {
      table.increments('id')
      table
        .integer('zone_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('zones')
        .onDelete('CASCADE')
      /** Null for the night check-out, or once the door is deleted. */
      table
        .integer('door_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('doors')
        .onDelete('SET NULL')
      /** Null when the scan named no credential. */
      table
        .integer('form_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('forms')
        .onDelete('CASCADE')
      table
        .integer('user_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.string('direction', 3).notNullable()
      table.string('verdict', 5).notNullable()
      table.string('reason', 30).notNullable()
      /** JSON { es, en }: what the steward was told. */
      table.text('message').notNullable()
      /** The passage changed who is inside (an entry of someone outside, an exit of someone inside). */
      table.boolean('counted').notNullable().defaultTo(false)
      /** Made by the steward's screen per scan: a retry carries the same key. */
      table.string('idempotency_key', 64).notNullable().unique()
      table.timestamp('created_at').notNullable()
      table.index(['form_id'])
      table.index(['zone_id', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTable('passages')
    this.schema.dropTable('zone_presences')
    this.schema.dropTable('zone_stewards')
    this.schema.dropTable('doors')
    this.schema.dropTable('zones')
  }
}
