import db from '@adonisjs/lucid/services/db'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import type { TallyFact } from '#support/report_tallies'
import { utcBounds, type ReportFilters } from '#services/reports/report_filters'
import { countedBy, type ReportScope } from '#services/reports/report_scope'

export function isPostgres() {
  return db.connection().dialect.name === 'postgres'
}

/**
 * A stored timestamp's UTC hour in SQL, as `localHour` reads it: PostgreSQL
 * truncates the timestamp; SQLite stores 'YYYY-MM-DD HH:MM:SS' text (Lucid
 * and sqlTimestamp both), whose first 13 characters are the hour.
 */
export function hourKeySql(column: string) {
  return isPostgres() ? `date_trunc('hour', ${column})` : `substr(${column}, 1, 13)`
}

/** The forms a report counts: the scope's types and tournaments, the filters' type, tournament and category. */
export function countedForms<Query extends DatabaseQueryBuilderContract>(
  query: Query,
  scope: ReportScope,
  filters: ReportFilters
): Query {
  const counted = countedBy(scope, filters)
  query.whereIn('forms.tournament_id', counted.tournamentIds).whereIn('forms.type', counted.types)
  if (counted.category) query.where('forms.category', counted.category)
  return query
}

export type TallyRow = {
  hour: unknown
  subject: number
  detail: string
  count: number
  total: number
}

/**
 * Tallies of one fact over the filters' days, summed per hour, subject and
 * detail: a few hundred rows per report whatever the rows they count.
 */
export async function formTallies(
  facts: TallyFact[],
  scope: ReportScope,
  filters: ReportFilters
): Promise<(TallyRow & { fact: string })[]> {
  const counted = countedBy(scope, filters)
  const { start, end } = utcBounds(filters)
  const query = db
    .from('report_tallies')
    .whereIn('fact', facts)
    .where('hour', '>=', start)
    .where('hour', '<', end)
    .whereIn('tournament_id', counted.tournamentIds)
    .whereIn('form_type', counted.types)
  if (counted.category) query.where('category', counted.category)
  const rows = await query
    .groupBy('fact', 'hour', 'subject_id', 'detail')
    .select('fact', 'hour', 'subject_id', 'detail')
    .sum('count as count')
    .sum('total as total')
  return rows.map((row) => ({
    fact: String(row.fact),
    hour: row.hour,
    subject: Number(row.subject_id),
    detail: String(row.detail),
    count: Number(row.count),
    total: Number(row.total),
  }))
}
