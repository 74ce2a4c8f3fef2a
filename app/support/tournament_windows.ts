import { DateTime } from 'luxon'
import env from '#start/env'
import { storedMoment } from '#support/sql_time'

/**
 * The one definition of a tournament's windows. Each is a stretch of time
 * made of whole calendar days in the organiser's zone (from the first
 * moment of its first day to the last moment of its last); a missing bound
 * is open-ended. Every check of "is it still time to …" reads these.
 */
export type Window = { from: DateTime | null; until: DateTime | null }

/** What the windows are made of: the tournament's stored dates and its retention. */
export type TournamentDates = {
  startsOn: DateTime
  endsOn: DateTime
  formsOpenOn: DateTime | null
  formsCloseOn: DateTime | null
  retentionDays: number
}

export type TournamentWindows = {
  /** The public forms take requests (of the types listed open): forms_open_on to forms_close_on. */
  publicForms: Window
  /**
   * Staff may ask for changes and the applicant may answer them: at least as
   * long as the public forms take requests and until the tournament's last
   * day, never once the data is gone; without a forms' last day, as long as
   * the data is kept.
   */
  changes: Window
  /** Accreditations are valid: the tournament's first to last day. */
  accreditation: Window
  /** Personal data is kept until the day before `purgeOn`, the first day it is purged. */
  retention: Window & { purgeOn: string | null }
}

const zone = () => env.get('TIME_ZONE')

const isoDay = (value: DateTime | null | undefined) => value?.toISODate() ?? null

/** The first moment of a calendar day (ISO) in the organiser's zone. */
const firstMoment = (day: string | null) =>
  day ? DateTime.fromISO(day, { zone: zone() }).startOf('day') : null

/** The last moment of a calendar day (ISO) in the organiser's zone. */
const lastMoment = (day: string | null) =>
  day ? DateTime.fromISO(day, { zone: zone() }).endOf('day') : null

/**
 * The first day a tournament's requests are purged on: the day after its
 * retention period, counted from its last day (null without a last day).
 * Takes a stored value as a query returns it, or an ISO day.
 */
export function purgeDay(endsOn: unknown, retentionDays: number): string | null {
  const ends = storedMoment(endsOn)
  if (!ends) return null
  return DateTime.fromJSDate(ends, { zone: 'utc' })
    .plus({ days: Number(retentionDays) + 1 })
    .toISODate()
}

/** The retention window of a tournament's last day (a stored value or an ISO day). */
export function retentionWindow(endsOn: unknown, retentionDays: number) {
  const purgeOn = purgeDay(endsOn, retentionDays)
  const until = purgeOn
    ? lastMoment(DateTime.fromISO(purgeOn).minus({ days: 1 }).toISODate())
    : null
  return { from: null, until, purgeOn }
}

const later = (a: DateTime, b: DateTime) => (a > b ? a : b)
const earlier = (a: DateTime, b: DateTime | null) => (b && b < a ? b : a)

/** The tournament's first to last day: when its accreditations are valid. */
export function accreditationWindow(tournament: Pick<TournamentDates, 'startsOn' | 'endsOn'>) {
  return daysWindow(isoDay(tournament.startsOn), isoDay(tournament.endsOn))
}

/** Whole calendar days (ISO) of the organiser's: a credential's validity, a window's days. */
export function daysWindow(first: string | null, last: string | null): Window {
  return { from: firstMoment(first), until: lastMoment(last) }
}

/** The public forms' first to last day: when they take requests. */
export function publicFormsWindow(
  tournament: Pick<TournamentDates, 'formsOpenOn' | 'formsCloseOn'>
) {
  return {
    from: firstMoment(isoDay(tournament.formsOpenOn)),
    until: lastMoment(isoDay(tournament.formsCloseOn)),
  }
}

export function windowsOf(tournament: TournamentDates): TournamentWindows {
  const retention = retentionWindow(isoDay(tournament.endsOn), tournament.retentionDays)
  const publicForms = publicFormsWindow(tournament)
  const accreditation = accreditationWindow(tournament)
  const changesUntil =
    publicForms.until && accreditation.until
      ? earlier(later(publicForms.until, accreditation.until), retention.until)
      : retention.until
  return { publicForms, changes: { from: null, until: changesUntil }, accreditation, retention }
}

/** Whether a moment (now by default) falls inside a window. */
export function isWithin(window: Window, now: DateTime = DateTime.now()) {
  return (!window.from || window.from <= now) && (!window.until || now <= window.until)
}

/** A window as the days people read: its first and last day (ISO), null when open-ended. */
export function windowDays(window: Window) {
  return { from: isoDay(window.from), until: isoDay(window.until) }
}
