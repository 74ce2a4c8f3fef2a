import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import type { TallyFact } from '#support/report_tallies'
import { localHour, utcBounds, type ReportFilters } from '#services/reports/report_filters'
import { organiserZone } from '#services/i18n/time_zone'
import { countedBy, type ReportScope } from '#services/reports/report_scope'

export function isPostgres() {
  return db.connection().dialect.name === 'postgres'
}

export type Grain = 'day' | 'hour'

/** Stored UTC times as the text both engines compare ('YYYY-MM-DD HH:MM:SS'). */
type Range = { start: string; end: string }

const stretchesOf = new Map<string, { until: string | null; minutes: number }[]>()

/**
 * The organiser's offset from UTC over a range, as stretches between clock
 * changes (the last one open): found day by day, then hour by hour on the day
 * a change falls on. Kept per range: a report asks again on every visit.
 */
function offsetStretches(range: Range) {
  const zone = organiserZone()
  const key = `${zone}|${range.start}|${range.end}`
  const known = stretchesOf.get(key)
  if (known) return known
  const offsetAt = (at: DateTime) => at.setZone(zone).offset
  const end = DateTime.fromSQL(range.end, { zone: 'utc' })
  let at = DateTime.fromSQL(range.start, { zone: 'utc' })
  let minutes = offsetAt(at)
  const stretches: { until: string | null; minutes: number }[] = []
  while (at < end) {
    const next = at.plus({ days: 1 })
    if (offsetAt(next) !== minutes) {
      let hour = at.plus({ hours: 1 })
      while (offsetAt(hour) === minutes) hour = hour.plus({ hours: 1 })
      stretches.push({ until: hour.toFormat('yyyy-LL-dd HH:mm:ss'), minutes })
      minutes = offsetAt(hour)
      at = hour
    } else {
      at = next
    }
  }
  stretches.push({ until: null, minutes })
  if (stretchesOf.size > 1000) stretchesOf.clear()
  stretchesOf.set(key, stretches)
  return stretches
}

/** SQLite's local day of a stored UTC time: its date moved by the offset of its stretch. */
function sqliteLocalDay(column: string, range: Range) {
  const modifier = (minutes: number) => `'${minutes >= 0 ? '+' : ''}${minutes} minutes'`
  const stretches = offsetStretches(range)
  if (stretches.length === 1) return `date(${column}, ${modifier(stretches[0].minutes)})`
  const cases = stretches
    .map(({ until, minutes }) =>
      until ? `when ${column} < '${until}' then ${modifier(minutes)}` : `else ${modifier(minutes)}`
    )
    .join(' ')
  return `date(${column}, case ${cases} end)`
}

/**
 * The organiser's local day ('YYYY-MM-DD') or hour of a stored timestamp,
 * in SQL, so a report reads one row per day: PostgreSQL converts it with its
 * time zones; SQLite has none: its local day is the date moved by the
 * offset of the stretch of the range it falls in, its hour the UTC hour (the
 * stored text's first 13 characters, Lucid and sqlTimestamp both writing
 * 'YYYY-MM-DD HH:MM:SS') converted by `bucketReader`.
 */
export function bucketSql(column: string, grain: Grain, range: Range) {
  if (!isPostgres()) {
    return grain === 'day' ? sqliteLocalDay(column, range) : `substr(${column}, 1, 13)`
  }
  const zone = organiserZone().replace(/'/g, "''")
  const format = grain === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM-DD HH24'
  return `to_char(${column} at time zone '${zone}', '${format}')`
}

/**
 * How buckets read back: the organiser's local day, and hour (0 for a day).
 * Asks the engine once, not per row (a report folds thousands).
 */
export function bucketReader(grain: Grain): (raw: unknown) => { day: string; hour: number } {
  if (!isPostgres() && grain === 'hour') return localHour
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
  const bucket = bucketSql('hourly.hour', grain, { start, end })
  const bucketOf = bucketReader(grain)
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
