import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * One lowercased column with every searched field (app/services/forms/form_search.ts),
 * and indexes for the staff list's state filter and default sorts.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('forms', (table) => {
      table.text('search_text').notNullable().defaultTo('')
      table.index(['type', 'state', 'last_name'])
      table.index(['type', 'last_name'])
    })
    this.defer(async (db) => {
      await db.rawQuery(
        `update forms set search_text = lower(name || ' ' || last_name || ' ' || coalesce(document, '') || ' ' || coalesce(email, '') || ' ' || coalesce(company, '') || ' ' || code)`
      )
    })
  }

  async down() {
    this.schema.alterTable('forms', (table) => {
      table.dropIndex(['type', 'state', 'last_name'])
      table.dropIndex(['type', 'last_name'])
      table.dropColumn('search_text')
    })
  }
}
