import { ZoneSchema } from '#database/schema'
import { belongsTo, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import Tournament from '#models/tournament'
import Door from '#models/door'

/** A permission-template zone flag of one tournament, with its door settings. */
export default class Zone extends ZoneSchema {
  @belongsTo(() => Tournament)
  declare tournament: BelongsTo<typeof Tournament>

  @hasMany(() => Door)
  declare doors: HasMany<typeof Door>
}
