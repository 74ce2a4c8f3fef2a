import { beforeSave } from '@adonisjs/lucid/orm'
import { CollectiveSchema } from '#database/schema'
import { searchTextOf } from '#support/search_text'

/** Who collects the cards. */
export const COLLECTOR_TYPES = ['delegate', 'media', 'holder', 'other'] as const
export type CollectorType = (typeof COLLECTOR_TYPES)[number]

export type CollectiveState = 'waiting' | 'signed'

export default class Collective extends CollectiveSchema {
  /** The collector's name as the collections' search finds it, kept in step on every save. */
  @beforeSave()
  static fillSearchText(collective: Collective) {
    collective.searchText = searchTextOf(collective.name, collective.lastName)
  }

  /** Signed once it holds a signature and its cards carry the signing time. */
  get state(): CollectiveState {
    return this.signaturePath && this.signedAt ? 'signed' : 'waiting'
  }
}
