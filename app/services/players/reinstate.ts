import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import GuestDetail from '#models/guest_detail'
import PlayerDetail from '#models/player_detail'
import {
  lockPlayer,
  overLimits,
  teamPlaceAsk,
  usageOf,
  type PlayerAsk,
} from '#services/players/player_limits'

/**
 * A rejected request no longer counts; approving it again takes its place
 * back, so it must fit the player's limits like a new request (with the row locked).
 */
async function fits(trx: TransactionClientContract, playerId: number | null, ask: PlayerAsk) {
  if (!playerId) return true
  const player = await lockPlayer(trx, playerId)
  if (!player) return true
  return overLimits(player, await usageOf(trx, player.id), ask).length === 0
}

export async function teamMemberFits(trx: TransactionClientContract, formId: number) {
  const detail = await PlayerDetail.query({ client: trx }).where('formId', formId).first()
  if (!detail) return true
  return fits(trx, detail.defaultPlayerId, teamPlaceAsk(detail.dayPass, 1, 'state'))
}

export async function guestFits(trx: TransactionClientContract, formId: number) {
  const detail = await GuestDetail.query({ client: trx }).where('formId', formId).first()
  if (!detail) return true
  return fits(trx, detail.defaultPlayerId, {
    guests: { count: 1, field: 'state' },
    ...(detail.assignFood ? { guestMeals: { count: 1, field: 'state' } } : {}),
  })
}
