import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { publishedRows } from '#services/rosters/published_rows'
import type Tournament from '#models/tournament'
import { accreditationDays } from '#services/rosters/roster_days'

export type GridPerson = { id: number; name: string; published: boolean; attendance: string | null }
export type GridShift = {
  id: number
  startsAt: string
  endsAt: string
  min: number
  max: number
  languages: string[]
  needsLicence: boolean
  adultsOnly: boolean
  people: GridPerson[]
  /** short: below its minimum; filled: minimum reached; full: at its maximum. */
  status: 'short' | 'filled' | 'full'
}
export type GridPosition = { id: number; name: string; shifts: GridShift[] }

const parsedList = (value: unknown): string[] => {
  try {
    const parsed = JSON.parse(String(value)) as unknown
    return Array.isArray(parsed) ? parsed.map(String) : []
  } catch {
    return []
  }
}

/**
 * The roster grid of one day: each position's shifts with who works them
 * in the working roster (marked when also published), their check-in state,
 * and whether each is short, filled or full. Three queries whatever the size.
 */
export async function rosterGrid(tournament: Tournament, day: string, positionId?: number) {
  const shiftQuery = db
    .from('roster_shifts')
    .join('roster_positions', 'roster_positions.id', 'roster_shifts.position_id')
    .where('roster_shifts.tournament_id', tournament.id)
    .where('roster_shifts.day', day)
    .orderBy('roster_positions.name')
    .orderBy('roster_shifts.starts_at')
    .orderBy('roster_shifts.id')
    .select('roster_shifts.*', 'roster_positions.name as position_name')
  if (positionId) shiftQuery.where('roster_shifts.position_id', positionId)
  const shifts = await shiftQuery
  const ids = shifts.map((shift) => Number(shift.id))
  const people = ids.length
    ? await db
        .from('roster_assignments')
        .join('forms', 'forms.id', 'roster_assignments.form_id')
        .leftJoin('roster_published', (join) => {
          join
            .on('roster_published.shift_id', 'roster_assignments.shift_id')
            .andOn('roster_published.form_id', 'roster_assignments.form_id')
        })
        .leftJoin('roster_attendances', (join) => {
          join
            .on('roster_attendances.shift_id', 'roster_assignments.shift_id')
            .andOn('roster_attendances.form_id', 'roster_assignments.form_id')
        })
        .where('roster_assignments.tournament_id', tournament.id)
        .whereIn('roster_assignments.shift_id', ids)
        .orderBy('forms.sort_last_name')
        .orderBy('forms.sort_name')
        .select(
          'roster_assignments.shift_id',
          'forms.id',
          'forms.name',
          'forms.last_name',
          'roster_published.id as published_id',
          'roster_attendances.checked_in_at',
          'roster_attendances.checked_out_at'
        )
    : []
  const byShift = new Map<number, GridPerson[]>()
  for (const row of people) {
    const list = byShift.get(Number(row.shift_id)) ?? []
    list.push({
      id: Number(row.id),
      name: `${row.name} ${row.last_name}`,
      published: row.published_id !== null,
      attendance: row.checked_out_at ? 'out' : row.checked_in_at ? 'in' : null,
    })
    byShift.set(Number(row.shift_id), list)
  }
  const positions: GridPosition[] = []
  for (const shift of shifts) {
    let position = positions.at(-1)
    if (!position || position.id !== Number(shift.position_id)) {
      position = { id: Number(shift.position_id), name: String(shift.position_name), shifts: [] }
      positions.push(position)
    }
    const own = byShift.get(Number(shift.id)) ?? []
    const min = Number(shift.min_headcount)
    const max = Number(shift.max_headcount)
    position.shifts.push({
      id: Number(shift.id),
      startsAt: String(shift.starts_at),
      endsAt: String(shift.ends_at),
      min,
      max,
      languages: parsedList(shift.languages),
      needsLicence: Boolean(shift.needs_licence),
      adultsOnly: Boolean(shift.adults_only),
      people: own,
      status: own.length < min ? 'short' : own.length >= max ? 'full' : 'filled',
    })
  }
  return { days: accreditationDays(tournament), day, positions }
}

/** One person's shifts in the working roster, in order, with what they worked. */
export async function personTimeline(tournament: Tournament, formId: number) {
  const rows = await db
    .from('roster_assignments')
    .join('roster_shifts', 'roster_shifts.id', 'roster_assignments.shift_id')
    .join('roster_positions', 'roster_positions.id', 'roster_shifts.position_id')
    .leftJoin('roster_attendances', (join) => {
      join
        .on('roster_attendances.shift_id', 'roster_assignments.shift_id')
        .andOn('roster_attendances.form_id', 'roster_assignments.form_id')
    })
    .where('roster_assignments.tournament_id', tournament.id)
    .where('roster_assignments.form_id', formId)
    .orderBy('roster_shifts.day')
    .orderBy('roster_shifts.starts_at')
    .select(
      'roster_shifts.id',
      'roster_shifts.day',
      'roster_shifts.starts_at',
      'roster_shifts.ends_at',
      'roster_positions.name as position',
      'roster_attendances.worked_minutes',
      'roster_attendances.checked_in_at'
    )
  return rows.map((row) => ({
    shiftId: Number(row.id),
    day: String(row.day),
    startsAt: String(row.starts_at),
    endsAt: String(row.ends_at),
    position: String(row.position),
    checkedIn: row.checked_in_at !== null,
    workedMinutes: row.worked_minutes === null ? null : Number(row.worked_minutes),
  }))
}

/** The rostered people of the tournament, for staff's "add" choice: id and name. */
export async function rosteredPeopleNames(tournament: Tournament, types: string[]) {
  const rows = await db
    .from('forms')
    .where('tournament_id', tournament.id)
    .where('state', 'approved')
    .whereIn('type', types)
    .whereNull('erased_at')
    .orderBy('sort_last_name')
    .orderBy('sort_name')
    .select('id', 'name', 'last_name')
  return rows.map((row) => ({ id: Number(row.id), name: `${row.name} ${row.last_name}` }))
}

/** These people's published shifts, in order: their status page and their mails show them. */
export async function publishedShiftsOf(
  formIds: number[],
  client: TransactionClientContract | typeof db = db
) {
  const rows = await publishedRows(client)
    .whereIn('roster_published.form_id', formIds)
    .orderBy('roster_shifts.day')
    .orderBy('roster_shifts.starts_at')
    .select(
      'roster_published.form_id',
      'roster_shifts.id',
      'roster_shifts.day',
      'roster_shifts.starts_at',
      'roster_shifts.ends_at',
      'roster_positions.name as position'
    )
  return rows.map((row) => ({
    formId: Number(row.form_id),
    id: Number(row.id),
    day: String(row.day),
    startsAt: String(row.starts_at),
    endsAt: String(row.ends_at),
    position: String(row.position),
  }))
}
