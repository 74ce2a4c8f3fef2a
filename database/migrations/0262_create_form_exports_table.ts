import { BaseSchema } from '@adonisjs/lucid/schema'

/** Each queued Excel export, so its owner can follow it and download it from the panel. */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('form_exports', (table) => {
      table.increments('id')
      table
        .integer('user_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table.string('type', 30).notNullable()
      /** queued → running → done | failed */
      table.string('status', 10).notNullable().defaultTo('queued')
      table.integer('rows').nullable()
      /** The stored workbook's id on the private disk (exports/<file>.xlsx). */
      table.string('file', 36).nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.index(['user_id', 'id'])
    })
  }

  async down() {
    this.schema.dropTable('form_exports')
  }
}
