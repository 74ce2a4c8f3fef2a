import { BaseSchema } from '@adonisjs/lucid/schema'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { searchText, searchTextOf } from '#support/search_text'

const BATCH = 500

/** Sets each row's search_text (by id) in one statement per batch, on both engines. */
async function writeBatch(db: QueryClientContract, table: string, texts: Map<number, string>) {
  if (texts.size === 0) return
  const ids = [...texts.keys()]
  await db.rawQuery(
    `update ${table} set search_text = case id ${ids.map(() => 'when ? then ?').join(' ')} end where id in (${ids.map(() => '?').join(', ')})`,
    [...[...texts].flat(), ...ids]
  )
}

/** Every row of a table, BATCH at a time in id order, with the text to store for it. */
async function refresh(
  db: QueryClientContract,
  table: string,
  columns: string[],
  textOf: (row: Record<string, any>) => string
) {
  let after = 0
  for (;;) {
    const rows = await db
      .from(table)
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .select('id', 'search_text', ...columns)
    if (rows.length === 0) return
    const texts = new Map<number, string>()
    for (const row of rows) {
      const text = textOf(row)
      if (text !== row.search_text) texts.set(Number(row.id), text)
    }
    await writeBatch(db, table, texts)
    after = Number(rows.at(-1).id)
  }
}

/**
 * Recomputes the stored search text with searchKey() (accents and case
 * dropped) in JavaScript, the same on SQLite and PostgreSQL. A request
 * erased on its person's demand keeps its empty text.
 */
export async function refreshSearchTexts(db: QueryClientContract) {
  const formColumns = ['name', 'last_name', 'document', 'email', 'company', 'code', 'erased_at']
  await refresh(db, 'forms', formColumns, (row) =>
    row.erased_at
      ? ''
      : searchText({
          name: row.name,
          lastName: row.last_name,
          document: row.document,
          email: row.email,
          company: row.company,
          code: row.code,
        })
  )
  await refresh(db, 'default_players', ['name', 'last_name', 'passport'], (row) =>
    searchTextOf(row.name, row.last_name, row.passport)
  )
  await refresh(db, 'collectives', ['name', 'last_name'], (row) =>
    searchTextOf(row.name, row.last_name)
  )
}

/**
 * Staff search ignores accents and case: the forms' stored search text is
 * recomputed with the normaliser the queries use, and default players and
 * collections get a search text of their own. PostgreSQL's trigram index on
 * forms.search_text stays as it is: the query is still `search_text like ?`.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('default_players', (table) => {
      table.text('search_text').notNullable().defaultTo('')
    })
    this.schema.alterTable('collectives', (table) => {
      table.text('search_text').notNullable().defaultTo('')
    })
    this.defer((db) => refreshSearchTexts(db))
  }

  async down() {
    this.schema.alterTable('collectives', (table) => {
      table.dropColumn('search_text')
    })
    this.schema.alterTable('default_players', (table) => {
      table.dropColumn('search_text')
    })
  }
}
