import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The collection desk as a paired device (decision 0120): a collective made
 * on a device names it, and carries the key the desk's screen made for that
 * collector, so a retried save or signing finds the same collective (signed
 * once) instead of making another.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('collectives', (table) => {
      table
        .integer('device_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('devices')
        .onDelete('SET NULL')
      table.string('device_key', 64).nullable().unique()
    })
  }

  async down() {
    this.schema.alterTable('collectives', (table) => {
      table.dropUnique(['device_key'])
      table.dropForeign(['device_id'])
      table.dropColumn('device_key')
      table.dropColumn('device_id')
    })
  }
}
