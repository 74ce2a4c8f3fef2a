import cache from '@adonisjs/cache/services/main'
import db from '@adonisjs/lucid/services/db'
import { BLACKLIST_CACHE_TAG } from '#models/blacklist_entry'

/** Matched on lowercase "name lastName", spaces collapsed. */
export function blacklistKey(name: string, lastName: string) {
  return `${name} ${lastName}`.trim().replace(/\s+/g, ' ').toLowerCase()
}

/**
 * Read on every submit, till deduction and door check, so each name's answer
 * comes from the shared cache, all dropped (on every instance, with Redis)
 * when an entry is added or removed.
 */
export async function isBlacklisted(name: string, lastName: string): Promise<boolean> {
  const key = blacklistKey(name, lastName)
  return cache.getOrSet({
    key: `blacklist:${key}`,
    tags: [BLACKLIST_CACHE_TAG],
    ttl: '1h',
    factory: async () =>
      Boolean(await db.from('blacklist_entries').where('full_name', key).select('id').first()),
  })
}
