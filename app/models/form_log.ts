import { belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { FormLogSchema } from '#database/schema'
import User from '#models/user'

/** An entry of a request's history; its kinds and writer are in `app/services/history/`. */
export default class FormLog extends FormLogSchema {
  /** The staff member who did it; none for the applicant's own steps. */
  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>

  get dataMap(): Record<string, unknown> {
    try {
      return JSON.parse(this.data ?? '{}') as Record<string, unknown>
    } catch {
      return {}
    }
  }
}
