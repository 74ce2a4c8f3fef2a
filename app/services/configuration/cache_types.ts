import cache from '@adonisjs/cache/services/main'
import { OPTIONS_CACHE_TAG } from '#forms/option_lists'
import { PERMISSIONS_CACHE_TAG } from '#services/configuration/permission_options'
import { PLAYERS_CACHE_TAG } from '#models/default_player'
import { TOURNAMENTS_CACHE_TAG } from '#models/tournament'
import { RESTAURANTS_CACHE_TAG } from '#models/restaurant'
import { BLACKLIST_CACHE_TAG } from '#models/blacklist_entry'

/**
 * The sign-in settings (the second-factor rule every staff request reads):
 * named here because the auth domain comes after configuration.
 */
export const SIGN_IN_SETTINGS_CACHE_TAG = 'sign_in'

/**
 * What "Clear cache" can drop, one cache tag each. With Redis
 * the cache bus tells every app instance to drop its in-memory copy too.
 */
export const CACHE_TYPES = [
  OPTIONS_CACHE_TAG,
  PERMISSIONS_CACHE_TAG,
  PLAYERS_CACHE_TAG,
  TOURNAMENTS_CACHE_TAG,
  RESTAURANTS_CACHE_TAG,
  BLACKLIST_CACHE_TAG,
  SIGN_IN_SETTINGS_CACHE_TAG,
] as const
export type CacheType = (typeof CACHE_TYPES)[number]

export function isCacheType(value: unknown): value is CacheType {
  return CACHE_TYPES.includes(value as CacheType)
}

export async function clearCacheTypes(types: CacheType[]) {
  await cache.deleteByTag({ tags: [...new Set(types)] })
}
