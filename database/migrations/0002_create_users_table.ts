import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('users', (table) => {
      table.increments('id')
      table.string('name', 80).notNullable()
      table.string('last_name', 120).notNullable().defaultTo('')
      table.string('email', 254).notNullable().unique()
      table.string('password').notNullable()
      /** The five staff capabilities; each is off until granted. */
      table.boolean('can_create').notNullable().defaultTo(false)
      table.boolean('can_edit').notNullable().defaultTo(false)
      table.boolean('can_print').notNullable().defaultTo(false)
      table.boolean('can_rfid').notNullable().defaultTo(false)
      table.boolean('can_toppanel').notNullable().defaultTo(false)
      table.boolean('is_admin').notNullable().defaultTo(false)
      table.boolean('is_banned').notNullable().defaultTo(false)
      table
        .integer('restaurant_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('restaurants')
        .onDelete('SET NULL')
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
    })
  }

  async down() {
    this.schema.dropTable('users')
  }
}
