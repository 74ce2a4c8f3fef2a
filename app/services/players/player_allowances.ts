import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import DefaultPlayer from '#models/default_player'
import type Tournament from '#models/tournament'
import { guestLink } from '#services/players/guest_links'
import { emptyUsage, usageByPlayer, type PlayerUsage } from '#services/players/player_limits'

/** A listed player with what their team used of each limit and its guest link. */
export type PlayerAllowance = { player: DefaultPlayer; used: PlayerUsage; link: string }

/**
 * Each listed player with what is used of each limit and the private guest
 * link staff hand to the player's team, in three queries.
 */
export async function playerAllowances(
  tournament: Tournament,
  now = DateTime.now()
): Promise<PlayerAllowance[]> {
  const players = await DefaultPlayer.query()
    .where('tournamentId', tournament.id)
    .orderBy('lastName')
    .orderBy('name')
  const usage = await usageByPlayer(db.connection(), { tournamentId: tournament.id })
  return players.map((player) => ({
    player,
    used: usage.get(player.id) ?? emptyUsage(),
    link: guestLink(player, tournament, now),
  }))
}
