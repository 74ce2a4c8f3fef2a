import cache from '@adonisjs/cache/services/main'
import DefaultPlayer, { PLAYERS_CACHE_TAG } from '#models/default_player'
import type Tournament from '#models/tournament'

export type PlayerOption = { value: string; label: string }

/** The tournament's default players as the player form offers them, cached per tournament. */
export function playerOptions(tournament: Tournament): Promise<PlayerOption[]> {
  return cache.getOrSet({
    key: `players:${tournament.id}`,
    tags: [PLAYERS_CACHE_TAG],
    ttl: '1h',
    factory: async () => {
      const players = await DefaultPlayer.query()
        .where('tournamentId', tournament.id)
        .orderBy('lastName')
        .orderBy('name')
      return players.map((player) => ({
        value: String(player.id),
        label: `${player.lastName}, ${player.name} (${player.tour})`,
      }))
    },
  })
}
