import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import { deliverWebhook } from '#services/partners/webhook_delivery'

export type DeliverWebhookPayload = { messageId: number }

/**
 * Delivers one webhook message. A failed try schedules the next itself
 * (WEBHOOKS_RETRY_BASE_MS, doubled each time, at most an hour); a version
 * written while it was on the wire is sent right after. The message row, not
 * the queue, holds the truth: a lost job is found by the fan-out's sweep.
 */
export default class DeliverWebhookJob extends Job<DeliverWebhookPayload> {
  static options: JobOptions = { queue: 'default', maxRetries: 0 }

  async execute() {
    const result = await deliverWebhook(this.payload.messageId)
    if (result.outcome === 'retry') await DeliverWebhookJob.dispatch(this.payload).in(result.inMs)
    else if (result.outcome === 'again') await DeliverWebhookJob.dispatch(this.payload)
  }
}
