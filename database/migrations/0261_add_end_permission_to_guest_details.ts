import { BaseSchema } from '@adonisjs/lucid/schema'

/** A guest's day pass may span several days, as a team member's does. */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('guest_details', (table) => {
      table.date('end_permission').nullable()
    })
  }

  async down() {
    this.schema.alterTable('guest_details', (table) => {
      table.dropColumn('end_permission')
    })
  }
}
