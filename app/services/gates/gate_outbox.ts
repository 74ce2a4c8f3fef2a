import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import env from '#start/env'
import { sqlTimestamp } from '#support/sql_time'
import { activeFlags, parseFlags } from '#support/permission_flags'
import { storedMoment } from '#support/sql_time'
import { gateDriver, type GateAction, type GateCredential } from '#services/gates/access_control'

/** Tries in all before a delivery is given up as failed. */
export const MAX_ATTEMPTS = 5

/**
 * Records that a credential must be added, blocked or unblocked at the gates,
 * in the caller's transaction, and marks it pending until the gates confirm.
 * Returns the outbox id to deliver once the transaction has committed.
 */
export async function queueGateAction(
  trx: TransactionClientContract,
  formId: number,
  action: GateAction
): Promise<number> {
  const now = sqlTimestamp(DateTime.now())
  const [row] = await trx
    .table('gate_outbox')
    .insert({
      form_id: formId,
      action,
      status: 'pending',
      attempts: 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
  await trx.from('forms').where('id', formId).update({ access_status: 'pending' })
  return Number(typeof row === 'object' ? row.id : row)
}

async function credentialOf(formId: number): Promise<GateCredential | null> {
  const row = await db
    .from('forms')
    .join('tournaments', 'tournaments.id', 'forms.tournament_id')
    .leftJoin('permissions', 'permissions.id', 'forms.permission_id')
    .where('forms.id', formId)
    .select(
      'forms.code',
      'forms.rfid',
      'forms.name',
      'forms.last_name',
      'forms.category',
      'forms.custom_permission',
      'permissions.flags',
      'tournaments.starts_on',
      'tournaments.ends_on'
    )
    .first()
  if (!row) return null
  const day = (raw: unknown) => storedMoment(raw)?.toISOString().slice(0, 10) ?? ''
  return {
    code: String(row.code),
    rfid: row.rfid ? String(row.rfid) : null,
    name: String(row.name),
    lastName: String(row.last_name),
    category: String(row.category),
    zones: activeFlags({ ...parseFlags(row.flags), ...parseFlags(row.custom_permission) }),
    validFrom: day(row.starts_on),
    validTo: day(row.ends_on),
  }
}

/** The wait before the next try: the base delay, doubled each time. */
export function retryDelayMs(attempts: number) {
  return env.get('GATES_RETRY_BASE_MS') * 2 ** Math.max(0, attempts - 1)
}

export type DeliveryResult = 'done' | 'retry' | 'failed' | 'skipped'

/**
 * One try at delivering an outbox row. The row is claimed first (pending →
 * sending) so a retry pressed while a scheduled try runs never calls the
 * gates twice. Confirmed: the credential is active (add, unblock) or blocked.
 * Refused or unreachable: tried again later, failed with the reason after
 * the last try.
 */
export async function deliverGateAction(outboxId: number): Promise<DeliveryResult> {
  const now = DateTime.now()
  const claimed = await db
    .from('gate_outbox')
    .where({ id: outboxId, status: 'pending' })
    .update({ status: 'sending', updated_at: sqlTimestamp(now) })
  if (Number(claimed) === 0) return 'skipped'
  const row = await db.from('gate_outbox').where('id', outboxId).first()
  const attempts = Number(row.attempts) + 1
  const credential = await credentialOf(Number(row.form_id))
  try {
    if (!credential) throw new Error('the credential no longer exists')
    await gateDriver().send(row.action as GateAction, credential)
  } catch (error) {
    const reason = (error as Error).message.slice(0, 500)
    const failed = attempts >= MAX_ATTEMPTS
    await db.transaction(async (trx) => {
      await trx
        .from('gate_outbox')
        .where('id', outboxId)
        .update({
          status: failed ? 'failed' : 'pending',
          attempts,
          last_error: reason,
          next_attempt_at: failed
            ? null
            : sqlTimestamp(now.plus({ milliseconds: retryDelayMs(attempts) })),
          updated_at: sqlTimestamp(DateTime.now()),
        })
      if (failed)
        await trx.from('forms').where('id', row.form_id).update({ access_status: 'failed' })
    })
    return failed ? 'failed' : 'retry'
  }
  await db.transaction(async (trx) => {
    await trx
      .from('gate_outbox')
      .where('id', outboxId)
      .update({
        status: 'done',
        attempts,
        last_error: null,
        updated_at: sqlTimestamp(DateTime.now()),
      })
    /** A newer action for the same credential decides its state when it is delivered. */
    const newer = await trx
      .from('gate_outbox')
      .where('form_id', row.form_id)
      .where('id', '>', outboxId)
      .whereNot('status', 'done')
      .first()
    if (!newer) {
      await trx
        .from('forms')
        .where('id', row.form_id)
        .update({ access_status: row.action === 'block' ? 'blocked' : 'active' })
    }
  })
  return 'done'
}

/** Puts a failed delivery back in the queue with a fresh set of tries. */
export async function resetFailed(formId: number): Promise<number[]> {
  const rows = await db
    .from('gate_outbox')
    .where({ form_id: formId, status: 'failed' })
    .select('id')
  const ids = rows.map((row) => Number(row.id))
  if (ids.length === 0) return []
  await db.transaction(async (trx) => {
    await trx
      .from('gate_outbox')
      .whereIn('id', ids)
      .update({
        status: 'pending',
        attempts: 0,
        next_attempt_at: null,
        updated_at: sqlTimestamp(DateTime.now()),
      })
    await trx.from('forms').where('id', formId).update({ access_status: 'pending' })
  })
  return ids
}

/** The latest delivery problem of a credential, for its page. */
export async function lastGateError(formId: number): Promise<string | null> {
  const row = await db
    .from('gate_outbox')
    .where('form_id', formId)
    .whereNotNull('last_error')
    .whereNot('status', 'done')
    .orderBy('id', 'desc')
    .first()
  return row?.last_error ?? null
}
