import type { LucidRow } from '@adonisjs/lucid/types/model'
import type Form from '#models/form'
import type GuestDetail from '#models/guest_detail'
import type DefaultPlayer from '#models/default_player'
import type { StoreContext, StoreHooks } from '#forms/definition'
import { assertWithinLimits, listedPlayer, usageOf } from '#services/players/player_limits'
import { dayPassDate, dayPassEnd } from '#services/players/request_dates'
import { guestFits } from '#services/players/reinstate'

/**
 * A guest through the player's signed link (the link names the player) or
 * from staff (who choose it): at most three per player, one with free food.
 */
async function beforeCreate(context: StoreContext) {
  const { trx, tournament, values, detailRow, locale } = context
  const fromLink = context.playerId !== undefined && !context.userId
  const playerId = context.playerId ?? Number(values.player)
  const player = await listedPlayer(trx, playerId, tournament.id, 'player', locale)
  const field = fromLink ? 'guestType' : 'player'
  assertWithinLimits(
    player,
    await usageOf(trx, player.id),
    {
      guests: { count: 1, field },
      ...(values.food === true ? { guestMeals: { count: 1, field: 'food' } } : {}),
    },
    locale
  )
  completeDetail(detailRow, player, values)
  detailRow.source = context.userId ? 'staff' : 'link'
}

/** Columns the hooks fill from the player and the answers (the form's rows hold the rest). */
function completeDetail(
  detailRow: Record<string, unknown>,
  player: DefaultPlayer,
  values: Record<string, unknown>
) {
  Object.assign(detailRow, {
    defaultPlayerId: player.id,
    playerName: player.fullName,
    datePermission: dayPassDate(values),
    endPermission: dayPassEnd(values),
    reserved: values.reserved === true,
  })
}

/** Staff moving a guest to another player, or giving it the free meal, take that place. */
async function beforeUpdate(context: StoreContext & { form: Form; detail: LucidRow }) {
  const { trx, tournament, values, detailRow, locale, form } = context
  const stored = context.detail as GuestDetail
  const player = await listedPlayer(trx, Number(values.player), tournament.id, 'player', locale)
  const moves = stored.defaultPlayerId !== player.id
  const food = values.food === true
  if (form.state !== 'rejected') {
    assertWithinLimits(
      player,
      await usageOf(trx, player.id),
      {
        ...(moves ? { guests: { count: 1, field: 'player' } } : {}),
        ...(food && (moves || !stored.assignFood)
          ? { guestMeals: { count: 1, field: 'food' } }
          : {}),
      },
      locale
    )
  }
  completeDetail(detailRow, player, values)
}

export const guestHooks: StoreHooks = { beforeCreate, beforeUpdate, canReinstate: guestFits }
