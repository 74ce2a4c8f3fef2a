import { belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { DefaultPlayerSchema } from '#database/schema'
import Tournament from '#models/tournament'
import Country from '#models/country'

export const TOURS = ['WTA', 'ATP'] as const
export type Tour = (typeof TOURS)[number]

/** A player expected at a tournament; the player form offers these names. */
export default class DefaultPlayer extends DefaultPlayerSchema {
  @belongsTo(() => Tournament)
  declare tournament: BelongsTo<typeof Tournament>

  @belongsTo(() => Country, { foreignKey: 'nationalityId' })
  declare nationality: BelongsTo<typeof Country>
}
