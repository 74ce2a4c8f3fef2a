import { DateTime } from 'luxon'

/** A day chosen from the tournament's days (ISO) as the date column wants it; none for the whole event. */
export function dayPassDate(values: Record<string, unknown>): DateTime | null {
  const isDayPass = values.dayPass === true
  const day = values.datePermission
  return isDayPass && typeof day === 'string' ? DateTime.fromISO(day) : null
}

/**
 * The last day of a pass that spans several days; none for a one-day pass
 * (no end, or an end on the first day) or for the whole event.
 */
export function dayPassEnd(values: Record<string, unknown>): DateTime | null {
  const first = dayPassDate(values)
  const last = values.endPermission
  if (!first || typeof last !== 'string' || last <= String(values.datePermission)) return null
  return DateTime.fromISO(last)
}
