import { createHash } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import { safeEqual } from '@adonisjs/core/helpers'
import { AccessToken } from '@adonisjs/auth/access_tokens'
import Device, { DEVICE_TOKEN } from '#models/device'
import { storedMoment } from '#support/sql_time'

/** What a device's token may do: its desk and nothing else. */
export function deskAbility(
  device: Pick<Device, 'kind' | 'restaurantId' | 'zoneId'> & { tournamentId?: number }
) {
  if (device.kind === 'till') return `till:${device.restaurantId}`
  // The collection desk of one tournament: its cards and no other's.
  if (device.kind === 'collection') return `collection:${device.tournamentId}`
  return `door:${device.zoneId}`
}

/** A device token as presented: its row's id and the SHA-256 of its secret (what is stored). */
export type PresentedDeviceToken = { id: number; hash: string }

/** The bearer token of a request, or null when it is no device token at all. */
export function presentedDeviceToken(authorization: string | undefined) {
  const value = authorization?.startsWith('Bearer ') ? authorization.slice(7).trim() : ''
  const decoded = value ? AccessToken.decode(DEVICE_TOKEN.prefix, value) : null
  if (!decoded || !/^[1-9]\d{0,8}$/.test(decoded.identifier)) return null
  const hash = createHash('sha256').update(decoded.secret.release()).digest('hex')
  return { id: Number(decoded.identifier), hash }
}

/** Whether a token's stored abilities name this device's desk (a re-assigned device's old token does not). */
export function abilitiesAllow(abilities: unknown, device: Parameters<typeof deskAbility>[0]) {
  const list: unknown = typeof abilities === 'string' ? JSON.parse(abilities) : abilities
  return Array.isArray(list) && list.includes(deskAbility(device))
}

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
export async function deviceForToken(token: PresentedDeviceToken | null): Promise<Device | null> {
  if (!token) return null
  const result = await db.rawQuery(TOKEN_SQL, [token.id, DEVICE_TOKEN.type])
  const row = (Array.isArray(result) ? result : result.rows)[0]
  if (!row || !safeEqual(String(row.token_hash), token.hash)) return null
  const expiresAt = storedMoment(row.token_expires_at)
  if (expiresAt && expiresAt <= new Date()) return null
  const device = Device.$createFromAdapterResult(row)
  if (!device || device.revokedAt || !abilitiesAllow(row.token_abilities, device)) return null
  return device
}
