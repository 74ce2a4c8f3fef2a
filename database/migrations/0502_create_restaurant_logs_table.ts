import { BaseSchema } from '@adonisjs/lucid/schema'

/** One row per meal or purchase deducted at a restaurant's till. */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('restaurant_logs', (table) => {
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
        .integer('user_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      /** credit (whole meals) or amount (cents). */
      table.string('type', 10).notNullable()
      table.integer('amount').notNullable()
      /** Made by the till's screen per deduction: a retry carries the same key. */
      table.string('idempotency_key', 64).notNullable().unique()
      table.timestamp('created_at').notNullable()
      table.index(['restaurant_id', 'created_at'])
      table.index(['form_id'])
    })
  }

  async down() {
    this.schema.dropTable('restaurant_logs')
  }
}
