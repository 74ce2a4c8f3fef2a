import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import { deliverGateAction, retryDelayMs } from '#services/gates/gate_outbox'
import db from '@adonisjs/lucid/services/db'

export type DeliverGateActionPayload = { outboxId: number }

/**
 * Delivers one gate outbox row. A failed try schedules the next one itself
 * (base delay doubled each time, GATES_RETRY_BASE_MS) until the row is done
 * or given up; the outbox, not the queue, holds the truth.
 */
export default class DeliverGateActionJob extends Job<DeliverGateActionPayload> {
  static options: JobOptions = { queue: 'default', maxRetries: 0 }

  async execute() {
    const result = await deliverGateAction(this.payload.outboxId)
    if (result !== 'retry') return
    const row = await db.from('gate_outbox').where('id', this.payload.outboxId).first()
    await DeliverGateActionJob.dispatch(this.payload).in(retryDelayMs(Number(row?.attempts ?? 1)))
  }
}
