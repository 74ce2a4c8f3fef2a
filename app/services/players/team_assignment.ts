import db from '@adonisjs/lucid/services/db'
import PlayerDetail from '#models/player_detail'
import type Tournament from '#models/tournament'
import type { Locale } from '#config/i18n'
import {
  assertWithinLimits,
  listedPlayer,
  teamPlaceAsk,
  usageOf,
} from '#services/players/player_limits'
import { recordHistory } from '#services/history/form_history'

/**
 * Staff assign team-member requests to a player (POST
 * mform/player/assign): all or none, within the player's limits, logged on each request.
 */
export async function assignTeamMembers(input: {
  ids: number[]
  playerId: number
  tournament: Tournament
  userId: number
  locale: Locale
}) {
  return db.transaction(async (trx) => {
    const player = await listedPlayer(
      trx,
      input.playerId,
      input.tournament.id,
      'player',
      input.locale
    )
    const details = await PlayerDetail.query({ client: trx })
      .join('forms', 'forms.id', 'player_details.form_id')
      .whereIn('player_details.form_id', input.ids)
      .where('forms.type', 'player')
      .where('forms.tournament_id', input.tournament.id)
      .select('player_details.*', 'forms.state as form_state')
    /** Requests already with this player, or rejected, take no new place. */
    const moving = details.filter(
      (detail) => detail.defaultPlayerId !== player.id && detail.$extras.form_state !== 'rejected'
    )
    const dayPasses = moving.filter((detail) => detail.dayPass).length
    const team = moving.length - dayPasses
    assertWithinLimits(
      player,
      await usageOf(trx, player.id),
      {
        ...(team > 0 ? teamPlaceAsk(false, team) : {}),
        ...(dayPasses > 0 ? teamPlaceAsk(true, dayPasses, 'player') : {}),
      },
      input.locale
    )
    for (const detail of details.filter((row) => row.defaultPlayerId !== player.id)) {
      await PlayerDetail.query({ client: trx }).where('id', detail.id).update({
        defaultPlayerId: player.id,
        playerName: player.fullName,
        tour: player.tour,
      })
      await recordHistory(trx, {
        formId: detail.formId,
        userId: input.userId,
        type: 'updated',
        data: { changed: ['player'], playerId: player.id },
      })
    }
    return { assigned: details.length, player }
  })
}
