import mail from '@adonisjs/mail/services/main'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import DecisionMail, { type DecisionMailData } from '#mails/decision_mail'
import { queueWithin } from '#services/infrastructure/mail_transaction'
import { credentialsOf } from '#services/credentials/credential_reads'
import { mailSettingsOfMany } from '#services/applicants/mail_settings'
import { applicantRecipient } from '#services/applicants/recipient'
import { statusLinkOf } from '#services/applicants/status_link'
import { MAIL_APPLE_LINK_HOURS, walletLinksOf } from '#services/wallets/wallet_passes'
import { guardianTables } from '#forms/detail_columns'
import type { Locale } from '#config/i18n'

export type Decision = {
  to: 'approved' | 'rejected'
  /** Rejections: the id of a reason of the form's tournament, and staff's own words. */
  reason?: string | null
  note?: string | null
}

/** Rows per read: a bulk decision of a thousand forms stays a few statements. */
const CHUNK = 500

const asLocale = (value: unknown): Locale => (value === 'en' ? 'en' : 'es')

/**
 * One mail per form whose state this transaction just changed, queued in it
 * (decision 0080): the mail exists if and only if the decision does, and a
 * decision is made once (the state machine's conditional UPDATE), so a
 * retried or doubled bulk request mails nobody twice. Tournaments that
 * switched decision mails off, and requests without an address, get none.
 */
export async function queueDecisionMails(
  trx: TransactionClientContract,
  ids: number[],
  decision: Decision
) {
  for (let start = 0; start < ids.length; start += CHUNK) {
    const messages = await decisionMails(trx, ids.slice(start, start + CHUNK), decision)
    if (messages.length === 0) continue
    await queueWithin(trx, async () => {
      for (const message of messages) await mail.sendLater(new DecisionMail(message))
    })
  }
}

/** The guardian's email of each of these requests whose type names a guardian (a minor's). */
export async function guardianEmails(trx: TransactionClientContract, ids: number[]) {
  const emails = new Map<number, string | null>()
  for (const { definition, table, columns } of await guardianTables()) {
    const rows = await trx
      .from(table)
      .join('forms', 'forms.id', `${table}.form_id`)
      .whereIn('forms.id', ids)
      .where('forms.type', definition.slug)
      .select('forms.id as form_id', `${table}.${columns.email} as email`)
    for (const row of rows) emails.set(Number(row.form_id), row.email)
  }
  return emails
}

async function decisionMails(
  trx: TransactionClientContract,
  ids: number[],
  decision: Decision
): Promise<DecisionMailData[]> {
  const rows = await trx
    .from('forms')
    .join('tournaments', 'tournaments.id', 'forms.tournament_id')
    .whereIn('forms.id', ids)
    .whereNull('forms.erased_at')
    .select(
      'forms.id',
      'forms.type',
      'forms.category',
      'forms.name',
      'forms.code',
      'forms.email',
      'forms.locale',
      'forms.tournament_id',
      'tournaments.ends_on',
      'tournaments.retention_days'
    )
  if (rows.length === 0) return []
  const guardians = await guardianEmails(trx, ids)
  const settings = await mailSettingsOfMany(
    [...new Set(rows.map((row) => Number(row.tournament_id)))],
    trx
  )
  const approved =
    decision.to === 'approved'
      ? await credentialsOf(
          rows.map((row) => Number(row.id)),
          trx
        )
      : []
  const credentials = new Map(approved.map((credential) => [credential.id, credential]))
  const messages: DecisionMailData[] = []
  for (const row of rows) {
    const setting = settings.get(Number(row.tournament_id))!
    const to = applicantRecipient(row.email, guardians.get(Number(row.id)))
    if (!setting.decisionMails || !to) continue
    const locale = asLocale(row.locale)
    const credential = credentials.get(Number(row.id))
    const reason = setting.reasons.find((item) => item.id === decision.reason)
    messages.push({
      to,
      locale,
      decision: decision.to,
      type: String(row.type),
      name: String(row.name),
      code: String(row.code),
      zones: credential?.zoneList ?? [],
      days: credential?.dayPass ?? null,
      collection: setting.approvedTexts[String(row.category)]?.[locale] || null,
      reason: decision.to === 'rejected' && reason ? reason[locale] : null,
      note: decision.to === 'rejected' ? decision.note || null : null,
      statusUrl: statusLinkOf(Number(row.id), row.ends_on, Number(row.retention_days)),
      wallet: credential ? await walletLinksOf(credential, locale, MAIL_APPLE_LINK_HOURS) : null,
    })
  }
  return messages
}
