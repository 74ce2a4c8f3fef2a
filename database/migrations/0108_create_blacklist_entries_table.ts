import { BaseSchema } from '@adonisjs/lucid/schema'

/** Full names refused at submit, stored lowercase. */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('blacklist_entries', (table) => {
      table.increments('id')
      table.string('full_name', 220).notNullable().unique()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
    })
  }

  async down() {
    this.schema.dropTable('blacklist_entries')
  }
}
