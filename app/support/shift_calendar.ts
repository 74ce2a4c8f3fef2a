import { DateTime } from 'luxon'
import env from '#start/env'

export type CalendarShift = {
  id: number
  day: string
  startsAt: string
  endsAt: string
  position: string
}

/** A wall-clock time of the organiser's zone as an iCalendar UTC time. */
function utcStamp(day: string, time: string) {
  return DateTime.fromISO(`${day}T${time}`, { zone: env.get('TIME_ZONE') })
    .toUTC()
    .toFormat("yyyyMMdd'T'HHmmss'Z'")
}

/** Text escaped for an iCalendar value. */
const escaped = (value: string) =>
  value.replace(/[\\;,]/g, (char) => `\\${char}`).replace(/\n/g, '\\n')

/**
 * A person's shifts as an iCalendar file (RFC 5545), one event per shift,
 * times in UTC so every calendar shows them right; each event's UID stays
 * the same across publications so a calendar updates it instead of adding.
 */
export function shiftsCalendar(
  tournament: string,
  shifts: CalendarShift[],
  stamp = DateTime.utc()
) {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Accreditations//Rosters//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
  ]
  for (const shift of shifts) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:roster-shift-${shift.id}@accreditations`,
      `DTSTAMP:${stamp.toFormat("yyyyMMdd'T'HHmmss'Z'")}`,
      `DTSTART:${utcStamp(shift.day, shift.startsAt)}`,
      `DTEND:${utcStamp(shift.day, shift.endsAt)}`,
      `SUMMARY:${escaped(`${shift.position} · ${tournament}`)}`,
      'END:VEVENT'
    )
  }
  lines.push('END:VCALENDAR')
  return `${lines.join('\r\n')}\r\n`
}
