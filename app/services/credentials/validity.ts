import { DateTime } from 'luxon'
import { organiserZone } from '#services/i18n/time_zone'
import { daysWindow, isWithin } from '#support/tournament_windows'
import type { Validity } from '#services/credentials/credential'

/**
 * A credential is valid on the organiser's calendar days from its first to
 * its last, both whole (the tournament windows' rule): a day pass for
 * Tuesday holds from Tuesday 00:00 to 23:59:59 in the organiser's time zone,
 * wherever the server runs.
 */
export function organiserDay(at: DateTime | Date): string {
  const moment = at instanceof Date ? DateTime.fromJSDate(at) : at
  return moment.setZone(organiserZone()).toFormat('yyyy-LL-dd')
}

export function validAt(validity: Validity, at: DateTime | Date): boolean {
  const moment = at instanceof Date ? DateTime.fromJSDate(at) : at
  return isWithin(daysWindow(validity.from, validity.to), moment)
}
