import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import type { FormTypeDefinition } from '#forms/definition'
import { sqlTimestamp, storedMoment } from '#support/sql_time'
import { CONSENT_TEXTS, consentTextKey, type ConsentTopic } from '#services/privacy/consent_texts'

/**
 * Records, in the transaction that stores a public request, the current
 * version of each text its applicant accepted and the language it was shown
 * in; for a minor's form also the guardian's consent, with the guardian's
 * name as the form gives it.
 */
export async function recordConsents(
  trx: TransactionClientContract,
  formId: number,
  definition: FormTypeDefinition,
  values: Record<string, unknown>,
  locale: string
) {
  const acceptedAt = sqlTimestamp(DateTime.now())
  const row = (kind: ConsentTopic, guardianName: string | null = null) => ({
    form_id: formId,
    kind,
    text_version: CONSENT_TEXTS[kind].current,
    locale,
    guardian_name: guardianName,
    accepted_at: acceptedAt,
  })
  const rows = [row('privacy')]
  if (definition.guardian) {
    const { name, lastName } = definition.guardian
    rows.push(row('guardian', `${values[name] ?? ''} ${values[lastName] ?? ''}`.trim()))
  }
  await trx.table('consent_records').multiInsert(rows)
}

export type ConsentEntry = {
  kind: ConsentTopic
  version: string
  /** The words accepted, as a translation key; null for a version this build no longer knows. */
  textKey: string | null
  locale: string
  guardianName: string | null
  acceptedAt: string
}

/** What the applicants of these requests accepted, oldest first, by request. */
export async function consentsOf(formIds: number[]): Promise<Map<number, ConsentEntry[]>> {
  const byForm = new Map<number, ConsentEntry[]>()
  if (formIds.length === 0) return byForm
  const rows = await db
    .from('consent_records')
    .whereIn('form_id', formIds)
    .orderBy('id')
    .select('form_id', 'kind', 'text_version', 'locale', 'guardian_name', 'accepted_at')
  for (const row of rows) {
    const kind = row.kind as ConsentTopic
    const entries = byForm.get(Number(row.form_id)) ?? []
    entries.push({
      kind,
      version: row.text_version,
      textKey: consentTextKey(kind, row.text_version),
      locale: row.locale,
      guardianName: row.guardian_name ?? null,
      acceptedAt: storedMoment(row.accepted_at)?.toISOString() ?? '',
    })
    byForm.set(Number(row.form_id), entries)
  }
  return byForm
}
