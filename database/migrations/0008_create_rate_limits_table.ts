import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  /** Storage for the "database" limiter store (embedded setup). */
  async up() {
    this.schema.createTable('rate_limits', (table) => {
      table.string('key', 255).notNullable().primary()
      table.integer('points', 9).notNullable().defaultTo(0)
      table.bigint('expire').unsigned()
    })
  }

  async down() {
    this.schema.dropTable('rate_limits')
  }
}
