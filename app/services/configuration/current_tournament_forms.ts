import type {
  ChainableContract,
  DatabaseQueryBuilderContract,
} from '@adonisjs/lucid/types/querybuilder'
import Tournament from '#models/tournament'

/**
 * Restricts a query (on `forms`, or a model query) to this year's tournaments,
 * one of each sport: the only way a query asks which tournaments are current.
 * A single row by sport comes from `Tournament.currentOf`.
 */
export function inCurrentTournaments<Query extends ChainableContract>(
  query: Query,
  column = 'tournament_id'
): Query {
  return query.whereIn(column, (current) =>
    current.from(Tournament.table).select('id').where('is_current', true)
  )
}

/** The ids a query on `forms` selects. */
export async function formIds(query: DatabaseQueryBuilderContract): Promise<number[]> {
  const rows = await query.select('forms.id')
  return rows.map((row) => Number(row.id))
}
