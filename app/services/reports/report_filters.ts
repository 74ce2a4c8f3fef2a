import { DateTime } from 'luxon'
import { formCategories } from '#forms/registry'
import { organiserZone } from '#services/i18n/time_zone'

/** What every report is narrowed by: a tournament, local days (inclusive), a type, a category. */
export type ReportFilters = {
  tournamentId: number | null
  from: string
  to: string
  type: string | null
  category: string | null
}

/** The longest range a report covers: a season of requests, a few hundred bars at most. */
const MAX_DAYS = 366
/** Without dates: the last four weeks, today included. */
const DEFAULT_DAYS = 28

export function today(): string {
  return DateTime.now().setZone(organiserZone()).toISODate()!
}

function localDate(value: unknown): string | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null
  const date = DateTime.fromISO(value, { zone: organiserZone() })
  return date.isValid ? date.toISODate() : null
}

/**
 * The filters a query string asks for, each checked: a value that is not one
 * (a date that does not exist, a type or tournament the user may not see) is
 * dropped and named in `rejected`, so the page says so and shows the default.
 */
export function parseReportFilters(
  query: Record<string, unknown>,
  allowed: { types: string[]; tournamentIds: number[] }
): { filters: ReportFilters; rejected: string[] } {
  const rejected: string[] = []
  const present = (name: string) => query[name] !== undefined && query[name] !== ''
  const end = localDate(query.to) ?? today()
  if (present('to') && !localDate(query.to)) rejected.push('to')
  const defaultStart = DateTime.fromISO(end)
    .minus({ days: DEFAULT_DAYS - 1 })
    .toISODate()!
  let start = localDate(query.from) ?? defaultStart
  if (present('from') && !localDate(query.from)) rejected.push('from')
  if (start > end) {
    rejected.push('from')
    start = defaultStart
  }
  const longest = DateTime.fromISO(end)
    .minus({ days: MAX_DAYS - 1 })
    .toISODate()!
  if (start < longest) {
    rejected.push('from')
    start = longest
  }
  const tournamentId = Number(query.tournament)
  const tournamentOk = allowed.tournamentIds.includes(tournamentId)
  if (present('tournament') && !tournamentOk) rejected.push('tournament')
  const typeOk = typeof query.type === 'string' && allowed.types.includes(query.type)
  if (present('type') && !typeOk) rejected.push('type')
  const categoryOk = typeof query.category === 'string' && formCategories().includes(query.category)
  if (present('category') && !categoryOk) rejected.push('category')
  return {
    filters: {
      tournamentId: tournamentOk ? tournamentId : null,
      from: start,
      to: end,
      type: typeOk ? (query.type as string) : null,
      category: categoryOk ? (query.category as string) : null,
    },
    rejected: [...new Set(rejected)],
  }
}

/** The UTC bounds of the local days [from, to], as stored timestamps ('YYYY-MM-DD HH:MM:SS'). */
export function utcBounds(filters: Pick<ReportFilters, 'from' | 'to'>) {
  const zone = organiserZone()
  const start = DateTime.fromISO(filters.from, { zone }).startOf('day')
  const end = DateTime.fromISO(filters.to, { zone }).plus({ days: 1 }).startOf('day')
  const sql = (value: DateTime) => value.toUTC().toFormat('yyyy-LL-dd HH:mm:ss')
  return { start: sql(start), end: sql(end) }
}

/** Every local day of the range, in order (the x axis of a per-day chart). */
export function daysOf(filters: Pick<ReportFilters, 'from' | 'to'>): string[] {
  const days: string[] = []
  let day = DateTime.fromISO(filters.from)
  const last = DateTime.fromISO(filters.to)
  while (day <= last) {
    days.push(day.toISODate()!)
    day = day.plus({ days: 1 })
  }
  return days
}

/** Local hours already worked out: a report folds thousands of rows into a few hundred hours. */
const localHours = new Map<string, { day: string; hour: number }>()

/** A stored UTC hour ('YYYY-MM-DD HH…', a Date from PostgreSQL) as the organiser's local day and hour. */
export function localHour(raw: unknown): { day: string; hour: number } {
  const key = raw instanceof Date ? raw.toISOString().slice(0, 13) : String(raw).slice(0, 13)
  const zone = organiserZone()
  const cacheKey = `${zone}|${key}`
  const known = localHours.get(cacheKey)
  if (known) return known
  const local = DateTime.fromFormat(key.replace('T', ' '), 'yyyy-LL-dd HH', {
    zone: 'utc',
  }).setZone(zone)
  const found = { day: local.toISODate()!, hour: local.hour }
  if (localHours.size > 50_000) localHours.clear()
  localHours.set(cacheKey, found)
  return found
}
