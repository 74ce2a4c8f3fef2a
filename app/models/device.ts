import { belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { DbAccessTokensProvider } from '@adonisjs/auth/access_tokens'
import { DeviceSchema } from '#database/schema'
import Restaurant from '#models/restaurant'
import Tournament from '#models/tournament'
import Zone from '#models/zone'

export const DEVICE_KINDS = ['till', 'door', 'collection'] as const
export type DeviceKind = (typeof DEVICE_KINDS)[number]

/** How a device's access tokens look and are stored (the device API verifies them itself). */
export const DEVICE_TOKEN = { prefix: 'dev_', type: 'device_token' } as const

/**
 * A paired device: one desk (a restaurant's till, a zone's doors, the
 * collection desk) of one tournament. It authenticates with its own access token (decision 0120),
 * never with a staff password.
 */
export default class Device extends DeviceSchema {
  static accessTokens = DbAccessTokensProvider.forModel(Device, {
    ...DEVICE_TOKEN,
    table: 'auth_access_tokens',
  })

  @belongsTo(() => Tournament)
  declare tournament: BelongsTo<typeof Tournament>

  @belongsTo(() => Restaurant)
  declare restaurant: BelongsTo<typeof Restaurant>

  @belongsTo(() => Zone)
  declare zone: BelongsTo<typeof Zone>
}
