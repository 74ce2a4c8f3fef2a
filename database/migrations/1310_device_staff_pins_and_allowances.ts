import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Paired devices, continued (decisions 0145-0147): a staff PIN naming who
 * works a device, a restaurant's offline allowance beyond what its tills'
 * snapshots showed, and the change log read by the index of its cursor.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('users', (table) => {
      /** Hash of the short PIN a staff member types on a paired device; null: none set. */
      table.string('desk_pin_hash', 255).nullable()
    })
    this.schema.alterTable('tournaments', (table) => {
      table.boolean('device_pin_required').notNullable().defaultTo(false)
    })
    this.schema.alterTable('devices', (table) => {
      table.boolean('pin_required').notNullable().defaultTo(false)
    })
    for (const name of ['passages', 'restaurant_logs']) {
      this.schema.alterTable(name, (table) => {
        /** Who was working the paired device (its staff PIN), when the organiser asks for it. */
        table
          .integer('staff_user_id')
          .unsigned()
          .nullable()
          .references('id')
          .inTable('users')
          .onDelete('SET NULL')
      })
    }
    this.schema.alterTable('restaurants', (table) => {
      /** What an offline till may take beyond a holder's balance (meals, cents); null: what it saw. */
      table.integer('offline_credits_allowance').nullable()
      table.integer('offline_amount_allowance').nullable()
    })
    this.schema.alterTable('form_changes', (table) => {
      /** A delta reads the form ids after its cursor from this index alone. */
      table.index(['id', 'form_id'], 'form_changes_cursor_index')
    })
  }

  async down() {
    this.schema.alterTable('form_changes', (table) => {
      table.dropIndex(['id', 'form_id'], 'form_changes_cursor_index')
    })
    this.schema.alterTable('restaurants', (table) => {
      table.dropColumn('offline_credits_allowance')
      table.dropColumn('offline_amount_allowance')
    })
    for (const name of ['passages', 'restaurant_logs']) {
      this.schema.alterTable(name, (table) => {
        table.dropForeign(['staff_user_id'])
        table.dropColumn('staff_user_id')
      })
    }
    this.schema.alterTable('devices', (table) => table.dropColumn('pin_required'))
    this.schema.alterTable('tournaments', (table) => table.dropColumn('device_pin_required'))
    this.schema.alterTable('users', (table) => table.dropColumn('desk_pin_hash'))
  }
}
