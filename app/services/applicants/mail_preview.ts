import { appUrl } from '#config/app'
import type { Locale } from '#config/i18n'
import type Tournament from '#models/tournament'
import type { Sport } from '#models/tournament'
import { formType, formTypesOfSport } from '#forms/registry'
import { decisionMailContent, type DecisionMailContent } from '#mails/decision_mail'
import type { MailSettings } from '#services/applicants/mail_settings'

/** The categories a tournament's forms file requests under, in registry order. */
export function categoriesOfSport(sport: Sport): string[] {
  return [...new Set(formTypesOfSport(sport).map((slug) => formType(slug)!.category))]
}

export type PreviewChoice = {
  category?: string
  locale?: Locale
  decision?: 'approved' | 'rejected'
  reason?: string
}

/**
 * The decision mail an applicant of a category would get, with the saved
 * settings and a made-up applicant: the organiser reads the real words
 * (the same function builds the mails) before switching them on.
 */
export function decisionMailPreview(
  tournament: Tournament,
  settings: MailSettings,
  choice: PreviewChoice
): DecisionMailContent & { choice: Required<Omit<PreviewChoice, 'reason'>> & { reason: string } } {
  const types = formTypesOfSport(tournament.sport as Sport)
  /** The first type filing requests under the category chosen, else the sport's first. */
  const type = types.find((slug) => formType(slug)!.category === choice.category) ?? types[0]
  const category = formType(type)!.category
  const locale = choice.locale ?? 'es'
  const decision = choice.decision ?? 'approved'
  const reason =
    settings.reasons.find((item) => item.id === choice.reason) ?? settings.reasons[0] ?? null
  const content = decisionMailContent({
    to: 'applicant@example.org',
    locale,
    decision,
    type,
    name: 'Ana',
    code: 'ABCDEFGHJKLMNPQRSTUV',
    zones: decision === 'approved' ? ['Zona 1', 'Zona 2'] : [],
    days: null,
    collection: settings.approvedTexts[category]?.[locale] || null,
    reason: decision === 'rejected' && reason ? reason[locale] : null,
    note: null,
    statusUrl: `${appUrl}/solicitud/…`,
  })
  return { ...content, choice: { category, locale, decision, reason: reason?.id ?? '' } }
}
