import type BlacklistEntry from '#models/blacklist_entry'
import { BaseTransformer } from '@adonisjs/core/transformers'

/** A blacklisted name. */
export default class BlacklistEntryTransformer extends BaseTransformer<BlacklistEntry> {
  toObject() {
    return this.pick(this.resource, ['id', 'fullName'])
  }
}
