import DeliverWebhookJob from '#jobs/deliver_webhook_job'
import { fanOutWebhooks } from '#services/partners/webhook_fanout'
import { strandedWebhookMessages } from '#services/partners/webhook_delivery'

/** Messages per delivery job. */
const PER_JOB = 100

/** Hands messages to the delivery, once the transaction that made them pending has committed. */
export async function dispatchWebhookDeliveries(messageIds: number[]) {
  const unique = [...new Set(messageIds)]
  for (let start = 0; start < unique.length; start += PER_JOB) {
    await DeliverWebhookJob.dispatch({ messageIds: unique.slice(start, start + PER_JOB) })
  }
}

/** One run: what changed becomes deliveries, and deliveries a lost job or a dead process left go again. */
export async function runWebhookFanOut() {
  const due = await fanOutWebhooks()
  const stranded = await strandedWebhookMessages()
  await dispatchWebhookDeliveries([...due, ...stranded])
  return due.length + stranded.length
}
