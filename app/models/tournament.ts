import { TournamentSchema } from '#database/schema'

export const SPORTS = ['tennis', 'golf'] as const
export type Sport = (typeof SPORTS)[number]

export default class Tournament extends TournamentSchema {
  /** Slugs of the form types accepting requests. */
  get openFormTypeList(): string[] {
    try {
      return JSON.parse(this.openFormTypes) as string[]
    } catch {
      return []
    }
  }
}
