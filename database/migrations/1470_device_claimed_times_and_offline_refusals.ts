import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Device actions, continued (decision 0185): the time a device claimed for
 * an action kept beside the time the server judged it at, and the offline
 * deductions refused beyond a restaurant's offline allowance, kept for
 * review instead of booked.
 */
export default class extends BaseSchema {
  async up() {
    for (const name of ['passages', 'restaurant_logs']) {
      this.schema.alterTable(name, (table) => {
        /** The time the device said it acted at; `created_at` is that time kept within [paired, now]. */
        table.timestamp('claimed_at').nullable()
      })
    }
    this.schema.createTable('offline_refusals', (table) => {
      table.increments('id')
      table
        .integer('restaurant_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('restaurants')
        .onDelete('CASCADE')
      table
        .integer('form_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('forms')
        .onDelete('CASCADE')
      table
        .integer('device_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('devices')
        .onDelete('SET NULL')
      table
        .integer('staff_user_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      /** The action's key: a refused action sent again is answered, not stored twice. */
      table.string('idempotency_key', 64).notNullable().unique()
      table.string('type', 10).notNullable()
      /** Meals or cents the till served and the balance it said it saw. */
      table.integer('quantity').notNullable()
      table.integer('seen').notNullable()
      /** What the allowance left, before this action (meals or cents). */
      table.integer('allowed').notNullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('claimed_at').nullable()
      table.index(['restaurant_id', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTable('offline_refusals')
    for (const name of ['passages', 'restaurant_logs']) {
      this.schema.alterTable(name, (table) => table.dropColumn('claimed_at'))
    }
  }
}
