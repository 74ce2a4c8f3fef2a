import type { DecisionDetails } from '#services/forms/form_state'
import { rejectionReasonsFor } from '#services/applicants/mail_settings'

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
