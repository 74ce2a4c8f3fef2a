import { TournamentSchema } from '#database/schema'

export const SPORTS = ['tennis', 'golf'] as const
export type Sport = (typeof SPORTS)[number]

export default class Tournament extends TournamentSchema {
  /** This year's tournament of each sport, tennis first (the bigger event). */
  static current() {
    return this.query().where('isCurrent', true).orderBy('sport', 'desc')
  }

  /** Slugs of the form types accepting requests. */
  get openFormTypeList(): string[] {
    try {
      return JSON.parse(this.openFormTypes) as string[]
    } catch {
      return []
    }
  }
}
