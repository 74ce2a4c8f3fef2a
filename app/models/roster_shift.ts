import { RosterShiftSchema } from '#database/schema'

/** A shift of a roster position: a day, a start and an end in the organiser's zone, headcounts, skills. */
export default class RosterShift extends RosterShiftSchema {
  static table = 'roster_shifts'

  get languageList(): string[] {
    try {
      const parsed = JSON.parse(this.languages) as unknown
      return Array.isArray(parsed) ? parsed.filter((value) => typeof value === 'string') : []
    } catch {
      return []
    }
  }
}
