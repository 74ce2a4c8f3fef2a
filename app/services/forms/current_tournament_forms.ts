import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'

/** Restricts a query on `forms` to this year's tournaments (one of each sport). */
export function inCurrentTournaments(
  query: DatabaseQueryBuilderContract,
  column = 'tournament_id'
) {
  return query.whereIn(column, (current) =>
    current.from('tournaments').select('id').where('is_current', true)
  )
}

/** The ids a query on `forms` selects. */
export async function formIds(query: DatabaseQueryBuilderContract): Promise<number[]> {
  const rows = await query.select('forms.id')
  return rows.map((row) => Number(row.id))
}
