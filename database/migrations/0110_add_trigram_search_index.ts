import { BaseSchema } from '@adonisjs/lucid/schema'
import logger from '@adonisjs/core/services/logger'

/**
 * On PostgreSQL, a trigram index lets "%term%" searches on forms.search_text
 * use an index instead of filtering every row of the type. Needs the pg_trgm
 * extension; where the database user may not create it, the search still
 * works (a scan), and the migration says so instead of failing.
 */
export default class extends BaseSchema {
  async up() {
    if (!this.db.dialect.name.includes('postgres')) return
    this.defer(async (db) => {
      try {
        await db.rawQuery('create extension if not exists pg_trgm')
        await db.rawQuery(
          'create index if not exists forms_search_text_trgm on forms using gin (search_text gin_trgm_ops)'
        )
      } catch (error) {
        logger.warn(
          { err: error },
          'pg_trgm unavailable: staff searches will scan instead of using an index'
        )
      }
    })
  }

  async down() {
    if (!this.db.dialect.name.includes('postgres')) return
    this.schema.raw('drop index if exists forms_search_text_trgm')
  }
}
