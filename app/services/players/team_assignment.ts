import db from '@adonisjs/lucid/services/db'
import type { LucidRow } from '@adonisjs/lucid/types/model'
import { detailModel, type FormTypeDefinition } from '#forms/definition'
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
 * Staff assign requests of a type that takes a team place (POST
 * mform/player/assign) to a player: all or none, within the player's limits,
 * logged on each request. The type's player place names the attributes.
 */
export async function assignTeamMembers(input: {
  definition: FormTypeDefinition
  ids: number[]
  playerId: number
  tournament: Tournament
  userId: number
  locale: Locale
}) {
  const { definition } = input
  const place = definition.playerPlace
  if (!place || !definition.assignsToPlayer) {
    throw new Error(`${definition.slug}: its requests are not assigned to players`)
  }
  const Detail = await detailModel(definition)
  const table = definition.detailTable
  const playerOf = (detail: LucidRow) => detail.$attributes[place.player] as number | null
  return db.transaction(async (trx) => {
    const player = await listedPlayer(
      trx,
      input.playerId,
      input.tournament.id,
      'player',
      input.locale
    )
    const details = await Detail.query({ client: trx })
      .join('forms', 'forms.id', `${table}.form_id`)
      .whereIn(`${table}.form_id`, input.ids)
      .where('forms.type', definition.slug)
      .where('forms.tournament_id', input.tournament.id)
      .select(`${table}.*`, 'forms.state as form_state')
    /** Requests already with this player, or rejected, take no new place. */
    const moving = details.filter(
      (detail) => playerOf(detail) !== player.id && detail.$extras.form_state !== 'rejected'
    )
    const dayPasses = place.dayPass
      ? moving.filter((detail) => detail.$attributes[place.dayPass!]).length
      : 0
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
    for (const detail of details.filter((row) => playerOf(row) !== player.id)) {
      await Detail.query({ client: trx })
        .where('id', detail.$primaryKeyValue!)
        .update({ [place.player]: player.id, playerName: player.fullName, tour: player.tour })
      await recordHistory(trx, {
        formId: detail.$attributes.formId,
        userId: input.userId,
        type: 'updated',
        data: { changed: ['player'], playerId: player.id },
      })
    }
    return { assigned: details.length, player }
  })
}
