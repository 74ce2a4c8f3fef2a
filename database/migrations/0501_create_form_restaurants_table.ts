import { BaseSchema } from '@adonisjs/lucid/schema'

/** The restaurants a credential holder may eat at (assigned by rule or by staff). */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('form_restaurants', (table) => {
      table
        .integer('form_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('forms')
        .onDelete('CASCADE')
      table
        .integer('restaurant_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('restaurants')
        .onDelete('CASCADE')
      table.primary(['form_id', 'restaurant_id'])
      table.index(['restaurant_id'])
    })
  }

  async down() {
    this.schema.dropTable('form_restaurants')
  }
}
