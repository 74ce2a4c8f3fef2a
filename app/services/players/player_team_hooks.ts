import type { LucidRow } from '@adonisjs/lucid/types/model'
import Form from '#models/form'
import type PlayerDetail from '#models/player_detail'
import GuestDetail from '#models/guest_detail'
import type { StoreContext, StoreHooks } from '#forms/definition'
import { GUEST_KEYS } from '#forms/types/player'
import { guest as guestType } from '#forms/types/guest'
import {
  assertWithinLimits,
  listedPlayer,
  teamPlaceAsk,
  usageOf,
  type PlayerAsk,
} from '#services/players/player_limits'
import { dayPassDate, dayPassEnd } from '#services/players/request_dates'
import { teamMemberFits } from '#services/players/reinstate'
import { mailGuestLinks } from '#services/players/guest_link_mail'
import type DefaultPlayer from '#models/default_player'
import { recordHistory } from '#services/history/form_history'

/** Team roles that eat for free with the player. */
const FED_ROLES = new Set(['coach'])

function listedGuests(values: Record<string, unknown>) {
  return GUEST_KEYS.filter((key) => values[`has_guest${key}`] === true).map((key) => ({
    key,
    name: String(values[`guest${key}Name`] ?? ''),
    lastName: String(values[`guest${key}LastName`] ?? ''),
    document: String(values[`guest${key}Document`] ?? ''),
    type: String(values[`guest${key}Type`] ?? 'guest'),
    food: values[`guest${key}Food`] === true,
  }))
}

/** What the request takes from the player's allowance, and where a refusal is shown. */
function askOf(values: Record<string, unknown>): PlayerAsk {
  const guests = listedGuests(values)
  const withFood = guests.filter((guest) => guest.food)
  const ask = teamPlaceAsk(values.dayPass === true)
  if (guests.length > 0) ask.guests = { count: guests.length, field: `has_guest${guests[0].key}` }
  if (withFood.length > 0) {
    ask.guestMeals = { count: withFood.length, field: `guest${withFood[0].key}Food` }
  }
  return ask
}

/**
 * The player's limits hold inside the transaction that stores the request,
 * with the player's row locked, so concurrent requests cannot both take the last place.
 */
async function beforeCreate({ trx, tournament, values, detailRow, locale }: StoreContext) {
  const player = await listedPlayer(trx, Number(values.player), tournament.id, 'player', locale)
  assertWithinLimits(player, await usageOf(trx, player.id), askOf(values), locale)
  completeDetail(detailRow, player, values)
}

function completeDetail(
  detailRow: Record<string, unknown>,
  player: DefaultPlayer,
  values: Record<string, unknown>
) {
  Object.assign(detailRow, {
    defaultPlayerId: player.id,
    playerName: player.fullName,
    tour: player.tour,
    datePermission: dayPassDate(values),
    endPermission: dayPassEnd(values),
    assignFood: FED_ROLES.has(String(values.role)),
  })
}

/**
 * A staff edit that moves the request to another player, or between team
 * member and day pass, takes a place of that kind: the limits hold there too.
 */
async function beforeUpdate(context: StoreContext & { form: Form; detail: LucidRow }) {
  const { trx, tournament, values, detailRow, locale, form } = context
  const stored = context.detail as PlayerDetail
  const player = await listedPlayer(trx, Number(values.player), tournament.id, 'player', locale)
  const dayPass = values.dayPass === true
  const moves = stored.defaultPlayerId !== player.id || stored.dayPass !== dayPass
  if (moves && form.state !== 'rejected') {
    assertWithinLimits(player, await usageOf(trx, player.id), teamPlaceAsk(dayPass), locale)
  }
  completeDetail(detailRow, player, values)
}

/** The guests listed on the request become guest requests of the same player. */
async function afterCreate({
  trx,
  tournament,
  values,
  detailRow,
  form,
  locale,
}: StoreContext & { form: Form }) {
  for (const guest of listedGuests(values)) {
    const created = await Form.create(
      {
        type: guestType.slug,
        category: guestType.category,
        tournamentId: tournament.id,
        parentFormId: form.id,
        code: Form.newCode(),
        state: 'waiting',
        credits: 0,
        amount: 0,
        locale,
        name: guest.name,
        lastName: guest.lastName,
        document: guest.document,
      },
      { client: trx }
    )
    await GuestDetail.create(
      {
        formId: created.id,
        defaultPlayerId: detailRow.defaultPlayerId as number,
        playerName: detailRow.playerName as string,
        guestType: guest.type,
        dayPass: false,
        reserved: false,
        assignFood: guest.food,
        source: 'team',
      },
      { client: trx }
    )
    await recordHistory(trx, {
      formId: created.id,
      type: 'created',
      userId: null,
      data: { source: 'team', teamFormId: form.id },
    })
  }
}

export const playerTeamHooks: StoreHooks = {
  beforeCreate,
  afterCreate,
  beforeUpdate,
  canReinstate: teamMemberFits,
  afterApprove: mailGuestLinks,
}
