import db from '@adonisjs/lucid/services/db'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import type { TallyFact } from '#support/report_tallies'
import { localHour, utcBounds, type ReportFilters } from '#services/reports/report_filters'
import { organiserZone } from '#services/i18n/time_zone'
import { countedBy, type ReportScope } from '#services/reports/report_scope'

export function isPostgres() {
  return db.connection().dialect.name === 'postgres'
}

export type Grain = 'day' | 'hour'

/**
 * The organiser's local day ('YYYY-MM-DD') or hour of a stored timestamp,
 * in SQL: PostgreSQL converts it there, so a report reads one row per day;
 * SQLite has no time zones: its UTC hour (the stored text's first 13
 * characters: Lucid and sqlTimestamp both write 'YYYY-MM-DD HH:MM:SS'),
 * converted by `bucketOf`.
 */
export function bucketSql(column: string, grain: Grain) {
  if (!isPostgres()) return `substr(${column}, 1, 13)`
  const zone = organiserZone().replace(/'/g, "''")
  const format = grain === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM-DD HH24'
  return `to_char(${column} at time zone '${zone}', '${format}')`
}

/**
 * How buckets read back: the organiser's local day, and hour (0 for a day).
 * Asks the engine once, not per row (a report folds thousands).
 */
export function bucketReader(): (raw: unknown) => { day: string; hour: number } {
  if (!isPostgres()) return localHour
  return (raw) => {
    const text = String(raw)
    return { day: text.slice(0, 10), hour: Number(text.slice(11, 13) || 0) }
  }
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
  at: { day: string; hour: number }
  subject: number
  detail: string
  count: number
  total: number
}

/**
 * Tallies of some facts over the filters' days, summed per local day (or
 * hour), subject and detail: a few hundred rows per report whatever the
 * rows they count.
 */
export async function formTallies(
  facts: TallyFact[],
  scope: ReportScope,
  filters: ReportFilters,
  grain: Grain = 'day'
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
  /** Summed per hour first (types and categories collapse), then each hour turned into a day once. */
  const hourly = query
    .groupBy('fact', 'hour', 'subject_id', 'detail')
    .select('fact', 'hour', 'subject_id', 'detail')
    .sum('count as count')
    .sum('total as total')
  const bucket = bucketSql('hourly.hour', grain)
  const bucketOf = bucketReader()
  const rows = await db
    .from(hourly.as('hourly'))
    .groupByRaw(`fact, ${bucket}, subject_id, detail`)
    .select('fact', db.raw(`${bucket} as bucket`), 'subject_id', 'detail')
    .sum('count as count')
    .sum('total as total')
  return rows.map((row) => ({
    fact: String(row.fact),
    at: bucketOf(row.bucket),
    subject: Number(row.subject_id),
    detail: String(row.detail),
    count: Number(row.count),
    total: Number(row.total),
  }))
}
