import { BaseTransformer } from '@adonisjs/core/transformers'
import type { DeliveryRow } from '#services/partners/partner_admin'
import { storedMoment } from '#support/sql_time'

/** A row of the delivery log: one try, and where its message stands now. */
export default class WebhookAttemptTransformer extends BaseTransformer<DeliveryRow> {
  toObject() {
    const row = this.resource
    return {
      id: Number(row.id),
      messageId: Number(row.message_id),
      url: String(row.url),
      event: String(row.event),
      subject: String(row.subject),
      version: Number(row.version),
      webhookId: String(row.webhook_id),
      ok: Boolean(row.ok),
      statusCode: row.status_code === null ? null : Number(row.status_code),
      error: row.error ? String(row.error) : null,
      at: storedMoment(row.created_at)?.toISOString() ?? '',
      messageStatus: String(row.message_status),
    }
  }
}
