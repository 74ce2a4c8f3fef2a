import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import i18nManager from '@adonisjs/i18n/services/main'
import { errors as vineErrors } from '@vinejs/vine'
import DefaultPlayer from '#models/default_player'
import type { Locale } from '#config/i18n'
import { playerPlaceTables } from '#forms/detail_columns'

/** What each listed player may have, counted over every request not rejected. */
export const PLAYER_LIMITS = {
  team: 3,
  teamInQuarterFinals: 5,
  dayPasses: 3,
  dayPassesSpanish: 6,
  guests: 3,
  guestMeals: 1,
} as const

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

export function emptyUsage(): PlayerUsage {
  return { team: 0, dayPasses: 0, guests: 0, guestMeals: 0 }
}

type Scope = { playerId: number } | { tournamentId: number }

/**
 * What players already have (support-team members, day passes, guests,
 * guests' free meals), counted over requests not rejected: for one player
 * (inside the transaction that holds its lock) or for a whole tournament.
 */
export async function usageByPlayer(
  client: QueryClientContract,
  scope: Scope
): Promise<Map<number, PlayerUsage>> {
  const usage = new Map<number, PlayerUsage>()
  const of = (id: number) => usage.get(id) ?? usage.set(id, emptyUsage()).get(id)!
  const within = (type: string, table: string, player: string) => {
    const query = client
      .from(table)
      .join('forms', 'forms.id', `${table}.form_id`)
      .where('forms.type', type)
      .whereNot('forms.state', 'rejected')
      .whereNotNull(player)
      .groupBy(player)
    return 'playerId' in scope
      ? query.where(player, scope.playerId)
      : query.where('forms.tournament_id', scope.tournamentId)
  }
  for (const { definition, place, table, columns } of await playerPlaceTables()) {
    const player = `${table}.${columns.player}`
    if (place.counts === 'team') {
      const dayPass = columns.dayPass ? `${table}.${columns.dayPass}` : null
      const query = within(definition.slug, table, player)
        .select(`${player} as player`)
        .count('* as total')
      if (dayPass) query.select(`${dayPass} as day_pass`).groupBy(dayPass)
      for (const row of await query) {
        of(Number(row.player))[row.day_pass ? 'dayPasses' : 'team'] += Number(row.total)
      }
    } else {
      const rows = await within(definition.slug, table, player)
        .select(`${player} as player`)
        .count('* as total')
        .sum({ meals: client.raw(`CASE WHEN ${table}.${columns.food} THEN 1 ELSE 0 END`) })
      for (const row of rows) {
        const used = of(Number(row.player))
        used.guests += Number(row.total)
        used.guestMeals += Number(row.meals ?? 0)
      }
    }
  }
  return usage
}

export async function usageOf(client: QueryClientContract, playerId: number) {
  const usage = await usageByPlayer(client, { playerId })
  return usage.get(playerId) ?? emptyUsage()
}

/** A team member takes a support-team place, or a day pass when the request is for one day. */
export function teamPlaceAsk(dayPass: boolean, count = 1, field = dayPass ? 'dayPass' : 'player') {
  return (dayPass ? { dayPasses: { count, field } } : { team: { count, field } }) as PlayerAsk
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

/** The player a request names, or the refusal when it is not on this tournament's list. */
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
