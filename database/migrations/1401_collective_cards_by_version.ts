import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A hand-over names the card version it handed over: a replaced card (lost
 * after collection, say) is a new card, collected again in its own right.
 * One hand-over per card version.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('collective_forms', (table) => {
      table.integer('card_version').notNullable().defaultTo(1)
    })
    this.schema.alterTable('collective_forms', (table) => {
      table.dropUnique(['form_id'])
      table.unique(['form_id', 'card_version'])
    })
  }

  async down() {
    this.schema.alterTable('collective_forms', (table) => {
      table.dropUnique(['form_id', 'card_version'])
      table.unique(['form_id'])
    })
    this.schema.alterTable('collective_forms', (table) => {
      table.dropColumn('card_version')
    })
  }
}
