import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  async up() {
    /** Permission templates: a name and a map of zone flags (0/1) or values. */
    this.schema.createTable('permissions', (table) => {
      table.increments('id')
      table.string('name', 120).notNullable().unique()
      table.text('flags').notNullable().defaultTo('{}')
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
    })
  }

  async down() {
    this.schema.dropTable('permissions')
  }
}
