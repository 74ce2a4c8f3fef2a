import { DoorSchema } from '#database/schema'
import { belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import Zone from '#models/zone'

export const DOOR_DIRECTIONS = ['in', 'out', 'both'] as const
export type DoorDirection = (typeof DOOR_DIRECTIONS)[number]

/** A door of one zone where stewards scan badges. */
export default class Door extends DoorSchema {
  @belongsTo(() => Zone)
  declare zone: BelongsTo<typeof Zone>
}
