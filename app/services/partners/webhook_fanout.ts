import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { settledChangeId } from '#services/devices/snapshot'
import { WEBHOOK_EVENTS, type WebhookEvent } from '#services/partners/partner_scopes'

/** Changes or passages read per run: a larger backlog takes several runs. */
export const FANOUT_BATCH = 5000
/**
 * Passages are read again this many ids behind the newest seen: one whose
 * id was taken before a newer one committed (PostgreSQL) is still found.
 * Reading one twice writes nothing (one message per endpoint and passage).
 */
const PASSAGE_WINDOW = 1000

const CREDENTIAL_EVENTS = new Set<string>(
  Object.keys(WEBHOOK_EVENTS).filter((event) => event !== 'passage.recorded')
)

type Endpoint = { id: number; tournament_id: number; events: string }

/**
 * Endpoints of partners not revoked, by tournament, with what they listen
 * to. A disabled endpoint's messages keep their latest versions (they are
 * sent when it is enabled again), but are not dispatched meanwhile.
 */
async function liveEndpoints() {
  const rows: Endpoint[] = await db
    .from('webhook_endpoints')
    .join('partners', 'partners.id', 'webhook_endpoints.partner_id')
    .whereNull('partners.revoked_at')
    .select('webhook_endpoints.id', 'partners.tournament_id', 'webhook_endpoints.events')
  const byTournament = new Map<number, { credentials: number[]; passages: number[] }>()
  for (const row of rows) {
    const events: WebhookEvent[] = JSON.parse(row.events)
    const entry = byTournament.get(Number(row.tournament_id)) ?? { credentials: [], passages: [] }
    if (events.some((event) => CREDENTIAL_EVENTS.has(event))) entry.credentials.push(row.id)
    if (events.includes('passage.recorded')) entry.passages.push(row.id)
    byTournament.set(Number(row.tournament_id), entry)
  }
  return byTournament
}

async function cursor(trx: TransactionClientContract, name: string) {
  const query = trx.from('webhook_cursors').where('name', name)
  if (trx.dialect.name === 'postgres') query.forUpdate()
  const row = await query.first()
  return row ? Number(row.position) : null
}

/**
 * Upserts what each endpoint should know: a credential's row takes the
 * newer version (never an older one) and becomes pending again when that
 * version was not sent yet; a passage's row is written once.
 */
async function upsertMessages(
  trx: TransactionClientContract,
  rows: {
    endpoint_id: number
    subject: string
    form_id: number | null
    passage_id: number | null
    version: number
  }[]
) {
  const now = Date.now()
  const stamp = new Date(now).toISOString().slice(0, 19).replace('T', ' ')
  const newer = trx.dialect.name === 'postgres' ? 'greatest' : 'max'
  for (let start = 0; start < rows.length; start += 500) {
    const chunk = rows.slice(start, start + 500).map((row) => ({
      ...row,
      status: 'pending',
      next_at: now,
      created_at: stamp,
      updated_at: stamp,
    }))
    await trx
      .table('webhook_messages')
      .multiInsert(chunk)
      .onConflict(['endpoint_id', 'subject'])
      .merge({
        version: trx.raw(`${newer}(webhook_messages.version, excluded.version)`),
        status: trx.raw(
          `case when webhook_messages.status in ('done', 'failed') and excluded.version > webhook_messages.sent_version then 'pending' else webhook_messages.status end`
        ),
        next_at: trx.raw(
          `case when webhook_messages.status in ('done', 'failed') and excluded.version > webhook_messages.sent_version then excluded.next_at else webhook_messages.next_at end`
        ),
        updated_at: stamp,
      })
  }
}

/**
 * Turns what changed since the last run into deliveries (decision 0253):
 * the change log (every change of a form, by trigger) and the passages,
 * each for the live endpoints of its tournament that listen. State, not
 * events: one row per endpoint and credential carries its latest version.
 * Runs are serialised by the cursor rows' lock. Returns the messages made
 * pending, for dispatch once committed.
 */
export async function fanOutWebhooks(): Promise<number[]> {
  const endpoints = await liveEndpoints()
  if (endpoints.size === 0) return []
  const settled = await settledChangeId()
  return db.transaction(async (trx) => {
    const fromChange = await cursor(trx, 'changes')
    const fromPassage = await cursor(trx, 'passages')
    if (fromChange === null || fromPassage === null) return []
    const changes = await trx
      .from('form_changes')
      .join('forms', 'forms.id', 'form_changes.form_id')
      .where('form_changes.id', '>', fromChange)
      .groupBy('form_changes.form_id', 'forms.tournament_id')
      .select('form_changes.form_id', 'forms.tournament_id')
      .max('form_changes.id as last')
      .orderBy('last')
      .limit(FANOUT_BATCH)
    const passages = await trx
      .from('passages')
      .join('zones', 'zones.id', 'passages.zone_id')
      .where('passages.id', '>', Math.max(0, fromPassage - PASSAGE_WINDOW))
      .orderBy('passages.id')
      .select('passages.id', 'zones.tournament_id')
      .limit(FANOUT_BATCH + PASSAGE_WINDOW)
    const rows = [
      ...changes.flatMap((change) =>
        (endpoints.get(Number(change.tournament_id))?.credentials ?? []).map((endpointId) => ({
          endpoint_id: endpointId,
          subject: `form:${change.form_id}`,
          form_id: Number(change.form_id),
          passage_id: null,
          version: Number(change.last),
        }))
      ),
      ...passages.flatMap((passage) =>
        (endpoints.get(Number(passage.tournament_id))?.passages ?? []).map((endpointId) => ({
          endpoint_id: endpointId,
          subject: `passage:${passage.id}`,
          form_id: null,
          passage_id: Number(passage.id),
          version: Number(passage.id),
        }))
      ),
    ]
    await upsertMessages(trx, rows)
    // Unsettled changes are read again next run (a slower transaction may commit below them).
    const lastChange = changes.length ? Number(changes[changes.length - 1].last) : fromChange
    const full = changes.length === FANOUT_BATCH
    await trx
      .from('webhook_cursors')
      .where('name', 'changes')
      .update({ position: full ? lastChange : Math.max(fromChange, Math.min(lastChange, settled)) })
    const lastPassage = passages.length ? Number(passages[passages.length - 1].id) : fromPassage
    await trx
      .from('webhook_cursors')
      .where('name', 'passages')
      .update({ position: Math.max(fromPassage, lastPassage) })
    const subjects = [...new Set(rows.map((row) => row.subject))]
    const due: number[] = []
    for (let start = 0; start < subjects.length; start += 1000) {
      const pending = await trx
        .from('webhook_messages')
        .join('webhook_endpoints', 'webhook_endpoints.id', 'webhook_messages.endpoint_id')
        .whereNull('webhook_endpoints.disabled_at')
        .where('webhook_messages.status', 'pending')
        .where('webhook_messages.next_at', '<=', Date.now())
        .whereIn('webhook_messages.subject', subjects.slice(start, start + 1000))
        .select('webhook_messages.id')
      due.push(...pending.map((row) => Number(row.id)))
    }
    return due
  })
}
