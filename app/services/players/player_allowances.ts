import db from '@adonisjs/lucid/services/db'
import DefaultPlayer from '#models/default_player'
import type Tournament from '#models/tournament'
import { guestLink } from '#services/players/guest_links'
import { limitsOf, type LimitName } from '#services/players/player_limits'

type Counts = Record<LimitName, number>

function emptyCounts(): Counts {
  return { team: 0, dayPasses: 0, guests: 0, guestMeals: 0 }
}

/** Requests not rejected per player, for every player of the tournament in two queries. */
async function countsByPlayer(tournament: Tournament) {
  const counts = new Map<number, Counts>()
  const of = (id: number) => counts.get(id) ?? counts.set(id, emptyCounts()).get(id)!
  const team = await db
    .from('player_details')
    .join('forms', 'forms.id', 'player_details.form_id')
    .where('forms.tournament_id', tournament.id)
    .whereNot('forms.state', 'rejected')
    .whereNotNull('player_details.default_player_id')
    .select('player_details.default_player_id as player', 'player_details.day_pass as day_pass')
    .count('* as total')
    .groupBy('player_details.default_player_id', 'player_details.day_pass')
  for (const row of team) {
    of(Number(row.player))[row.day_pass ? 'dayPasses' : 'team'] += Number(row.total)
  }
  const guests = await db
    .from('guest_details')
    .join('forms', 'forms.id', 'guest_details.form_id')
    .where('forms.tournament_id', tournament.id)
    .whereNot('forms.state', 'rejected')
    .whereNotNull('guest_details.default_player_id')
    .select('guest_details.default_player_id as player')
    .count('* as total')
    .sum({ meals: db.raw('CASE WHEN guest_details.assign_food THEN 1 ELSE 0 END') })
    .groupBy('guest_details.default_player_id')
  for (const row of guests) {
    Object.assign(of(Number(row.player)), {
      guests: Number(row.total),
      guestMeals: Number(row.meals ?? 0),
    })
  }
  return counts
}

/**
 * Each listed player with what is used of each limit and the private guest
 * link staff hand to the player's team (SPEC §3 "Guest").
 */
export async function playerAllowances(tournament: Tournament) {
  const players = await DefaultPlayer.query()
    .where('tournamentId', tournament.id)
    .orderBy('lastName')
    .orderBy('name')
  const counts = await countsByPlayer(tournament)
  return players.map((player) => ({
    id: player.id,
    name: `${player.lastName}, ${player.name}`,
    tour: player.tour,
    used: counts.get(player.id) ?? emptyCounts(),
    limits: limitsOf(player),
    link: guestLink(player, tournament),
  }))
}
