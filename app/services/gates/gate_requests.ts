import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { sqlTimestamp } from '#support/sql_time'
import type { GateAction } from '#services/gates/access_control'
import { logGateEvent, writeDesiredGateState } from '#services/gates/gate_state'
import { affectedRows, lockFormRow } from '#services/gates/gate_delivery'
import { dispatchGateDeliveries } from '#services/gates/gate_dispatch'

export type GateRequestOutcome = 'queued' | 'not_found' | 'not_approved'

/** A request of the staff member's form types, or null. */
async function formOf(formId: number, formTypes: string[]) {
  return (
    (await db
      .from('forms')
      .where('id', formId)
      .whereIn('type', formTypes.length ? formTypes : ['-'])
      .select('id', 'state')
      .first()) ?? null
  )
}

/**
 * A staff request to add, block or unblock a credential at the gates: the
 * next version of its desired state (add and unblock: active; block:
 * blocked). Only approved credentials are made active; any can be blocked.
 */
export async function requestGateAction(
  formId: number,
  action: GateAction,
  formTypes: string[],
  userId: number
): Promise<GateRequestOutcome> {
  const form = await formOf(formId, formTypes)
  if (!form) return 'not_found'
  if (action !== 'block' && form.state !== 'approved') return 'not_approved'
  await db.transaction((trx) =>
    writeDesiredGateState(trx, formId, action === 'block' ? 'blocked' : 'active', {
      userId,
      cause: 'staff',
    })
  )
  await dispatchGateDeliveries([formId])
  return 'queued'
}

export type GateRetryOutcome = 'retried' | 'in_flight' | 'nothing_to_retry' | 'not_found'

/**
 * "Retry": a credential the gates do not hold as desired yet is sent now,
 * with a fresh set of tries: a failed one, one waiting for its next try,
 * and one whose claim a dead process left. One being sent right now (its
 * lease holds) is left to that delivery.
 */
export async function retryGateDelivery(
  formId: number,
  formTypes: string[],
  userId: number
): Promise<GateRetryOutcome> {
  if (!(await formOf(formId, formTypes))) return 'not_found'
  const now = Date.now()
  const retried = await db.transaction(async (trx) => {
    await lockFormRow(trx, formId)
    const reset = await trx
      .from('gate_states')
      .where('form_id', formId)
      .where((stuck) =>
        stuck
          .whereIn('status', ['failed', 'pending'])
          .orWhere((stale) => stale.where('status', 'sending').where('lease_until', '<', now))
      )
      .update({
        status: 'pending',
        attempts: 0,
        next_attempt_at: now,
        claim_token: null,
        lease_until: null,
        updated_at: sqlTimestamp(DateTime.now()),
      })
    if (affectedRows(reset) === 0) return false
    const state = await trx.from('gate_states').where('form_id', formId).select('version').first()
    await trx.from('forms').where('id', formId).update({ access_status: 'pending' })
    await logGateEvent(trx, formId, userId, { event: 'retry', version: Number(state.version) })
    return true
  })
  if (retried) {
    await dispatchGateDeliveries([formId])
    return 'retried'
  }
  const sending = await db.from('gate_states').where({ form_id: formId, status: 'sending' }).first()
  return sending ? 'in_flight' : 'nothing_to_retry'
}
