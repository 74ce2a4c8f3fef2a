import { deskAbility } from '#services/auth/device_token'
import { createHash, randomInt } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import Device, { DEVICE_TOKEN } from '#models/device'
import { recordAudit, type AuditActor } from '#services/audit/audit_trail'
import { sqlTimestamp } from '#support/sql_time'

/** A pairing code is good for this long, once. */
export const PAIRING_MINUTES = 10

/** No 0/O, 1/I/L: a code typed from the screen is read right. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'
const CODE_LENGTH = 10

export function pairingHash(code: string) {
  return createHash('sha256').update(code.trim().toUpperCase()).digest('hex')
}

/**
 * A new one-time code for the device (the previous one stops working); only
 * its hash is stored, the code itself is shown once, as a QR code.
 */
export async function newPairingCode(device: Device): Promise<string> {
  let code = ''
  for (let index = 0; index < CODE_LENGTH; index++) code += ALPHABET[randomInt(ALPHABET.length)]
  device.pairingHash = pairingHash(code)
  device.pairingExpiresAt = DateTime.now().plus({ minutes: PAIRING_MINUTES })
  await device.save()
  return code
}

/**
 * Exchanges a pairing code for the device's access token. The code is
 * claimed with one guarded UPDATE (unused, unexpired, device not revoked):
 * of two devices typing it at once, one gets the token. Pairing again
 * replaces the device's earlier tokens.
 */
export async function pairWithCode(
  code: string
): Promise<{ device: Device; token: string } | null> {
  if (typeof code !== 'string' || code.trim() === '' || code.length > 64) return null
  const hash = pairingHash(code)
  const now = DateTime.now()
  const candidate = await Device.findBy('pairingHash', hash)
  if (!candidate) return null
  const claimed = await db
    .from('devices')
    .where('id', candidate.id)
    .where('pairing_hash', hash)
    .where('pairing_expires_at', '>', sqlTimestamp(now))
    .whereNull('revoked_at')
    .update({ pairing_hash: null, pairing_expires_at: null, paired_at: sqlTimestamp(now) })
  if (Number(claimed) !== 1) return null
  const device = await Device.findOrFail(candidate.id)
  await Device.accessTokens.deleteAll(device)
  const token = await Device.accessTokens.create(device, [deskAbility(device)], {
    name: device.name,
  })
  return { device, token: token.value!.release() }
}

/** Revoked: its tokens are deleted, so its next request is refused; the audit row in the same transaction. */
export async function revokeDevice(device: Device, actor: AuditActor) {
  await db.transaction(async (trx) => {
    device.useTransaction(trx)
    device.revokedAt = DateTime.now()
    device.pairingHash = null
    device.pairingExpiresAt = null
    await device.save()
    await trx
      .from('auth_access_tokens')
      .where({ tokenable_id: device.id, type: DEVICE_TOKEN.type })
      .delete()
    await recordAudit(
      {
        ...actor,
        action: 'device_revoked',
        objectType: 'device',
        objectId: device.id,
        details: { name: device.name, kind: device.kind },
      },
      trx
    )
  })
}
