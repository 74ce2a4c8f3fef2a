import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Card versions: a request's printed card is `forms.code` (and its tag) at
 * `forms.card_version`; replacing a lost, stolen or damaged card retires the
 * old code into `form_cards` (with why and by whom) and issues a new one, so
 * every desk can tell a retired card ("card replaced") from an unknown one.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('forms', (table) => {
      table.integer('card_version').notNullable().defaultTo(1)
    })
    this.schema.createTable('form_cards', (table) => {
      table.increments('id')
      table
        .integer('form_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('forms')
        .onDelete('CASCADE')
      table.integer('version').notNullable()
      table.string('code', 64).notNullable().unique()
      table.string('rfid', 64).nullable()
      table.string('reason', 20).notNullable()
      table
        .integer('replaced_by')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.timestamp('replaced_at').notNullable()
      table.unique(['form_id', 'version'])
      /** A door scan asks whether a tag it does not know was a replaced card's. */
      table.index(['rfid'])
    })
  }

  async down() {
    this.schema.dropTable('form_cards')
    this.schema.alterTable('forms', (table) => {
      table.dropColumn('card_version')
    })
  }
}
