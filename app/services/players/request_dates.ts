import { DateTime } from 'luxon'

/** A day chosen from the tournament's days (ISO) as the date column wants it; none for the whole event. */
export function dayPassDate(values: Record<string, unknown>): DateTime | null {
  const isDayPass = values.dayPass === true
  const day = values.datePermission
  return isDayPass && typeof day === 'string' ? DateTime.fromISO(day) : null
}
