import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  /** Form types (slugs, JSON array) a non-admin staff user may review. */
  async up() {
    this.schema.alterTable('users', (table) => {
      table.text('form_types').notNullable().defaultTo('[]')
    })
  }

  async down() {
    this.schema.alterTable('users', (table) => {
      table.dropColumn('form_types')
    })
  }
}
