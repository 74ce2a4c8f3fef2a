import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import { runWebhookFanOut } from '#services/partners/webhook_dispatch'

/** The stored schedule `webhooks:fanout`: new changes and passages become deliveries. */
export default class FanOutWebhooksJob extends Job<Record<string, never>> {
  static options: JobOptions = { queue: 'default', maxRetries: 0 }

  async execute() {
    await runWebhookFanOut()
  }
}
