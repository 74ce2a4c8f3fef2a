import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('tournaments', (table) => {
      /** Days after the tournament's last day until its files and identity data are purged. */
      table.integer('retention_days').notNullable().defaultTo(90)
    })
    this.schema.alterTable('forms', (table) => {
      /** When its files and identity data were purged; null while they are kept. */
      table.timestamp('purged_at').nullable()
    })
  }

  async down() {
    this.schema.alterTable('forms', (table) => {
      table.dropColumn('purged_at')
    })
    this.schema.alterTable('tournaments', (table) => {
      table.dropColumn('retention_days')
    })
  }
}
