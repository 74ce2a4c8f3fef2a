/**
 * What a partner token may do (decision 0250). Each read scope names the
 * fields it shows (partner_fields.ts); a photo is shown only with `photos:read`.
 */
export const PARTNER_SCOPES = [
  'credentials:read',
  'requests:read',
  'requests:create',
  'scans:write',
  'photos:read',
] as const
export type PartnerScope = (typeof PARTNER_SCOPES)[number]

export function isPartnerScope(value: unknown): value is PartnerScope {
  return PARTNER_SCOPES.includes(value as PartnerScope)
}

/** The events a webhook endpoint may subscribe to, and the scope each needs. */
export const WEBHOOK_EVENTS = {
  'request.created': 'requests:read',
  'request.decided': 'requests:read',
  'credential.changed': 'credentials:read',
  'card.replaced': 'credentials:read',
  'credential.blocked': 'credentials:read',
  'passage.recorded': 'scans:write',
} as const satisfies Record<string, PartnerScope>
export type WebhookEvent = keyof typeof WEBHOOK_EVENTS
export const WEBHOOK_EVENT_NAMES = Object.keys(WEBHOOK_EVENTS) as WebhookEvent[]
