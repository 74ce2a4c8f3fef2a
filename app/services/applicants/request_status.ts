import Form from '#models/form'
import FormLog from '#models/form_log'
import type { Locale } from '#config/i18n'
import { badgeData } from '#services/badges/badge_data'
import { mailSettingsOf } from '#services/applicants/mail_settings'

/** What the applicant's status page shows: only what they sent or what staff decided for them. */
export type RequestStatus = {
  type: string
  code: string
  name: string
  submittedOn: string
  state: 'waiting' | 'approved' | 'rejected'
  reason: string | null
  note: string | null
  approved: {
    zones: string[]
    days: { from: string; to: string } | null
    collection: string | null
  } | null
}

const isoDay = (value: Date) => value.toISOString().slice(0, 10)

/**
 * A request's status for its applicant, in their language; null when
 * nothing is left to show (unknown, erased, or purged with its tournament's
 * retention).
 */
export async function requestStatus(formId: number, locale: Locale): Promise<RequestStatus | null> {
  const form = await Form.query()
    .where('id', formId)
    .whereNull('erasedAt')
    .whereNull('purgedAt')
    .first()
  if (!form) return null
  const state = form.state as RequestStatus['state']
  const status: RequestStatus = {
    type: form.type,
    code: form.code,
    name: form.name,
    submittedOn: form.createdAt.toISODate()!,
    state,
    reason: null,
    note: null,
    approved: null,
  }
  const settings = await mailSettingsOf(form.tournamentId)
  if (state === 'rejected') {
    const decision = await FormLog.query()
      .where({ formId: form.id, type: 'state' })
      .orderBy('id', 'desc')
      .first()
    const data = decision?.dataMap ?? {}
    status.reason = settings.reasons.find((item) => item.id === data.reason)?.[locale] ?? null
    status.note = typeof data.note === 'string' ? data.note : null
  }
  if (state === 'approved') {
    const [badge] = await badgeData([form.id])
    status.approved = {
      zones: badge?.zones ?? [],
      days: badge?.days ? { from: isoDay(badge.days.from), to: isoDay(badge.days.to) } : null,
      collection: settings.approvedTexts[form.category]?.[locale] || null,
    }
  }
  return status
}
