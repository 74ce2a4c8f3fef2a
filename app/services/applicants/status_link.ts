import { DateTime } from 'luxon'
import { signedUrlFor } from '@adonisjs/core/services/url_builder'
import { appUrl } from '#config/app'
import { retentionWindow } from '#support/tournament_windows'

/**
 * When a request's status link stops working: the end of the last day its
 * data is kept (the day before its tournament's purge day, in the
 * organiser's zone); null when its tournament has no last day.
 */
export function statusLinkExpiry(endsOn: unknown, retentionDays: number): DateTime | null {
  return retentionWindow(endsOn, retentionDays).until
}

/**
 * The applicant's signed link to their request's status page, valid for as
 * long as the request's data is kept; null once that time is over.
 */
export function statusLinkOf(
  formId: number,
  endsOn: unknown,
  retentionDays: number,
  now = DateTime.now()
): string | null {
  const expiry = statusLinkExpiry(endsOn, retentionDays)
  if (!expiry) return null
  const seconds = Math.floor(expiry.diff(now, 'seconds').seconds)
  if (seconds <= 0) return null
  return signedUrlFor(
    'applicants.status',
    { id: formId },
    { expiresIn: `${seconds}s`, prefixUrl: appUrl }
  )
}
