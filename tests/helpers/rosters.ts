import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type Tournament from '#models/tournament'
import RosterPosition from '#models/roster_position'
import RosterShift from '#models/roster_shift'
import { openTournaments } from '#tests/helpers/forms'
import { createForm } from '#tests/helpers/form_factory'
import { createUser } from '#tests/helpers/users'
import { loadRosterWorld } from '#services/rosters/roster_world'
import { rosterViolations } from '#services/rosters/roster_validator'

export async function position(
  tournament: Tournament,
  name: string,
  formTypes: string[],
  extra: Partial<RosterPosition> = {}
) {
  return RosterPosition.create({
    tournamentId: tournament.id,
    name,
    formTypes: JSON.stringify(formTypes),
    ...extra,
  })
}

export async function shift(
  owner: RosterPosition,
  day: string,
  startsAt: string,
  endsAt: string,
  headcount: { min: number; max: number },
  extra: Partial<RosterShift> = {}
) {
  return RosterShift.create({
    tournamentId: owner.tournamentId,
    positionId: owner.id,
    day,
    startsAt,
    endsAt,
    minHeadcount: headcount.min,
    maxHeadcount: headcount.max,
    languages: '[]',
    ...extra,
  })
}

/** An accepted tennis volunteer. */
export function volunteer(
  tournament: Tournament,
  name: string,
  detail: Record<string, unknown> = {},
  email?: string
) {
  return createForm(
    'volunteer',
    tournament,
    { state: 'approved', name, lastName: 'Voluntario', ...(email ? { email } : {}) },
    { shift: 'both', ...detail }
  )
}

/** An accepted ball kid (a minor: the type names a guardian). */
export function ballKid(
  tournament: Tournament,
  name: string,
  detail: Record<string, unknown> = {}
) {
  return createForm(
    'ballboy',
    tournament,
    { state: 'approved', name, lastName: 'Recogepelotas' },
    { tutorEmail: `tutor.${name.toLowerCase()}@example.test`, ...detail }
  )
}

/**
 * The tennis tournament running today (so the desk's "now" is one of its
 * days), an administrator, and the days of the tournament.
 */
export async function rosterTournament() {
  const { tennis, golf } = await openTournaments()
  const today = DateTime.now().setZone('Europe/Madrid').startOf('day')
  tennis.startsOn = today.minus({ days: 1 })
  tennis.endsOn = today.plus({ days: 5 })
  tennis.retentionDays = 3650
  await tennis.save()
  const admin = await createUser({ isAdmin: true })
  const day = (offset: number) => today.plus({ days: offset }).toISODate()!
  return { tennis, golf, admin, day }
}

/** The tournament's working roster as (shift, person) pairs. */
export async function workingRoster(tournamentId: number, table = 'roster_assignments') {
  const rows = await db
    .from(table)
    .where('tournament_id', tournamentId)
    .orderBy('shift_id')
    .orderBy('form_id')
    .select('shift_id', 'form_id')
  return rows.map((row) => ({ shiftId: Number(row.shift_id), formId: Number(row.form_id) }))
}

/** Every hard rule the tournament's working roster breaks, by the independent validator. */
export async function violationsOf(tournament: Tournament) {
  return rosterViolations(await loadRosterWorld(tournament), await workingRoster(tournament.id))
}
