import cache from '@adonisjs/cache/services/main'
import { afterDelete, afterSave } from '@adonisjs/lucid/orm'
import { BlacklistEntrySchema } from '#database/schema'

/** The cache tag of the blacklist's version (each process reads the list once per version). */
export const BLACKLIST_CACHE_TAG = 'blacklist'

/** A full name refused at submit, lowercase. */
export default class BlacklistEntry extends BlacklistEntrySchema {
  /** The list's cached version, dropped on every instance (with Redis) by any change. */
  static forgetCached() {
    return cache.deleteByTag({ tags: [BLACKLIST_CACHE_TAG] })
  }

  @afterSave()
  @afterDelete()
  static async forgetCachedAfterChange() {
    await BlacklistEntry.forgetCached()
  }
}
