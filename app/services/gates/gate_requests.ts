import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import DeliverGateActionJob from '#jobs/deliver_gate_action_job'
import { queueGateAction, resetFailed } from '#services/gates/gate_outbox'
import type { GateAction } from '#services/gates/access_control'

export type GateRequestOutcome = 'queued' | 'not_found' | 'not_approved'

/** Hands outbox rows to the queue once their transaction has committed. */
export async function dispatchGateDeliveries(outboxIds: number[]) {
  for (const outboxId of outboxIds) await DeliverGateActionJob.dispatch({ outboxId })
}

/**
 * A staff request to add, block or unblock a credential at the gates. Only
 * approved credentials are added or unblocked; any can be blocked.
 */
export async function requestGateAction(
  formId: number,
  action: GateAction,
  formTypes: string[]
): Promise<GateRequestOutcome> {
  const form = await db
    .from('forms')
    .where('id', formId)
    .whereIn('type', formTypes.length ? formTypes : ['-'])
    .select('state')
    .first()
  if (!form) return 'not_found'
  if (action !== 'block' && form.state !== 'approved') return 'not_approved'
  const outboxId = await db.transaction((trx) => queueGateAction(trx, formId, action))
  await dispatchGateDeliveries([outboxId])
  return 'queued'
}

/** "Retry": the failed deliveries of a credential get a fresh set of tries, now. */
export async function retryGateDeliveries(formId: number) {
  const ids = await resetFailed(formId)
  await dispatchGateDeliveries(ids)
  return ids.length
}

/**
 * A credential taken away (rejected) that the gates know and do not block yet
 * is blocked, in the transaction of the change. Returns the outbox id, if any.
 */
export async function blockIfKnownAtGates(
  trx: TransactionClientContract,
  formId: number,
  accessStatus: string | null
): Promise<number | null> {
  if (accessStatus === null || accessStatus === 'blocked') return null
  return queueGateAction(trx, formId, 'block')
}
