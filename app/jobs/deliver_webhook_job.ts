import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import { deliverWebhooks } from '#services/partners/webhook_delivery'

export type DeliverWebhookPayload = { messageIds: number[] }

/**
 * Delivers webhook messages (each its own credential, claimed on its own,
 * a few at once). A failed try schedules the next itself
 * (WEBHOOKS_RETRY_BASE_MS, doubled each time, at most an hour); a version
 * written while it was on the wire is sent right after. The message rows,
 * not the queue, hold the truth: a lost job is found by the fan-out's sweep.
 */
export default class DeliverWebhookJob extends Job<DeliverWebhookPayload> {
  static options: JobOptions = { queue: 'default', maxRetries: 0 }

  async execute() {
    const { again, retries } = await deliverWebhooks(this.payload.messageIds)
    if (again.length) await DeliverWebhookJob.dispatch({ messageIds: again })
    for (const [inMs, messageIds] of retries) {
      await DeliverWebhookJob.dispatch({ messageIds }).in(inMs)
    }
  }
}
