import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import i18nManager from '@adonisjs/i18n/services/main'
import { errors as vineErrors } from '@vinejs/vine'
import DefaultPlayer from '#models/default_player'
import type { Locale } from '#config/i18n'

/** SPEC §1, §9: what each listed player may have, counted over every request not rejected. */
export const PLAYER_LIMITS = {
  team: 3,
  teamInQuarterFinals: 5,
  dayPasses: 3,
  dayPassesSpanish: 6,
  guests: 3,
  guestMeals: 1,
} as const

/** The guests a team member may list on their own request, keyed 1 to 3 (SPEC §3). */
export const GUEST_KEYS = [1, 2, 3] as const

export type LimitName = 'team' | 'dayPasses' | 'guests' | 'guestMeals'
export type PlayerUsage = Record<LimitName, number>
/** What a request asks for, and the field a refusal is shown under. */
export type PlayerAsk = Partial<Record<LimitName, { count: number; field: string }>>

export function limitsOf(player: Pick<DefaultPlayer, 'inQuarterFinals' | 'isSpanish'>) {
  return {
    team: player.inQuarterFinals ? PLAYER_LIMITS.teamInQuarterFinals : PLAYER_LIMITS.team,
    dayPasses: player.isSpanish ? PLAYER_LIMITS.dayPassesSpanish : PLAYER_LIMITS.dayPasses,
    guests: PLAYER_LIMITS.guests,
    guestMeals: PLAYER_LIMITS.guestMeals,
  } satisfies PlayerUsage
}

/**
 * The player's row, locked until the transaction ends: two requests racing
 * for the last place are counted one after the other (PostgreSQL row lock;
 * SQLite has a single writer). Null when the player is not on the list of
 * the tournament.
 */
export async function lockPlayer(
  trx: TransactionClientContract,
  playerId: number,
  tournamentId?: number
): Promise<DefaultPlayer | null> {
  const query = DefaultPlayer.query({ client: trx }).where('id', playerId)
  if (tournamentId !== undefined) query.where('tournamentId', tournamentId)
  if (trx.dialect.name === 'postgres') query.forUpdate()
  return await query.first()
}

function countOf(row: unknown, column: string) {
  return Number((row as Record<string, unknown> | undefined)?.[column] ?? 0)
}

/** What the player already has: support-team members, day passes, guests, guests' free meals. */
export async function usageOf(
  client: TransactionClientContract,
  playerId: number
): Promise<PlayerUsage> {
  const team = await client
    .from('player_details')
    .join('forms', 'forms.id', 'player_details.form_id')
    .where('player_details.default_player_id', playerId)
    .whereNot('forms.state', 'rejected')
    .select('player_details.day_pass')
    .count('* as total')
    .groupBy('player_details.day_pass')
  const guests = await client
    .from('guest_details')
    .join('forms', 'forms.id', 'guest_details.form_id')
    .where('guest_details.default_player_id', playerId)
    .whereNot('forms.state', 'rejected')
    .count('* as total')
    .sum({ meals: client.raw('CASE WHEN guest_details.assign_food THEN 1 ELSE 0 END') })
  const dayPassRow = team.find((row) => Boolean(row.day_pass))
  const teamRow = team.find((row) => !row.day_pass)
  return {
    team: countOf(teamRow, 'total'),
    dayPasses: countOf(dayPassRow, 'total'),
    guests: countOf(guests[0], 'total'),
    guestMeals: countOf(guests[0], 'meals'),
  }
}

/**
 * Refuses a request that would take the player past a limit, with a message
 * per limit that says the maximum and how many places remain.
 */
export function assertWithinLimits(
  player: DefaultPlayer,
  usage: PlayerUsage,
  ask: PlayerAsk,
  locale: Locale
) {
  const refusals = overLimits(player, usage, ask, locale)
  if (refusals.length > 0) throw new vineErrors.E_VALIDATION_ERROR(refusals)
}

/** The limits a request would break, each with its message (empty when it fits). */
export function overLimits(
  player: DefaultPlayer,
  usage: PlayerUsage,
  ask: PlayerAsk,
  locale: Locale = 'en'
) {
  const limits = limitsOf(player)
  const i18n = i18nManager.locale(locale)
  return (Object.keys(ask) as LimitName[]).flatMap((limit) => {
    const wanted = ask[limit]!
    const remaining = Math.max(0, limits[limit] - usage[limit])
    if (wanted.count <= remaining) return []
    return [
      {
        field: wanted.field,
        rule: `limit.${limit}`,
        message: i18n.t(`forms.limits.${limit}`, { max: limits[limit], remaining }),
      },
    ]
  })
}

/** The player a request names, or the SPEC §8 refusal when it is not on this tournament's list. */
export async function listedPlayer(
  trx: TransactionClientContract,
  playerId: number,
  tournamentId: number,
  field: string,
  locale: Locale
): Promise<DefaultPlayer> {
  const player = Number.isSafeInteger(playerId)
    ? await lockPlayer(trx, playerId, tournamentId)
    : null
  if (player) return player
  throw new vineErrors.E_VALIDATION_ERROR([
    {
      field,
      rule: 'listedPlayer',
      message: i18nManager.locale(locale).t('forms.errors.player_not_listed'),
    },
  ])
}
