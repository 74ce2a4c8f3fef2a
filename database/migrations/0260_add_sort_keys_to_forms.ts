import { BaseSchema } from '@adonisjs/lucid/schema'
import { spanishSortKey } from '#support/sort_key'

/**
 * Sort keys for the staff lists' name and surname columns: compared byte by
 * byte on both engines, they give Spanish alphabetical order.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('forms', (table) => {
      table.string('sort_name', 120).notNullable().defaultTo('')
      table.string('sort_last_name', 120).notNullable().defaultTo('')
    })
    /** PostgreSQL would compare them by the database's locale: byte order is the point. */
    if (this.db.dialect.name === 'postgres') {
      this.schema.raw('alter table forms alter column sort_name type varchar(120) collate "C"')
      this.schema.raw('alter table forms alter column sort_last_name type varchar(120) collate "C"')
    }
    this.schema.alterTable('forms', (table) => {
      table.index(['type', 'sort_last_name'])
    })
    this.defer(async (db) => {
      const rows = await db.from('forms').select('id', 'name', 'last_name')
      for (const row of rows) {
        await db
          .from('forms')
          .where('id', row.id)
          .update({
            sort_name: spanishSortKey(row.name),
            sort_last_name: spanishSortKey(row.last_name),
          })
      }
    })
  }

  async down() {
    this.schema.alterTable('forms', (table) => {
      table.dropIndex(['type', 'sort_last_name'])
      table.dropColumn('sort_name')
      table.dropColumn('sort_last_name')
    })
  }
}
