import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('restaurants', (table) => {
      table.increments('id')
      table.string('name', 120).notNullable().unique()
      /** Who eats there: press, player or staff. */
      table.string('kind', 20).notNullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
    })
  }

  async down() {
    this.schema.dropTable('restaurants')
  }
}
