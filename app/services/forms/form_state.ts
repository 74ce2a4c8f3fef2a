import type { DecisionDetails } from '#services/applicants/rejection_details'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import type { FormState } from '#models/form'
import { sqlTimestamp } from '#support/sql_time'
import { blockOnRejection } from '#services/gates/gate_state'
import { dispatchGateDeliveries } from '#services/gates/gate_dispatch'
import { behaviourOf } from '#services/forms/type_behaviour'
import { recordHistory } from '#services/history/form_history'
import { queueDecisionMails } from '#services/applicants/decision_mails'

/**
 * The state machine, and the only place that knows it: approve from waiting or rejected,
 * reject from waiting or approved. Only `returnToWaiting` goes back to waiting.
 */
export const TRANSITIONS: Record<'approved' | 'rejected', FormState[]> = {
  approved: ['waiting', 'rejected'],
  rejected: ['waiting', 'approved'],
}
export type TargetState = keyof typeof TRANSITIONS

export function isTargetState(value: unknown): value is TargetState {
  return value === 'approved' || value === 'rejected'
}

export function canChange(from: string, to: TargetState) {
  return TRANSITIONS[to].includes(from as FormState)
}

export type StateChangeResult = { changed: number[]; refused: number[] }

/**
 * One conditional UPDATE per form ("… WHERE state IN (allowed sources)"):
 * two staff racing on the same form cannot both apply a change the other
 * made impossible, and no row is read then written. Each change is logged
 * with its source state, in the same transaction.
 */
async function changeOne(
  trx: TransactionClientContract,
  id: number,
  type: string,
  to: TargetState,
  userId: number | null,
  gateDeliveries: number[],
  details: DecisionDetails
): Promise<boolean> {
  /** An erased request keeps its state: nothing is left of it to approve or reject. */
  const form = await trx
    .from('forms')
    .select('state')
    .where({ id, type })
    .whereNull('erased_at')
    .first()
  if (!form || !canChange(form.state, to)) return false
  /** A rejected request approved again takes back a limited place (players' teams and guests). */
  const reinstate = behaviourOf({ slug: type }).hooks?.canReinstate
  if (form.state === 'rejected' && reinstate && !(await reinstate(trx, id))) return false
  const updated = await trx
    .from('forms')
    .where({ id, type, state: form.state })
    .update({ state: to, updated_at: sqlTimestamp(DateTime.now()) })
  if (Number(Array.isArray(updated) ? updated[0] : updated) !== 1) return false
  await recordHistory(trx, {
    formId: id,
    userId,
    type: 'state',
    data: {
      from: form.state,
      to,
      ...(details.reason ? { reason: details.reason } : {}),
      ...(details.note ? { note: details.note } : {}),
    },
  })
  /** A rejected credential the gates let in is blocked there, in this same transaction. */
  if (to === 'rejected') {
    const block = await blockOnRejection(trx, id, userId)
    if (block !== null) gateDeliveries.push(block)
  }
  return true
}

/**
 * Changes the state of forms of one type; refused ids are reported, never
 * half-applied. Each applicant whose request changed is mailed the decision,
 * queued in this transaction: a decision made once is mailed once.
 */
export async function changeState(
  ids: number[],
  type: string,
  to: TargetState,
  userId: number | null,
  details: DecisionDetails = {},
  /** `mail: false`: nobody hears of it (the demo's made-up decisions on its made-up people). */
  options: { mail?: boolean } = {}
): Promise<StateChangeResult> {
  const gateDeliveries: number[] = []
  const result = await db.transaction(async (trx) => {
    const outcome: StateChangeResult = { changed: [], refused: [] }
    for (const id of [...new Set(ids)]) {
      const done = await changeOne(trx, id, type, to, userId, gateDeliveries, details)
      outcome[done ? 'changed' : 'refused'].push(id)
    }
    if (options.mail !== false) await queueDecisionMails(trx, outcome.changed, { to, ...details })
    return outcome
  })
  await dispatchGateDeliveries(gateDeliveries)
  const afterApprove = behaviourOf({ slug: type }).hooks?.afterApprove
  if (to === 'approved' && afterApprove && result.changed.length > 0) {
    await afterApprove(result.changed)
  }
  return result
}

/**
 * An approved request whose person changed (an organisation's substitution)
 * is reviewed again: approved → waiting, the one way back, in the caller's
 * transaction, guarded and logged like any change. A credential the gates
 * let in is blocked there as on a rejection. Returns whether it changed and
 * the gate delivery to dispatch after the commit.
 */
export async function returnToWaiting(
  trx: TransactionClientContract,
  formId: number,
  userId: number | null,
  reason: string
): Promise<{ changed: boolean; gateDelivery: number | null }> {
  const updated = await trx
    .from('forms')
    .where({ id: formId, state: 'approved' })
    .whereNull('erased_at')
    .update({ state: 'waiting', updated_at: sqlTimestamp(DateTime.now()) })
  if (Number(Array.isArray(updated) ? updated[0] : updated) !== 1)
    return { changed: false, gateDelivery: null }
  await recordHistory(trx, {
    formId,
    userId,
    type: 'state',
    data: { from: 'approved', to: 'waiting', reason },
  })
  return { changed: true, gateDelivery: await blockOnRejection(trx, formId, userId) }
}
