import { DateTime } from 'luxon'

/**
 * A timestamp for raw queries, in UTC, in the format Lucid writes on both
 * engines (the process and PostgreSQL sessions run in UTC: start/env.ts and
 * config/database.ts), so string and timestamp comparisons agree.
 */
export function sqlTimestamp(value: DateTime): string {
  /** The ISO form of the instant is already UTC; Luxon's formatter costs more on a hot path. */
  return new Date(value.toMillis()).toISOString().slice(0, 19).replace('T', ' ')
}

/**
 * A stored date or timestamp read with a raw query, as a Date whose local
 * wall clock is the stored one (the process runs in UTC): PostgreSQL gives
 * Dates, SQLite SQL or ISO strings or epoch milliseconds.
 */
export function storedMoment(raw: unknown): Date | null {
  if (raw instanceof Date) return raw
  if (typeof raw === 'number') return new Date(raw)
  if (typeof raw !== 'string') return null
  const sql = DateTime.fromSQL(raw)
  const value = sql.isValid ? sql : DateTime.fromISO(raw)
  return value.isValid ? value.toJSDate() : null
}
