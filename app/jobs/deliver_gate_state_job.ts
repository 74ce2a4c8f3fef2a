import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import { deliverGateState } from '#services/gates/gate_delivery'

export type DeliverGateStatePayload = { formId: number }

/**
 * Brings the gates to one credential's desired state. A refused try
 * schedules the next one itself (GATES_RETRY_BASE_MS, doubled each time); a
 * version written while it was on the wire is sent right after. The gate
 * state, not the queue, holds the truth: a lost job is found by the sweep.
 */
export default class DeliverGateStateJob extends Job<DeliverGateStatePayload> {
  static options: JobOptions = { queue: 'default', maxRetries: 0 }

  async execute() {
    const result = await deliverGateState(this.payload.formId)
    if (result.outcome === 'retry') await DeliverGateStateJob.dispatch(this.payload).in(result.inMs)
    else if (result.outcome === 'again') await DeliverGateStateJob.dispatch(this.payload)
  }
}
