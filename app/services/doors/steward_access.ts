import db from '@adonisjs/lucid/services/db'
import type { ChainableContract } from '@adonisjs/lucid/types/querybuilder'
import type User from '#models/user'
import { DEVICE_TOKEN } from '#models/device'
import type { PresentedDeviceToken } from '#services/auth/device_token'
import Door from '#models/door'
import Zone from '#models/zone'
import { inCurrentTournaments } from '#services/configuration/current_tournament_forms'

/**
 * A steward scans at the doors of the zones their account is given, in this
 * year's tournaments only; administrators at every door of those
 * tournaments; a paired door device at its zone's doors. The one place that
 * says so: the screens and every scan ask it.
 */
export async function stewardZoneIds(user: User): Promise<number[] | 'all'> {
  if (user.isAdmin) return 'all'
  const rows = await db.from('zone_stewards').where('user_id', user.id).select('zone_id')
  return rows.map((row) => Number(row.zone_id))
}

/** Whether this account may scan at any door (the menu entry). */
export async function isDoorSteward(user: User): Promise<boolean> {
  if (user.isAdmin) return true
  const row = await db.from('zone_stewards').where('user_id', user.id).first()
  return Boolean(row)
}

/** The doors this user may scan at, with their zone, by tournament and zone. */
export async function stewardDoors(user: User): Promise<Door[]> {
  const zones = await stewardZoneIds(user)
  const query = Door.query()
    .preload('zone', (zone) => zone.preload('tournament'))
    .whereIn('zone_id', (current) => inCurrentTournaments(current.from(Zone.table).select('id')))
    .orderBy('zone_id')
    .orderBy('name')
  if (zones !== 'all') query.whereIn('zone_id', zones)
  return query
}

/**
 * The steward's rule on a query of `doors`: a door of this year's
 * tournaments, and of a zone given to this account unless an administrator.
 */
export function whereStewardMayScan<Query extends ChainableContract>(
  query: Query,
  user: Pick<User, 'id' | 'isAdmin'>
) {
  whereCurrentDoor(query)
  if (!user.isAdmin) {
    query.whereExists((given) =>
      given
        .from('zone_stewards')
        .whereColumn('zone_stewards.zone_id', 'doors.zone_id')
        .where('zone_stewards.user_id', user.id)
    )
  }
  return query
}

/**
 * A paired door device's rule on a query of `doors` (decision 0160), by the
 * token it presents: a door of its zone in this year's tournaments, the
 * token's stored hash equal to the presented secret's (both SHA-256), the
 * token unexpired, the device a door device and not revoked. Selects the
 * device's id and the token's abilities, which must still name its desk.
 */
export function whereDeviceMayScan<Query extends ChainableContract>(
  query: Query,
  token: PresentedDeviceToken,
  now: string
) {
  return whereCurrentDoor(query)
    .join('devices', (join) => {
      join.on('devices.zone_id', 'doors.zone_id').andOnVal('devices.kind', 'door')
      join.andOnNull('devices.revoked_at')
    })
    .join('auth_access_tokens', (join) => {
      join.on('auth_access_tokens.tokenable_id', 'devices.id')
      join.andOnVal('auth_access_tokens.id', token.id)
      join.andOnVal('auth_access_tokens.type', DEVICE_TOKEN.type)
      join.andOnVal('auth_access_tokens.hash', token.hash)
    })
    .where((unexpired) =>
      unexpired
        .whereNull('auth_access_tokens.expires_at')
        .orWhere('auth_access_tokens.expires_at', '>', now)
    )
    .select('devices.id as device_id', 'auth_access_tokens.abilities as token_abilities')
}

function whereCurrentDoor<Query extends ChainableContract>(query: Query): Query {
  return query.whereIn('doors.zone_id', (current) =>
    inCurrentTournaments(current.from(Zone.table).select('id'))
  )
}

/**
 * The door a page is for, with its zone, when this user may scan there;
 * null otherwise (an unknown door and a forbidden one look the same). A scan
 * reads its door with the credential instead (`readScanAtDoor`).
 */
export async function doorForSteward(user: User, doorId: number): Promise<Door | null> {
  if (!Number.isSafeInteger(doorId) || doorId <= 0) return null
  return whereStewardMayScan(Door.query().where('id', doorId).preload('zone'), user).first()
}
