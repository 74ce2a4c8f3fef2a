import { TournamentSchema } from '#database/schema'

export const SPORTS = ['tennis', 'golf'] as const
export type Sport = (typeof SPORTS)[number]

/** Form types a tournament of each sport can open to the public. */
export const FORM_TYPES_BY_SPORT = {
  tennis: ['ballboy', 'line', 'volunteer', 'press', 'accreditation', 'player', 'guest'],
  golf: ['gvolunteer', 'gaccreditation', 'gpress'],
} as const satisfies Record<Sport, readonly string[]>

export const ALL_TOURNAMENT_FORM_TYPES = [
  ...FORM_TYPES_BY_SPORT.tennis,
  ...FORM_TYPES_BY_SPORT.golf,
] as const

export const BADGE_FORMATS = ['cr80', 'a6'] as const
export type BadgeFormat = (typeof BADGE_FORMATS)[number]

export default class Tournament extends TournamentSchema {
  /** The colour band of each category's badges, as staff configured them. */
  get badgeColorMap(): Record<string, string> {
    try {
      const parsed = JSON.parse(this.badgeColors) as Record<string, unknown>
      return Object.fromEntries(
        Object.entries(parsed).filter(
          (entry): entry is [string, string] =>
            typeof entry[1] === 'string' && /^#[0-9a-fA-F]{6}$/.test(entry[1])
        )
      )
    } catch {
      return {}
    }
  }

  /** This year's tournament of each sport, tennis first (the bigger event). */
  static current() {
    return this.query().where('isCurrent', true).orderBy('sport', 'desc')
  }

  /** This year's tournament of one sport, or null before any is configured. */
  static currentOf(sport: Sport) {
    return this.query().where('sport', sport).where('isCurrent', true).first()
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
