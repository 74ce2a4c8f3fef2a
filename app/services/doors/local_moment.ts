import { DateTime } from 'luxon'
import { organiserZone } from '#services/i18n/time_zone'

/** A moment as the rules engine reads it: the organiser's local date and time of day. */
export function localMoment(at: DateTime = DateTime.now()): { date: string; time: string } {
  const local = at.setZone(organiserZone())
  return { date: local.toFormat('yyyy-LL-dd'), time: local.toFormat('HH:mm') }
}
