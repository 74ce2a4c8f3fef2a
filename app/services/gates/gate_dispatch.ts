import DeliverGateStateJob from '#jobs/deliver_gate_state_job'

/** Hands credentials to the delivery once the transaction that changed them has committed. */
export async function dispatchGateDeliveries(formIds: number[]) {
  for (const formId of new Set(formIds)) await DeliverGateStateJob.dispatch({ formId })
}
