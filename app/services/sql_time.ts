import type { DateTime } from 'luxon'

/**
 * A timestamp for raw queries, in UTC, in the format Lucid writes on both
 * engines (the process and PostgreSQL sessions run in UTC: start/env.ts and
 * config/database.ts), so string and timestamp comparisons agree.
 */
export function sqlTimestamp(value: DateTime): string {
  return value.toUTC().toFormat('yyyy-MM-dd HH:mm:ss')
}
