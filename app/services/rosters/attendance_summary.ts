import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type Tournament from '#models/tournament'
import { localMoment } from '#services/doors/local_moment'
import { rosterSettings } from '#services/rosters/roster_world'
import { clockMinutes } from '#services/rosters/roster_rules'
import { publishedRows } from '#services/rosters/published_rows'

export type PersonAttendance = {
  id: number
  name: string
  type: string
  shifts: number
  worked: number
  noShows: number
  minutes: number
  credits: number
}

/**
 * Per person of the published roster: shifts, shifts worked, no-shows
 * (a published shift over without a check-in) and minutes worked, with the
 * meal credits their hours earned. One person when `formId` is given.
 */
export async function attendanceSummary(
  tournament: Tournament,
  formId?: number,
  at: DateTime = DateTime.now()
): Promise<PersonAttendance[]> {
  const { date, time } = localMoment(at)
  const now = clockMinutes(time)
  const query = publishedRows()
    .join('forms', 'forms.id', 'roster_published.form_id')
    .where('roster_published.tournament_id', tournament.id)
    .orderBy('forms.sort_last_name')
    .orderBy('forms.sort_name')
    .select(
      'forms.id',
      'forms.name',
      'forms.last_name',
      'forms.type',
      'roster_shifts.day',
      'roster_shifts.ends_at',
      'roster_attendances.id as attendance_id',
      'roster_attendances.worked_minutes'
    )
  if (formId !== undefined) query.where('forms.id', formId)
  const rows = await query
  const credits = await db
    .from('roster_meal_credits')
    .where('tournament_id', tournament.id)
    .if(formId !== undefined, (scoped) => scoped.where('form_id', formId!))
    .groupBy('form_id')
    .select('form_id')
    .sum('credits as total')
  const creditOf = new Map(credits.map((row) => [Number(row.form_id), Number(row.total)]))
  const people = new Map<number, PersonAttendance>()
  for (const row of rows) {
    const id = Number(row.id)
    let person = people.get(id)
    if (!person) {
      person = {
        id,
        name: `${row.name} ${row.last_name}`,
        type: String(row.type),
        shifts: 0,
        worked: 0,
        noShows: 0,
        minutes: 0,
        credits: creditOf.get(id) ?? 0,
      }
      people.set(id, person)
    }
    person.shifts += 1
    if (row.attendance_id) {
      person.worked += 1
      person.minutes += Number(row.worked_minutes ?? 0)
    } else if (row.day < date || (row.day === date && clockMinutes(String(row.ends_at)) <= now)) {
      person.noShows += 1
    }
  }
  return [...people.values()]
}

export type BoardPerson = {
  id: number
  name: string
  state: 'in' | 'out' | 'late' | 'no_show' | 'expected'
}

/**
 * Today's published shifts of a tournament (some positions' when given) with
 * each person's state now: in, out, late (not in past the grace), no-show
 * (not in by the end), or expected. What a position's lead watches.
 */
export async function shiftBoard(
  tournament: Tournament,
  positionIds?: number[],
  at = DateTime.now()
) {
  const { date, time } = localMoment(at)
  const now = clockMinutes(time)
  const settings = await rosterSettings(tournament.id)
  const query = publishedRows()
    .join('forms', 'forms.id', 'roster_published.form_id')
    .where('roster_published.tournament_id', tournament.id)
    .where('roster_shifts.day', date)
    .orderBy('roster_positions.name')
    .orderBy('roster_shifts.starts_at')
    .orderBy('roster_shifts.id')
    .orderBy('forms.sort_last_name')
    .select(
      'roster_shifts.id as shift_id',
      'roster_shifts.starts_at',
      'roster_shifts.ends_at',
      'roster_positions.name as position',
      'forms.id',
      'forms.name',
      'forms.last_name',
      'roster_attendances.checked_in_at',
      'roster_attendances.checked_out_at'
    )
  if (positionIds) query.whereIn('roster_shifts.position_id', positionIds)
  const shifts: {
    id: number
    position: string
    startsAt: string
    endsAt: string
    people: BoardPerson[]
  }[] = []
  for (const row of await query) {
    let shift = shifts.at(-1)
    if (!shift || shift.id !== Number(row.shift_id)) {
      shift = {
        id: Number(row.shift_id),
        position: String(row.position),
        startsAt: String(row.starts_at),
        endsAt: String(row.ends_at),
        people: [],
      }
      shifts.push(shift)
    }
    const start = clockMinutes(shift.startsAt)
    const end = clockMinutes(shift.endsAt)
    const state: BoardPerson['state'] = row.checked_out_at
      ? 'out'
      : row.checked_in_at
        ? 'in'
        : now >= end
          ? 'no_show'
          : now > start + settings.lateAfterMinutes
            ? 'late'
            : 'expected'
    shift.people.push({ id: Number(row.id), name: `${row.name} ${row.last_name}`, state })
  }
  return { date, time, shifts }
}
