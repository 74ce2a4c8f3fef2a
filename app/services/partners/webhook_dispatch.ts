import DeliverWebhookJob from '#jobs/deliver_webhook_job'
import { fanOutWebhooks } from '#services/partners/webhook_fanout'
import { strandedWebhookMessages } from '#services/partners/webhook_delivery'

/** Hands messages to the delivery, once the transaction that made them pending has committed. */
export async function dispatchWebhookDeliveries(messageIds: number[]) {
  for (const messageId of new Set(messageIds)) await DeliverWebhookJob.dispatch({ messageId })
}

/** One run: what changed becomes deliveries, and deliveries a lost job or a dead process left go again. */
export async function runWebhookFanOut() {
  const due = await fanOutWebhooks()
  const stranded = await strandedWebhookMessages()
  await dispatchWebhookDeliveries([...due, ...stranded])
  return due.length + stranded.length
}
