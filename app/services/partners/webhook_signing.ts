import { randomBytes } from 'node:crypto'
import { Webhook } from 'standardwebhooks'

/** A new Standard Webhooks secret: `whsec_` and 32 random bytes in base64. */
export function newWebhookSecret() {
  return `whsec_${randomBytes(32).toString('base64')}`
}

/**
 * The Standard Webhooks headers of one delivery: its id (the same on every
 * retry of a version), its time and the signature of each current secret,
 * space separated, so a receiver that still holds the previous secret
 * verifies during a rotation.
 */
export function signedHeaders(
  secrets: string[],
  id: string,
  at: Date,
  body: string
): Record<string, string> {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': secrets.map((secret) => new Webhook(secret).sign(id, at, body)).join(' '),
  }
}
