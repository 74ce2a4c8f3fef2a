import { BaseSchema } from '@adonisjs/lucid/schema'

/** A closed restaurant keeps its history but takes no more scans. */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('restaurants', (table) => {
      table.boolean('active').notNullable().defaultTo(true)
    })
  }

  async down() {
    this.schema.alterTable('restaurants', (table) => {
      table.dropColumn('active')
    })
  }
}
