import { belongsTo, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import { ImportSchema } from '#database/schema'
import Tournament from '#models/tournament'
import User from '#models/user'
import ImportFailure from '#models/import_failure'

export const IMPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const
export type ImportStatus = (typeof IMPORT_STATUSES)[number]

/** One uploaded WTA or ATP entry list and what became of its rows (table `imports`). */
export default class PlayerImport extends ImportSchema {
  static table = 'imports'

  @belongsTo(() => Tournament)
  declare tournament: BelongsTo<typeof Tournament>

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>

  @hasMany(() => ImportFailure, { foreignKey: 'importId' })
  declare failures: HasMany<typeof ImportFailure>

  get isActive() {
    return this.status === 'queued' || this.status === 'running'
  }
}
