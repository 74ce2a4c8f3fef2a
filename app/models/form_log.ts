import { belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { FormLogSchema } from '#database/schema'
import User from '#models/user'

/** Event types of a request's history; "printed" and "collected" are read from them. */
export type FormLogType =
  | 'created'
  | 'updated'
  | 'state'
  | 'print'
  | 'signature'
  | 'rfid'
  | 'access'
  | 'restaurant'
  | 'import'
  | 'purged'
  | 'erased'
  /** Staff ruled out a likely duplicate (data: the other request's id). */
  | 'not_same_person'
  /** Staff judged the photo good despite the photo check's problems. */
  | 'photo_overruled'

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
