import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import env from '#start/env'
import WebhookDisabledMail from '#mails/webhook_disabled_mail'
import { locales, type Locale } from '#config/i18n'
import { storedMoment, sqlTimestamp } from '#support/sql_time'
import { queueWithin } from '#services/infrastructure/mail_transaction'
import {
  formPayload,
  passagePayload,
  type WebhookPayload,
} from '#services/partners/webhook_payloads'
import { signedHeaders } from '#services/partners/webhook_signing'
import { signingSecrets } from '#services/partners/webhook_endpoints'
import { webhookUrlRefusal } from '#services/partners/webhook_urls'
import { DateTime } from 'luxon'

/** The longest wait between two tries of one delivery. */
const MAX_DELAY_MS = 60 * 60 * 1000

export function retryDelayMs(tries: number) {
  return Math.min(MAX_DELAY_MS, env.get('WEBHOOKS_RETRY_BASE_MS') * 2 ** Math.max(0, tries - 1))
}

/** A claim outlives the call's timeout: only a dead process's claim runs out. */
export function leaseMs() {
  return env.get('WEBHOOKS_TIMEOUT_MS') + 5000
}

export type WebhookResult =
  { outcome: 'done' | 'skipped' | 'again' | 'disabled' } | { outcome: 'retry'; inMs: number }

type Sent = { ok: boolean; status: number | null; error: string | null }

/** One POST to the endpoint: a 2xx is a delivery; a redirect, another status or no answer is not. */
async function post(url: string, headers: Record<string, string>, body: string): Promise<Sent> {
  const refusal = await webhookUrlRefusal(url)
  if (refusal) return { ok: false, status: null, error: `refused: ${refusal}` }
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'accreditations-webhooks/1',
        ...headers,
      },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(env.get('WEBHOOKS_TIMEOUT_MS')),
    })
    await response.body?.cancel().catch(() => {})
    const ok = response.status >= 200 && response.status < 300
    return { ok, status: response.status, error: ok ? null : `HTTP ${response.status}` }
  } catch (error) {
    return {
      ok: false,
      status: null,
      error: String((error as Error).message ?? error).slice(0, 300),
    }
  }
}

/**
 * Delivers one message (decision 0253): claims it (a due pending row, or a
 * claim whose lease ran out), reads the credential as it is now with its
 * latest version, signs and sends it. Success records the version sent, and
 * sends again at once if a newer version arrived meanwhile; failure retries
 * later with backoff, and an endpoint failing for a day is disabled and its
 * partner mailed. Never two deliveries of one message at once, so an older
 * state can never arrive after a newer one.
 */
export async function deliverWebhook(messageId: number): Promise<WebhookResult> {
  const claim = randomUUID()
  const now = Date.now()
  const claimed = await db
    .from('webhook_messages')
    .where('id', messageId)
    .where((either) =>
      either
        .where((pending) => pending.where('status', 'pending').where('next_at', '<=', now))
        .orWhere((stale) => stale.where('status', 'sending').where('lease_until', '<', now))
    )
    .update({ status: 'sending', claim, lease_until: now + leaseMs() })
  if (Number(Array.isArray(claimed) ? claimed[0] : claimed) !== 1) return { outcome: 'skipped' }

  const message = await db
    .from('webhook_messages')
    .join('webhook_endpoints', 'webhook_endpoints.id', 'webhook_messages.endpoint_id')
    .join('partners', 'partners.id', 'webhook_endpoints.partner_id')
    .where('webhook_messages.id', messageId)
    .select(
      'webhook_messages.*',
      'webhook_endpoints.url',
      'webhook_endpoints.events',
      'webhook_endpoints.secret',
      'webhook_endpoints.previous_secret',
      'webhook_endpoints.previous_secret_until',
      'webhook_endpoints.disabled_at',
      'partners.tournament_id',
      'partners.scopes',
      'partners.revoked_at as partner_revoked_at'
    )
    .first()
  if (message.disabled_at !== null || message.partner_revoked_at !== null) {
    await db
      .from('webhook_messages')
      .where('id', messageId)
      .where('claim', claim)
      .update({ status: 'failed', claim: null, lease_until: null, last_error: 'endpoint disabled' })
    return { outcome: 'disabled' }
  }
  const payload: WebhookPayload | null = message.form_id
    ? await formPayload(
        Number(message.form_id),
        Number(message.tournament_id),
        JSON.parse(message.scopes),
        message.sent_facts,
        Number(message.version)
      )
    : await passagePayload(Number(message.passage_id))
  const events: string[] = JSON.parse(message.events)
  let sent: Sent = { ok: true, status: null, error: null }
  const webhookId = `msg_${messageId}_${payload?.version ?? 0}`
  if (payload && events.includes(payload.event)) {
    const at = new Date()
    const body = JSON.stringify({
      type: payload.event,
      timestamp: at.toISOString(),
      data: payload.data,
    })
    sent = await post(
      message.url,
      signedHeaders(signingSecrets(message), webhookId, at, body),
      body
    )
    await db.table('webhook_attempts').insert({
      message_id: messageId,
      endpoint_id: message.endpoint_id,
      event: payload.event,
      version: payload.version,
      webhook_id: webhookId,
      ok: sent.ok,
      status_code: sent.status,
      error: sent.error,
      created_at: sqlTimestamp(DateTime.now()),
    })
  }
  return settle(message, claim, payload, sent)
}

async function settle(
  message: Record<string, any>,
  claim: string,
  payload: WebhookPayload | null,
  sent: Sent
): Promise<WebhookResult> {
  const id = Number(message.id)
  return db.transaction(async (trx) => {
    const mine = trx.from('webhook_messages').where('id', id).where('claim', claim)
    if (sent.ok) {
      const version = payload?.version ?? Number(message.version)
      const current = await trx.from('webhook_messages').where('id', id).select('version').first()
      const again = Number(current?.version ?? 0) > version
      await mine.update({
        status: again ? 'pending' : 'done',
        sent_version: version,
        sent_facts: payload?.facts ?? message.sent_facts,
        tries: 0,
        next_at: Date.now(),
        claim: null,
        lease_until: null,
        last_error: null,
      })
      await trx
        .from('webhook_endpoints')
        .where('id', message.endpoint_id)
        .whereNotNull('failing_since')
        .update({ failing_since: null })
      return { outcome: again ? ('again' as const) : ('done' as const) }
    }
    const endpoint = await trx
      .from('webhook_endpoints')
      .join('partners', 'partners.id', 'webhook_endpoints.partner_id')
      .where('webhook_endpoints.id', message.endpoint_id)
      .select(
        'webhook_endpoints.failing_since',
        'webhook_endpoints.url',
        'partners.name',
        'partners.contact_email',
        'partners.locale'
      )
      .first()
    const since = storedMoment(endpoint.failing_since)
    if (!since) {
      await trx
        .from('webhook_endpoints')
        .where('id', message.endpoint_id)
        .update({ failing_since: sqlTimestamp(DateTime.now()) })
    } else if (Date.now() - since.getTime() >= env.get('WEBHOOKS_DISABLE_AFTER_MS')) {
      const disabled = await trx
        .from('webhook_endpoints')
        .where('id', message.endpoint_id)
        .whereNull('disabled_at')
        .update({ disabled_at: sqlTimestamp(DateTime.now()) })
      await mine.update({
        status: 'failed',
        claim: null,
        lease_until: null,
        last_error: sent.error,
      })
      if (Number(Array.isArray(disabled) ? disabled[0] : disabled) === 1) {
        const locale = (locales as readonly string[]).includes(endpoint.locale)
          ? (endpoint.locale as Locale)
          : 'es'
        await queueWithin(trx, () =>
          mail.sendLater(
            new WebhookDisabledMail(
              { name: endpoint.name, contactEmail: endpoint.contact_email },
              endpoint.url,
              locale
            )
          )
        )
      }
      return { outcome: 'disabled' as const }
    }
    const tries = Number(message.tries) + 1
    const inMs = retryDelayMs(tries)
    await mine.update({
      status: 'pending',
      tries,
      next_at: Date.now() + inMs,
      claim: null,
      lease_until: null,
      last_error: sent.error,
    })
    return { outcome: 'retry' as const, inMs }
  })
}

/** Messages delivered at once by one job: distinct credentials, each claimed on its own. */
const PARALLEL = 8

/**
 * Delivers these messages a few at a time; returns those to send again at
 * once (a newer version arrived) and those to retry, grouped by delay.
 */
export async function deliverWebhooks(messageIds: number[]) {
  const again: number[] = []
  const retries = new Map<number, number[]>()
  let next = 0
  const lane = async () => {
    while (next < messageIds.length) {
      const messageId = messageIds[next++]
      const result = await deliverWebhook(messageId)
      if (result.outcome === 'again') again.push(messageId)
      if (result.outcome === 'retry')
        retries.set(result.inMs, [...(retries.get(result.inMs) ?? []), messageId])
    }
  }
  await Promise.all(Array.from({ length: Math.min(PARALLEL, messageIds.length) }, lane))
  return { again, retries }
}

/**
 * Staff's "resend": the message is due now with fresh tries, and sends the
 * credential as it is now. A claim within its lease is being sent already.
 */
export async function resendWebhookMessage(messageId: number): Promise<boolean> {
  const changed = await db
    .from('webhook_messages')
    .where('id', messageId)
    .where((query) =>
      query.whereIn('status', ['pending', 'done', 'failed']).orWhere('lease_until', '<', Date.now())
    )
    .update({ status: 'pending', tries: 0, next_at: Date.now(), claim: null, lease_until: null })
  return Number(Array.isArray(changed) ? changed[0] : changed) === 1
}

/** Messages a lost job or a dead process left: due for a while, or claimed past the lease. */
export async function strandedWebhookMessages(limit = 500): Promise<number[]> {
  const now = Date.now()
  const rows = await db
    .from('webhook_messages')
    .where((either) =>
      either
        .where((pending) => pending.where('status', 'pending').where('next_at', '<=', now - 60_000))
        .orWhere((stale) => stale.where('status', 'sending').where('lease_until', '<', now))
    )
    .orderBy('next_at')
    .limit(limit)
    .select('id')
  return rows.map((row) => Number(row.id))
}
