import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('tournaments', (table) => {
      /** cr80 (85.6 × 54 mm card) or a6. */
      table.string('badge_format', 10).notNullable().defaultTo('cr80')
      /** The badge's colour band per accreditation category, as JSON {"press": "#1d4ed8"}. */
      table.text('badge_colors').notNullable().defaultTo('{}')
    })
  }

  async down() {
    this.schema.alterTable('tournaments', (table) => {
      table.dropColumn('badge_format')
      table.dropColumn('badge_colors')
    })
  }
}
