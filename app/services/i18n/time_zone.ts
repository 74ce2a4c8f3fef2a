import { DateTime } from 'luxon'
import env from '#start/env'

/**
 * Times are stored in UTC; people read them in the organiser's time zone
 * (TIME_ZONE, Europe/Madrid by default), whatever the server's own zone.
 */
export function organiserZone(): string {
  return env.get('TIME_ZONE')
}

/** A date (and time) for a person, in the organiser's zone, written the locale's way. */
export function formatForPeople(value: DateTime | Date, locale: string, { time = false } = {}) {
  const date = value instanceof Date ? value : value.toJSDate()
  return new Intl.DateTimeFormat(locale === 'es' ? 'es-ES' : 'en-GB', {
    dateStyle: 'long',
    ...(time ? { timeStyle: 'short' } : {}),
    timeZone: organiserZone(),
  }).format(date)
}

const HOUR_MS = 3_600_000
/** Zone offsets by UTC hour: zones change offset on whole hours, exports convert 100,000 times. */
const offsets = new Map<string, number>()

/**
 * Excel has no time zones: the organiser's wall-clock time, written as if it
 * were UTC (which is how exceljs turns a Date into a serial number).
 */
export function excelWallClock(value: Date): Date {
  const zone = organiserZone()
  const hour = Math.floor(value.getTime() / HOUR_MS)
  const key = `${zone}|${hour}`
  let offset = offsets.get(key)
  if (offset === undefined) {
    offset = DateTime.fromMillis(hour * HOUR_MS, { zone }).offset
    offsets.set(key, offset)
  }
  return new Date(value.getTime() + offset * 60_000)
}

/** The end of a calendar day (ISO) in the organiser's zone. */
export function endOfOrganiserDay(isoDate: string): DateTime {
  return DateTime.fromISO(isoDate, { zone: organiserZone() }).endOf('day')
}
