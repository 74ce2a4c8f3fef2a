import { afterDelete, afterSave } from '@adonisjs/lucid/orm'
import { BlacklistEntrySchema } from '#database/schema'
import { forgetBlacklist } from '#services/configuration/blacklist'

/** A full name refused at submit, lowercase. */
export default class BlacklistEntry extends BlacklistEntrySchema {
  @afterSave()
  @afterDelete()
  static async forgetCachedAfterChange() {
    await forgetBlacklist()
  }
}
