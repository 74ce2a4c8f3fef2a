import db from '@adonisjs/lucid/services/db'
import { dayPassSources } from '#forms/day_pass'
import { withCredentialColumns } from '#services/credentials/credential_columns'
import { credentialOfRow } from '#services/credentials/credential'
import { storedMoment } from '#support/sql_time'
import {
  partnerCredential,
  partnerRequest,
  REQUEST_COLUMNS,
} from '#services/partners/partner_fields'
import type { WebhookEvent } from '#services/partners/partner_scopes'

export type WebhookPayload = { event: WebhookEvent; version: number; facts: string; data: object }

/**
 * What changed for the endpoint, from what it last received (`sentFacts`)
 * to the credential now: its first news is `request.created`, a new state
 * `request.decided`, a new card `card.replaced`, a new block
 * `credential.blocked`, anything else (or its erasure) `credential.changed`.
 */
function eventFor(sentFacts: string | null, facts: string): WebhookEvent {
  if (sentFacts === null) return 'request.created'
  if (facts === 'gone') return 'credential.changed'
  const [state, card, gate] = facts.split('|')
  const [sentState, sentCard, sentGate] = sentFacts.split('|')
  if (state !== sentState) return 'request.decided'
  if (card !== sentCard) return 'card.replaced'
  if (gate === 'blocked' && sentGate !== 'blocked') return 'credential.blocked'
  return 'credential.changed'
}

/**
 * A credential's webhook as it is now (never an older state): the request
 * and, once approved, the credential, as the partner API shows them within
 * the partner's scopes, with the number of its latest change. An erased
 * request, or one moved out of the tournament, is a tombstone.
 */
export async function formPayload(
  formId: number,
  tournamentId: number,
  scopes: readonly string[],
  sentFacts: string | null,
  knownVersion: number
): Promise<WebhookPayload> {
  const row = await withCredentialColumns(
    db
      .from('forms')
      .where('forms.id', formId)
      .where('forms.tournament_id', tournamentId)
      .whereNull('forms.erased_at'),
    await dayPassSources()
  )
    .select(REQUEST_COLUMNS)
    .select(
      db.raw(
        '(select max(form_changes.id) from form_changes where form_changes.form_id = forms.id) as change_version'
      )
    )
    .first()
  const version = Math.max(knownVersion, Number(row?.change_version ?? 0))
  if (!row) {
    return {
      event: eventFor(sentFacts, 'gone'),
      version,
      facts: 'gone',
      data: { id: formId, version, deleted: true },
    }
  }
  const credential = credentialOfRow(row)!
  const facts = [credential.state, credential.card.version, credential.gateStatus ?? ''].join('|')
  const data: Record<string, unknown> = { id: formId, version }
  if (scopes.includes('requests:read')) data.request = partnerRequest(row, version)
  if (scopes.includes('credentials:read')) {
    data.credential =
      credential.state === 'approved' ? partnerCredential(credential, version, scopes) : null
  }
  return { event: eventFor(sentFacts, facts), version, facts, data }
}

/** A passage's webhook: where and what, and whose credential (its id only). */
export async function passagePayload(passageId: number): Promise<WebhookPayload | null> {
  const row = await db
    .from('passages')
    .join('zones', 'zones.id', 'passages.zone_id')
    .where('passages.id', passageId)
    .select(
      'passages.id',
      'passages.form_id',
      'passages.door_id',
      'passages.direction',
      'passages.verdict',
      'passages.reason',
      'passages.created_at',
      'zones.name as zone_name'
    )
    .first()
  if (!row) return null
  return {
    event: 'passage.recorded',
    version: passageId,
    facts: 'passage',
    data: {
      id: passageId,
      credentialId: row.form_id === null ? null : Number(row.form_id),
      zone: String(row.zone_name),
      doorId: row.door_id === null ? null : Number(row.door_id),
      direction: String(row.direction),
      verdict: String(row.verdict),
      reason: String(row.reason),
      at: storedMoment(row.created_at)?.toISOString() ?? null,
    },
  }
}
