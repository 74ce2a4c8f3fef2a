import db from '@adonisjs/lucid/services/db'
import { claimable } from '#services/gates/gate_delivery'
import { dispatchGateDeliveries } from '#services/gates/gate_dispatch'

/** States handed to the queue per sweep; the next sweep takes the rest. */
export const SWEEP_BATCH = 500

/**
 * Finds the gate states nobody is delivering: pending ones whose try is due
 * (their job was lost with a process, or never dispatched because it died
 * right after the commit) and claims whose lease ran out (the process died
 * while sending), and dispatches each again. A state that is being delivered
 * is not claimable, and a duplicate job finds it claimed and does nothing,
 * so sweeping from several processes at once is safe.
 */
export async function sweepGateStates(): Promise<number> {
  const rows = await claimable(db.from('gate_states'), Date.now())
    .orderBy('updated_at', 'asc')
    .limit(SWEEP_BATCH)
    .select('form_id')
  await dispatchGateDeliveries(rows.map((row) => Number(row.form_id)))
  return rows.length
}
