import { DateTime } from 'luxon'
import { organiserZone } from '#services/i18n/time_zone'

type Moment = { date: string; time: string }

/**
 * The last minute's answer: a local date and time of day change only with the
 * minute (zone offsets are whole minutes), and a busy door asks many times a
 * second; turning a moment into a zone's wall clock is Luxon's costly step.
 */
let last: { zone: string; minute: number; moment: Moment } | null = null

/** A moment as the rules engine reads it: the organiser's local date and time of day. */
export function localMoment(at: DateTime = DateTime.now()): Moment {
  const zone = organiserZone()
  const minute = Math.floor(at.toMillis() / 60_000)
  if (last?.zone === zone && last.minute === minute) return last.moment
  const local = at.setZone(zone)
  const moment = Object.freeze({
    date: local.toFormat('yyyy-LL-dd'),
    time: local.toFormat('HH:mm'),
  })
  last = { zone, minute, moment }
  return moment
}
