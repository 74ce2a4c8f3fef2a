import db from '@adonisjs/lucid/services/db'
import Partner from '#models/partner'
import Tournament from '#models/tournament'

/** The delivery log shows this many latest tries per partner. */
export const DELIVERY_LOG_SIZE = 50

/** Every partner with its tournament, newest first (Configuration → Partners). */
export function partnerList() {
  return Partner.query().preload('tournament').orderBy('id', 'desc')
}

export function tournamentChoices() {
  return Tournament.query().orderBy('year', 'desc').orderBy('sport')
}

/** One partner with its tokens and endpoints. */
export function partnerWithDetail(id: number) {
  return Partner.query()
    .where('id', id)
    .preload('tournament')
    .preload('tokens', (tokens) => tokens.orderBy('id', 'desc'))
    .preload('endpoints', (endpoints) => endpoints.orderBy('id'))
    .firstOrFail()
}

export type DeliveryRow = {
  id: unknown
  message_id: unknown
  event: unknown
  version: unknown
  webhook_id: unknown
  ok: unknown
  status_code: unknown
  error: unknown
  created_at: unknown
  url: unknown
  subject: unknown
  message_status: unknown
}

/** The latest tries of the partner's endpoints, with their message's present state. */
export async function deliveryLog(partnerId: number): Promise<DeliveryRow[]> {
  return db
    .from('webhook_attempts')
    .join('webhook_endpoints', 'webhook_endpoints.id', 'webhook_attempts.endpoint_id')
    .join('webhook_messages', 'webhook_messages.id', 'webhook_attempts.message_id')
    .where('webhook_endpoints.partner_id', partnerId)
    .orderBy('webhook_attempts.id', 'desc')
    .limit(DELIVERY_LOG_SIZE)
    .select(
      'webhook_attempts.id',
      'webhook_attempts.message_id',
      'webhook_attempts.event',
      'webhook_attempts.version',
      'webhook_attempts.webhook_id',
      'webhook_attempts.ok',
      'webhook_attempts.status_code',
      'webhook_attempts.error',
      'webhook_attempts.created_at',
      'webhook_endpoints.url',
      'webhook_messages.subject',
      'webhook_messages.status as message_status'
    )
}

/** The partner a webhook message belongs to, or null. */
export async function partnerOfMessage(messageId: number): Promise<number | null> {
  const row = await db
    .from('webhook_messages')
    .join('webhook_endpoints', 'webhook_endpoints.id', 'webhook_messages.endpoint_id')
    .where('webhook_messages.id', messageId)
    .select('webhook_endpoints.partner_id')
    .first()
  return row ? Number(row.partner_id) : null
}
