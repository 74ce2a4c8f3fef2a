import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import { sqlTimestamp } from '#support/sql_time'
import { recordHistory } from '#services/history/form_history'

/** What the gates must hold for a credential. */
export type DesiredGateState = 'active' | 'blocked'

/** Why a version was written: staff asked, the request was rejected, its tag or its card changed. */
export const GATE_CHANGE_CAUSES = ['staff', 'rejected', 'rfid', 'card'] as const
export type GateChangeCause = (typeof GATE_CHANGE_CAUSES)[number]

type Change = { userId: number | null; cause: GateChangeCause }

/** A history entry of the credential's gates (form_logs type `access`). */
export function logGateEvent(
  trx: TransactionClientContract,
  formId: number,
  userId: number | null,
  data: Record<string, unknown>
) {
  return recordHistory(trx, { formId, userId, type: 'access', data })
}

/**
 * Writes the next version of a credential's desired gate state in the
 * caller's transaction, so the change and what the gates must hold commit
 * together. The credential shows pending until the gates confirm this
 * version. A delivery in flight keeps its claim: it sent an older version,
 * sees the newer one when it settles and sends again, so two versions of one
 * credential are never on the wire at once. Returns the form id to hand to
 * the delivery once the transaction has committed.
 */
export async function writeDesiredGateState(
  trx: TransactionClientContract,
  formId: number,
  desired: DesiredGateState,
  change: Change
): Promise<number> {
  const updatedAt = sqlTimestamp(DateTime.now())
  const dueNow = Date.now()
  /** The form row first: every writer of a gate state locks in this order. */
  await trx
    .from('forms')
    .where('id', formId)
    .update({ access_status: 'pending', gate_decision: desired })
  await trx
    .table('gate_states')
    .insert({
      form_id: formId,
      desired,
      version: 1,
      confirmed_version: 0,
      status: 'pending',
      attempts: 0,
      next_attempt_at: dueNow,
      updated_at: updatedAt,
    })
    .onConflict('form_id')
    .merge({
      desired,
      version: trx.raw('gate_states.version + 1'),
      status: trx.raw("case when gate_states.status = 'sending' then 'sending' else 'pending' end"),
      attempts: 0,
      next_attempt_at: dueNow,
      last_error: null,
      updated_at: updatedAt,
    })
  const state = await trx.from('gate_states').where('form_id', formId).select('version').first()
  const form = await trx.from('forms').where('id', formId).select('rfid').first()
  await logGateEvent(trx, formId, change.userId, {
    event: 'change',
    version: Number(state.version),
    to: desired,
    rfid: form?.rfid ?? null,
    cause: change.cause,
  })
  return formId
}

/** The desired state of a credential the gates know; null when it was never sent. */
export async function desiredGateStateOf(
  client: TransactionClientContract | typeof db,
  formId: number
): Promise<DesiredGateState | null> {
  const row = await client.from('gate_states').where('form_id', formId).select('desired').first()
  return row ? (row.desired as DesiredGateState) : null
}

/**
 * A rejected credential that the gates must still let in is blocked there,
 * in the transaction of the rejection. Returns the form id to deliver, if any.
 */
export async function blockOnRejection(
  trx: TransactionClientContract,
  formId: number,
  userId: number | null
): Promise<number | null> {
  if ((await desiredGateStateOf(trx, formId)) !== 'active') return null
  return writeDesiredGateState(trx, formId, 'blocked', { userId, cause: 'rejected' })
}

/**
 * A tag assigned, moved or removed changes what the gates hold for a
 * credential they know (a removed tag must stop opening them): the same
 * desired state, a new version carrying the new tag.
 */
export async function followTagChange(
  trx: TransactionClientContract,
  formId: number,
  userId: number
): Promise<number | null> {
  const desired = await desiredGateStateOf(trx, formId)
  if (desired === null) return null
  return writeDesiredGateState(trx, formId, desired, { userId, cause: 'rfid' })
}

/** Where a credential stands at the gates, for its page and the page's polling. */
export async function gateStatusOf(formId: number) {
  const row = await db
    .from('forms')
    .leftJoin('gate_states', 'gate_states.form_id', 'forms.id')
    .where('forms.id', formId)
    .select('forms.access_status', 'gate_states.desired', 'gate_states.last_error')
    .first()
  const gate = (row?.access_status ?? null) as string | null
  return {
    gate,
    desired: (row?.desired ?? null) as DesiredGateState | null,
    /** The gates' last refusal while the credential waits for them (or gave up). */
    error: gate === 'pending' || gate === 'failed' ? (row?.last_error ?? null) : null,
  }
}
