import cache from '@adonisjs/cache/services/main'
import db from '@adonisjs/lucid/services/db'
import { afterDelete, afterSave } from '@adonisjs/lucid/orm'
import { TournamentSchema } from '#database/schema'
import { rowFromCache } from '#support/cached_row'

export const SPORTS = ['tennis', 'golf'] as const
export type Sport = (typeof SPORTS)[number]

export const BADGE_FORMATS = ['cr80', 'a6'] as const
export type BadgeFormat = (typeof BADGE_FORMATS)[number]

export const TOURNAMENTS_CACHE_TAG = 'tournaments'

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

  /**
   * This year's tournament of one sport, or null before any is configured.
   * Read on every public page and submit, so its row comes from the shared
   * cache (with Redis, every instance's copy is dropped through the bus when
   * a tournament is saved); each call gets a model of its own.
   */
  static async currentOf(sport: Sport): Promise<Tournament | null> {
    const row = await cache.getOrSet({
      key: `tournaments:current:${sport}`,
      tags: [TOURNAMENTS_CACHE_TAG],
      ttl: '1h',
      factory: async () =>
        (await db.from(this.table).where('sport', sport).where('is_current', true).first()) ?? null,
    })
    return row ? this.$createFromAdapterResult(rowFromCache(row)) : null
  }

  /** Drops the cached current tournaments, on every instance. */
  static forgetCurrent() {
    return cache.deleteByTag({ tags: [TOURNAMENTS_CACHE_TAG] })
  }

  @afterSave()
  @afterDelete()
  static async forgetCurrentAfterChange() {
    await Tournament.forgetCurrent()
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
