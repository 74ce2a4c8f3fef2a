import db from '@adonisjs/lucid/services/db'
import type Tournament from '#models/tournament'
import RosterPosition from '#models/roster_position'
import RosterShift from '#models/roster_shift'
import Zone from '#models/zone'
import User from '#models/user'
import { formTypeList } from '#forms/registry'
import { accreditationDays } from '#services/rosters/roster_days'
import { clockMinutes } from '#services/rosters/roster_rules'

/** Input refused with the field and the rule it breaks (rosters.errors.<rule>). */
export class RosterInputError extends Error {
  constructor(
    readonly field: string,
    readonly rule: string
  ) {
    super(`Roster input refused: ${field} ${rule}`)
  }
}

/** The form types of the tournament's sport that declare roster facts. */
export function rosteredTypes(tournament: Pick<Tournament, 'sport'>) {
  return formTypeList()
    .filter((definition) => definition.roster && definition.sport === tournament.sport)
    .map((definition) => definition.slug)
}

export type PositionInput = {
  name: string
  formTypes: string[]
  preference?: string
  zoneId?: number
  leadUserId?: number
}

export async function createPosition(tournament: Tournament, input: PositionInput) {
  const allowed = rosteredTypes(tournament)
  if (input.formTypes.some((slug) => !allowed.includes(slug)))
    throw new RosterInputError('formTypes', 'form_types')
  if (input.zoneId) {
    const zone = await Zone.query()
      .where({ id: input.zoneId, tournament_id: tournament.id })
      .first()
    if (!zone) throw new RosterInputError('zoneId', 'zone')
  }
  if (input.leadUserId && !(await User.find(input.leadUserId)))
    throw new RosterInputError('leadUserId', 'lead')
  const taken = await RosterPosition.query()
    .where({ tournament_id: tournament.id, name: input.name })
    .first()
  if (taken) throw new RosterInputError('name', 'name_taken')
  return RosterPosition.create({
    tournamentId: tournament.id,
    name: input.name,
    formTypes: JSON.stringify([...new Set(input.formTypes)]),
    preference: input.preference ?? null,
    zoneId: input.zoneId ?? null,
    leadUserId: input.leadUserId ?? null,
  })
}

export type ShiftInput = {
  positionId: number
  day: string
  startsAt: string
  endsAt: string
  minHeadcount: number
  maxHeadcount: number
  languages?: string[]
  needsLicence?: boolean
  adultsOnly?: boolean
}

/**
 * A shift of one of the tournament's positions, on one of its days, ending
 * after it starts (a shift never crosses midnight), its minimum at most its maximum.
 */
export async function createShift(tournament: Tournament, input: ShiftInput) {
  const position = await RosterPosition.query()
    .where({ id: input.positionId, tournament_id: tournament.id })
    .first()
  if (!position) throw new RosterInputError('positionId', 'position')
  if (!accreditationDays(tournament).includes(input.day)) throw new RosterInputError('day', 'day')
  if (clockMinutes(input.endsAt) <= clockMinutes(input.startsAt))
    throw new RosterInputError('endsAt', 'ends_before_start')
  if (input.minHeadcount > input.maxHeadcount)
    throw new RosterInputError('minHeadcount', 'min_above_max')
  if (input.maxHeadcount < 1) throw new RosterInputError('maxHeadcount', 'max_zero')
  return RosterShift.create({
    tournamentId: tournament.id,
    positionId: position.id,
    day: input.day,
    startsAt: input.startsAt,
    endsAt: input.endsAt,
    minHeadcount: input.minHeadcount,
    maxHeadcount: input.maxHeadcount,
    languages: JSON.stringify([...new Set(input.languages ?? [])]),
    needsLicence: input.needsLicence ?? false,
    adultsOnly: input.adultsOnly ?? false,
  })
}

/** A position of this tournament, or null (another tournament's is not found). */
export function positionOf(tournament: Tournament, id: unknown) {
  return RosterPosition.query()
    .where({ id: Number(id), tournament_id: tournament.id })
    .first()
}

export function shiftOf(tournament: Tournament, id: unknown) {
  return RosterShift.query()
    .where({ id: Number(id), tournament_id: tournament.id })
    .first()
}

/**
 * Whether people were told they work these shifts: a published shift is not
 * deleted (its people would lose it unheard); remove them and publish first.
 */
async function published(shiftIds: number[]) {
  if (shiftIds.length === 0) return false
  return (await db.from('roster_published').whereIn('shift_id', shiftIds).first()) !== null
}

/** Deletes a shift (its working placements with it), refused while it is published. */
export async function deleteShift(shift: RosterShift) {
  if (await published([shift.id])) return false
  await shift.delete()
  return true
}

/** Deletes a position and its shifts, refused while one of them is published. */
export async function deletePosition(position: RosterPosition) {
  const shifts = await RosterShift.query().where('position_id', position.id).select('id')
  if (await published(shifts.map((shift) => shift.id))) return false
  await position.delete()
  return true
}
