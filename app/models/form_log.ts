import { FormLogSchema } from '#database/schema'

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

export default class FormLog extends FormLogSchema {
  get dataMap(): Record<string, unknown> {
    try {
      return JSON.parse(this.data ?? '{}') as Record<string, unknown>
    } catch {
      return {}
    }
  }
}
