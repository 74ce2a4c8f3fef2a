import { afterDelete, afterSave, beforeSave, belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { DefaultPlayerSchema } from '#database/schema'
import Tournament from '#models/tournament'
import Country from '#models/country'
import cache from '@adonisjs/cache/services/main'
import { searchTextOf } from '#support/search_text'

export const TOURS = ['WTA', 'ATP'] as const

/** Cache tag of the player lists; cleared when a default player changes and by "Clear cache → players". */
export const PLAYERS_CACHE_TAG = 'players'

/** Every instance drops its copy (cache bus), so a listed player is offered at once. */
async function forgetPlayerOptions() {
  await cache.deleteByTag({ tags: [PLAYERS_CACHE_TAG] })
}

const scheduled = new WeakSet<object>()
export type Tour = (typeof TOURS)[number]

/** A player expected at a tournament; the player form offers these names. */
export default class DefaultPlayer extends DefaultPlayerSchema {
  @belongsTo(() => Tournament)
  declare tournament: BelongsTo<typeof Tournament>

  @belongsTo(() => Country, { foreignKey: 'nationalityId' })
  declare nationality: BelongsTo<typeof Country>

  /** What the default players' search looks in, kept in step on every save. */
  @beforeSave()
  static fillSearchText(player: DefaultPlayer) {
    player.searchText = searchTextOf(player.name, player.lastName, player.passport)
  }

  /** How requests and pages name the player. */
  get fullName() {
    return `${this.name} ${this.lastName}`
  }

  /**
   * The player form offers the list from the cache: every change must show
   * at once. Inside a transaction (imports) the cache is dropped once, after
   * the commit, so no request can cache the list as it was before it.
   */
  @afterSave()
  @afterDelete()
  static async forgetOptions(player: DefaultPlayer) {
    const trx = player.$trx
    if (!trx) return forgetPlayerOptions()
    if (scheduled.has(trx)) return
    scheduled.add(trx)
    trx.after('commit', () => forgetPlayerOptions())
  }
}
