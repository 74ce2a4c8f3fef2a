import { mailSettingsOf, rejectionReasonsFor } from '#services/applicants/mail_settings'
import { formType } from '#forms/registry'

/** What staff add to a rejection: a configured reason's id and words of their own. */
export type DecisionDetails = { reason?: string | null; note?: string | null }

/**
 * What a decision carries to the applicant: a rejection's reason (one of the
 * configured ones for the type's tournament) and note; an approval carries
 * neither. Null when the reason named is not one of the configured ones.
 */
export async function decisionDetailsFor(
  type: string,
  to: 'approved' | 'rejected',
  input: { reason?: string; note?: string }
): Promise<DecisionDetails | null> {
  if (to !== 'rejected') return {}
  if (input.reason) {
    const reasons = await rejectionReasonsFor(type)
    if (!reasons.some((reason) => reason.id === input.reason)) return null
  }
  return { reason: input.reason || null, note: input.note || null }
}

/** The reasons staff may pick for a type's rejections, labelled in their language. */
export async function reasonChoicesFor(types: string[], locale: string) {
  const choices = new Map<string, { id: string; label: string }>()
  /** One type per sport is enough: the reasons are its current tournament's. */
  const sports = new Map(types.map((type) => [formType(type)?.sport, type]))
  for (const type of sports.values()) {
    for (const reason of await rejectionReasonsFor(type)) {
      if (choices.has(reason.id)) continue
      choices.set(reason.id, { id: reason.id, label: reason[locale === 'en' ? 'en' : 'es'] })
    }
  }
  return [...choices.values()]
}

/**
 * Names a rejection's reason id as its tournament's settings label it in a
 * language; an id no longer configured is shown as stored.
 */
export async function reasonLabelsOf(tournamentId: number, locale: string) {
  const { reasons } = await mailSettingsOf(tournamentId)
  const language = locale === 'en' ? 'en' : 'es'
  return (id: string) => reasons.find((reason) => reason.id === id)?.[language] ?? id
}
