import cache from '@adonisjs/cache/services/main'
import db from '@adonisjs/lucid/services/db'
import { afterDelete, afterSave } from '@adonisjs/lucid/orm'
import { RestaurantSchema } from '#database/schema'
import { rowFromCache } from '#support/cached_row'

/** Who a restaurant serves (its `kind` column and form field). */
export const DINER_GROUPS = ['press', 'player', 'staff'] as const
export type DinerGroup = (typeof DINER_GROUPS)[number]

export const RESTAURANTS_CACHE_TAG = 'restaurants'

export default class Restaurant extends RestaurantSchema {
  /**
   * A restaurant by id, or null. Read on every till request, so its row
   * comes from the shared cache, dropped (on every instance, with Redis)
   * when any restaurant is saved or deleted; each call gets a model of its own.
   */
  static async cachedFind(id: number): Promise<Restaurant | null> {
    if (!Number.isSafeInteger(id) || id <= 0) return null
    const row = await cache.getOrSet({
      key: `restaurants:${id}`,
      tags: [RESTAURANTS_CACHE_TAG],
      ttl: '1h',
      factory: async () => (await db.from(this.table).where('id', id).first()) ?? null,
    })
    return row ? this.$createFromAdapterResult(rowFromCache(row)) : null
  }

  static forgetCached() {
    return cache.deleteByTag({ tags: [RESTAURANTS_CACHE_TAG] })
  }

  @afterSave()
  @afterDelete()
  static async forgetCachedAfterChange() {
    await Restaurant.forgetCached()
  }
}
