import Form from '#models/form'
import FormLog from '#models/form_log'
import { credentialOf } from '#services/credentials/credential_reads'
import type { Credential } from '#services/credentials/credential'
import { mailSettingsOf, type MailSettings } from '#services/applicants/mail_settings'

/**
 * What a request's status page is made of besides the request: its
 * tournament's mail settings (reasons, collection texts), the decision that
 * rejected it and the credential it was approved with. Shaped by
 * `ApplicantRequestTransformer`.
 */
export type RequestStatusFacts = {
  settings: MailSettings
  /** The last state change of a rejected request: the reason id and note staff gave. */
  decision: FormLog | null
  /** The credential of an approved request: its zones and days. */
  credential: Credential | null
}

/**
 * A request and what its applicant's status page shows of it; null when
 * nothing is left to show (unknown, erased, or purged with its tournament's
 * retention).
 */
export async function requestStatus(
  formId: number
): Promise<{ form: Form; facts: RequestStatusFacts } | null> {
  const form = await Form.query()
    .where('id', formId)
    .whereNull('erasedAt')
    .whereNull('purgedAt')
    .first()
  if (!form) return null
  const settings = await mailSettingsOf(form.tournamentId)
  const decision =
    form.state === 'rejected'
      ? await FormLog.query()
          .where({ formId: form.id, type: 'state' })
          .orderBy('id', 'desc')
          .first()
      : null
  const credential = form.state === 'approved' ? await credentialOf(form.id) : null
  return { form, facts: { settings, decision, credential } }
}
