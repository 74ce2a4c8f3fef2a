import { RosterPositionSchema } from '#database/schema'

/** A position of a tournament's roster (information point, court 3 ball kids...). */
export default class RosterPosition extends RosterPositionSchema {
  static table = 'roster_positions'

  /** The form types whose accepted requests may fill it. */
  get formTypeList(): string[] {
    try {
      const parsed = JSON.parse(this.formTypes) as unknown
      return Array.isArray(parsed) ? parsed.filter((value) => typeof value === 'string') : []
    } catch {
      return []
    }
  }
}
