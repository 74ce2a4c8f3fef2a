import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  async up() {
    /**
     * Each erasure of a person's data: who ran it, when and how much it
     * removed. It holds nothing about the person (not the document or email
     * searched for), since that is what was erased.
     */
    this.schema.createTable('data_erasures', (table) => {
      table.increments('id')
      table
        .integer('user_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      /** document or email: what the person was found by, not its value */
      table.string('found_by', 10).notNullable()
      table.integer('forms').notNullable()
      table.integer('collectives').notNullable()
      table.integer('files').notNullable()
      table.timestamp('created_at').notNullable()
    })
    this.schema.alterTable('forms', (table) => {
      /** When a person's erasure anonymised this request; null otherwise. */
      table.timestamp('erased_at').nullable()
    })
    this.schema.alterTable('collectives', (table) => {
      /** When its signature and the collector's identity data were purged or erased. */
      table.timestamp('purged_at').nullable()
    })
  }

  async down() {
    this.schema.alterTable('collectives', (table) => {
      table.dropColumn('purged_at')
    })
    this.schema.alterTable('forms', (table) => {
      table.dropColumn('erased_at')
    })
    this.schema.dropTable('data_erasures')
  }
}
