import cache from '@adonisjs/cache/services/main'
import { afterDelete, afterSave } from '@adonisjs/lucid/orm'
import { BlacklistEntrySchema } from '#database/schema'

/** The cache tag of every name's blacklist answer. */
export const BLACKLIST_CACHE_TAG = 'blacklist'

/** A full name refused at submit, lowercase. */
export default class BlacklistEntry extends BlacklistEntrySchema {
  /** Every name's cached answer, dropped on every instance (with Redis) by any change. */
  static forgetCached() {
    return cache.deleteByTag({ tags: [BLACKLIST_CACHE_TAG] })
  }

  @afterSave()
  @afterDelete()
  static async forgetCachedAfterChange() {
    await BlacklistEntry.forgetCached()
  }
}
