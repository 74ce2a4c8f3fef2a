import db from '@adonisjs/lucid/services/db'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import mail from '@adonisjs/mail/services/main'
import { DateTime } from 'luxon'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { appUrl } from '#config/app'
import { sqlTimestamp } from '#support/sql_time'
import OrganisationDigestMail, { type DigestDecision } from '#mails/organisation_digest_mail'
import { queueWithin } from '#services/infrastructure/mail_transaction'
import { resolveLocale } from '#services/i18n/locales'

/** At most one digest an hour per organisation. */
export const DIGEST_INTERVAL = { hours: 1 }

/**
 * Mails each organisation's managers the decisions on its people since its
 * last digest, at most once an hour. It reads state, not events: the
 * people's current state, for the requests whose state changed since then
 * (a request approved then rejected in the hour is reported rejected).
 * "Since" is the last history entry the previous digest covered, claimed by
 * a guarded UPDATE in the transaction that queues the mails, so two workers
 * never send the same digest twice and no decision is reported twice.
 */
export async function sendDecisionDigests(now = DateTime.now()) {
  const due = sqlTimestamp(now.minus(DIGEST_INTERVAL))
  const organisations = await db
    .from('organisations')
    .where((query) => query.whereNull('digest_sent_at').orWhere('digest_sent_at', '<=', due))
    .select('id', 'name', 'digest_sent_at', 'digest_log_id')
  let sent = 0
  for (const organisation of organisations) {
    if (await sendDigest(organisation, now)) sent += 1
  }
  return sent
}

async function sendDigest(
  organisation: { id: number; name: string; digest_sent_at: unknown; digest_log_id: unknown },
  now: DateTime
) {
  const since = Number(organisation.digest_log_id)
  const decisionLogs = (query: DatabaseQueryBuilderContract) =>
    query
      .from('form_logs')
      .join('organisation_people', 'organisation_people.form_id', 'form_logs.form_id')
      .where('organisation_people.organisation_id', organisation.id)
      .where('form_logs.type', 'state')
      .where('form_logs.id', '>', since)
  const last = await decisionLogs(db.query()).max('form_logs.id as id').first()
  const cursor = Number(last?.id ?? 0)
  if (!cursor) return false
  const decided = await db
    .from('organisation_people')
    .join('forms', 'forms.id', 'organisation_people.form_id')
    .where('organisation_people.organisation_id', organisation.id)
    .whereNull('organisation_people.withdrawn_at')
    .whereIn('forms.state', ['approved', 'rejected'])
    .whereIn('forms.id', (logs) =>
      decisionLogs(logs).where('form_logs.id', '<=', cursor).select('form_logs.form_id')
    )
    .orderBy('forms.sort_last_name')
    .select('forms.name', 'forms.last_name', 'forms.state')
  if (decided.length === 0) return false
  const decisions: DigestDecision[] = decided.map((row) => ({
    name: `${row.name} ${row.last_name}`,
    state: row.state,
  }))
  const managers = await db
    .from('organisation_managers')
    .where('organisation_id', organisation.id)
    .select('name', 'email', 'locale')
  return db.transaction(async (trx) => {
    const claimed = await trx
      .from('organisations')
      .where('id', organisation.id)
      .where('digest_log_id', since)
      .update({ digest_sent_at: sqlTimestamp(now), digest_log_id: cursor })
    if (Number(Array.isArray(claimed) ? claimed[0] : claimed) !== 1) return false
    const url = `${appUrl}${urlFor('organisation_portal.request_link')}`
    await queueWithin(trx, async () => {
      for (const manager of managers) {
        await mail.sendLater(
          new OrganisationDigestMail(
            { name: manager.name, email: manager.email, locale: resolveLocale(manager.locale) },
            organisation.name,
            decisions,
            url
          )
        )
      }
    })
    return true
  })
}

/**
 * Counts every decision on an organisation's people so far as reported, so
 * no digest mails them: the demo's made-up decisions on its made-up people.
 */
export async function markDecisionsReported(organisationId: number, now = DateTime.now()) {
  const last = await db
    .from('form_logs')
    .join('organisation_people', 'organisation_people.form_id', 'form_logs.form_id')
    .where('organisation_people.organisation_id', organisationId)
    .where('form_logs.type', 'state')
    .max('form_logs.id as id')
    .first()
  await db
    .from('organisations')
    .where('id', organisationId)
    .update({ digest_sent_at: sqlTimestamp(now), digest_log_id: Number(last?.id ?? 0) })
}
