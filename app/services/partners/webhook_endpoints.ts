import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { storedMoment } from '#support/sql_time'
import type Partner from '#models/partner'
import WebhookEndpoint from '#models/webhook_endpoint'
import { newWebhookSecret } from '#services/partners/webhook_signing'
import { webhookUrlRefusal, type UrlRefusal } from '#services/partners/webhook_urls'
import { WEBHOOK_EVENTS, type WebhookEvent } from '#services/partners/partner_scopes'

/** After a rotation the previous secret signs too, this long: the partner swaps at leisure. */
export const PREVIOUS_SECRET_HOURS = 24

/**
 * The fan-out's cursors start where the log is when the first endpoint is
 * made: endpoints hear of changes from then on, not of the whole history.
 */
async function startCursors() {
  const [changes, passages] = await Promise.all([
    db.from('form_changes').max('id as last').first(),
    db.from('passages').max('id as last').first(),
  ])
  for (const [name, position] of [
    ['changes', Number(changes?.last ?? 0)],
    ['passages', Number(passages?.last ?? 0)],
  ] as const) {
    await db.table('webhook_cursors').insert({ name, position }).onConflict('name').ignore()
  }
}

export type EndpointRefusal = UrlRefusal | 'event_out_of_scope'

/**
 * A partner's new endpoint: its URL passes the SSRF check, its events are
 * ones the partner's scopes may see. Returns the endpoint (whose secret is
 * shown to the admin) or why it was refused.
 */
export async function createWebhookEndpoint(
  partner: Partner,
  input: { url: string; events: WebhookEvent[] }
): Promise<WebhookEndpoint | EndpointRefusal> {
  const refusal = await webhookUrlRefusal(input.url)
  if (refusal) return refusal
  const scopes = partner.scopeList
  if (input.events.some((event) => !scopes.includes(WEBHOOK_EVENTS[event])))
    return 'event_out_of_scope'
  await startCursors()
  return WebhookEndpoint.create({
    partnerId: partner.id,
    url: input.url,
    events: JSON.stringify(input.events),
    secret: newWebhookSecret(),
  })
}

/** A new secret; the previous one keeps signing for a day. Returns the new secret. */
export async function rotateWebhookSecret(endpoint: WebhookEndpoint) {
  endpoint.previousSecret = endpoint.secret
  endpoint.previousSecretUntil = DateTime.now().plus({ hours: PREVIOUS_SECRET_HOURS })
  endpoint.secret = newWebhookSecret()
  await endpoint.save()
  return endpoint.secret
}

/**
 * A disabled endpoint back on: its failures start counting afresh and what
 * it missed (each credential's latest state) is due now. Returns those messages.
 */
export async function enableWebhookEndpoint(endpoint: WebhookEndpoint): Promise<number[]> {
  endpoint.disabledAt = null
  endpoint.failingSince = null
  await endpoint.save()
  await db
    .from('webhook_messages')
    .where('endpoint_id', endpoint.id)
    .whereIn('status', ['failed', 'pending'])
    .update({ status: 'pending', tries: 0, next_at: Date.now(), claim: null, lease_until: null })
  const due = await db
    .from('webhook_messages')
    .where('endpoint_id', endpoint.id)
    .where('status', 'pending')
    .select('id')
  return due.map((row) => Number(row.id))
}

/** The secrets that sign a delivery now: the current one, and the previous while it lasts. */
export function signingSecrets(endpoint: {
  secret: string
  previous_secret?: string | null
  previous_secret_until?: unknown
}) {
  const until = storedMoment(endpoint.previous_secret_until)
  const previous =
    endpoint.previous_secret && until && until.getTime() > Date.now()
      ? [endpoint.previous_secret]
      : []
  return [endpoint.secret, ...previous]
}
