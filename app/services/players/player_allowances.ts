import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import DefaultPlayer from '#models/default_player'
import type Tournament from '#models/tournament'
import { guestLink } from '#services/players/guest_links'
import { emptyUsage, limitsOf, usageByPlayer } from '#services/players/player_limits'

/**
 * Each listed player with what is used of each limit and the private guest
 * link staff hand to the player's team, in three queries.
 */
export async function playerAllowances(tournament: Tournament, now = DateTime.now()) {
  const players = await DefaultPlayer.query()
    .where('tournamentId', tournament.id)
    .orderBy('lastName')
    .orderBy('name')
  const usage = await usageByPlayer(db.connection(), { tournamentId: tournament.id })
  return players.map((player) => ({
    id: player.id,
    name: `${player.lastName}, ${player.name}`,
    tour: player.tour,
    used: usage.get(player.id) ?? emptyUsage(),
    limits: limitsOf(player),
    link: guestLink(player, tournament, now),
  }))
}
