import db from '@adonisjs/lucid/services/db'
import { AccessToken } from '@adonisjs/auth/access_tokens'
import Device, { DEVICE_TOKEN } from '#models/device'
import { storedMoment } from '#support/sql_time'
import { deskAbility } from '#services/devices/pairing'

/** Device columns as the model's adapter result expects them, and the token's own beside them. */
const TOKEN_SQL = `select devices.*, auth_access_tokens.hash as token_hash,
    auth_access_tokens.abilities as token_abilities, auth_access_tokens.expires_at as token_expires_at
  from auth_access_tokens join devices on devices.id = auth_access_tokens.tokenable_id
  where auth_access_tokens.id = ? and auth_access_tokens.type = ?`

/**
 * The paired device a bearer token names, verified against the database on
 * every request in one query (the token and its device together), so a
 * revoked device is refused at once: null unless the secret matches the
 * stored hash, the token has not expired, the device is not revoked and the
 * token's ability still names the device's desk. The token's `last_used_at`
 * is not written on each request (the devices list shows `lastSeenAt`,
 * written at most every few seconds): a door device scans many times a second.
 */
export async function deviceForToken(value: string): Promise<Device | null> {
  const decoded = AccessToken.decode(DEVICE_TOKEN.prefix, value)
  if (!decoded || !/^[1-9]\d{0,8}$/.test(decoded.identifier)) return null
  const result = await db.rawQuery(TOKEN_SQL, [Number(decoded.identifier), DEVICE_TOKEN.type])
  const row = (Array.isArray(result) ? result : result.rows)[0]
  if (!row) return null
  const token = new AccessToken({
    identifier: decoded.identifier,
    tokenableId: Number(row.id),
    type: DEVICE_TOKEN.type,
    name: null,
    hash: String(row.token_hash),
    abilities: JSON.parse(row.token_abilities),
    createdAt: new Date(),
    updatedAt: new Date(),
    lastUsedAt: null,
    expiresAt: storedMoment(row.token_expires_at),
  })
  if (!token.verify(decoded.secret) || token.isExpired()) return null
  const device = Device.$createFromAdapterResult(row)
  if (!device || device.revokedAt || !token.allows(deskAbility(device))) return null
  return device
}
