import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import Tournament, { type Sport } from '#models/tournament'
import { formTypesOfSport } from '#forms/registry'
import { changedColumns, recordAudit, type AuditActor } from '#services/audit/audit_trail'

export type TournamentInput = {
  year: number
  sport: Sport
  name: string
  startsOn: Date
  endsOn: Date
  pressStartsOn?: Date | null
  pressEndsOn?: Date | null
  formsOpenOn?: Date | null
  formsCloseOn?: Date | null
  isCurrent?: boolean
  playersOpen?: boolean
  openFormTypes?: string[]
  badgeFormat?: 'cr80' | 'a6'
  retentionDays?: number
  badgeColors?: Record<string, string | undefined>
}

/** Vine hands out Dates at local midnight; the column keeps the calendar day. */
const day = (value?: Date | null) => (value ? DateTime.fromJSDate(value).startOf('day') : null)

/**
 * The one place that saves tournaments. It keeps EXACTLY ONE current tournament
 * per sport: marking one current un-sets the others of its sport in the same
 * transaction, and a sport left without one gets its latest tournament back.
 * With an `actor`, the change's audit row is written in that transaction too.
 */
export async function saveTournament(
  input: TournamentInput,
  existing?: Tournament,
  actor?: AuditActor
) {
  const saved = await db.transaction(async (trx) => {
    const tournament = existing ?? new Tournament()
    tournament.useTransaction(trx)
    const previousSport = existing?.sport as Sport | undefined
    const before = existing ? { ...existing.$attributes } : null

    if (input.isCurrent) {
      /**
       * Every other row of the sport, not only the current one: on PostgreSQL two
       * concurrent switches then wait on each other's row locks instead of both winning.
       * Un-set first, because the partial unique index allows one current per sport.
       */
      const others = Tournament.query({ client: trx }).where('sport', input.sport)
      if (existing) others.whereNot('id', existing.id)
      await others.update({ isCurrent: false })
    }

    const allowed = formTypesOfSport(input.sport)
    tournament.merge({
      year: input.year,
      sport: input.sport,
      name: input.name,
      startsOn: day(input.startsOn)!,
      endsOn: day(input.endsOn)!,
      pressStartsOn: day(input.pressStartsOn),
      pressEndsOn: day(input.pressEndsOn),
      formsOpenOn: day(input.formsOpenOn),
      formsCloseOn: day(input.formsCloseOn),
      isCurrent: input.isCurrent ?? false,
      playersOpen: input.playersOpen ?? false,
      openFormTypes: JSON.stringify((input.openFormTypes ?? []).filter((t) => allowed.includes(t))),
      badgeFormat: input.badgeFormat ?? 'cr80',
      retentionDays: input.retentionDays ?? 90,
      badgeColors: JSON.stringify(
        Object.fromEntries(Object.entries(input.badgeColors ?? {}).filter(([, color]) => color))
      ),
    })
    await tournament.save()

    for (const sport of new Set([input.sport, previousSport])) {
      if (sport) await ensureCurrent(sport, trx)
    }
    await tournament.refresh()
    if (actor) {
      await recordAudit(
        {
          ...actor,
          action: 'configuration_changed',
          objectType: 'tournament',
          objectId: tournament.id,
          details: before
            ? { changed: changedColumns(before, tournament.$attributes) }
            : { created: { sport: input.sport, year: input.year } },
        },
        trx
      )
    }
    return tournament
  })
  /** Again once committed: a read during the transaction may have cached the old row. */
  await Tournament.forgetCurrent()
  return saved
}

/** A sport with tournaments but none current gets its latest one marked current. */
async function ensureCurrent(sport: Sport, trx: TransactionClientContract) {
  const current = await Tournament.query({ client: trx })
    .where('sport', sport)
    .where('isCurrent', true)
    .first()
  if (current) return
  const latest = await Tournament.query({ client: trx })
    .where('sport', sport)
    .orderBy('year', 'desc')
    .orderBy('id', 'desc')
    .first()
  if (latest) {
    latest.isCurrent = true
    await latest.save()
  }
}

/** The tennis tournament default players belong to unless the admin picks another. */
export async function currentTennisTournament() {
  return Tournament.currentOf('tennis')
}
