import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import type Tournament from '#models/tournament'
import RosterPosition from '#models/roster_position'
import RosterShift from '#models/roster_shift'
import RosterSetting from '#models/roster_setting'
import { rosterTables } from '#forms/detail_columns'
import { sqlTimestamp, storedMoment } from '#support/sql_time'
import {
  clockMinutes,
  type RosterPerson,
  type RosterPosition as PositionFacts,
  type RosterRules,
  type RosterShift as ShiftFacts,
} from '#services/rosters/roster_rules'
import type { RosterWorld } from '#services/rosters/roster_validator'

/** A tournament's roster settings, created with the defaults on first use. */
export async function rosterSettings(tournamentId: number, trx?: TransactionClientContract) {
  const query = () => RosterSetting.query({ client: trx }).where('tournament_id', tournamentId)
  const found = await query().first()
  if (found) return found
  /** Read back after the insert: the defaults are the table's. */
  await (trx ?? db)
    .table('roster_settings')
    .insert({ tournament_id: tournamentId, created_at: sqlTimestamp(DateTime.now()) })
    .onConflict('tournament_id')
    .ignore()
  return query().firstOrFail()
}

export function rulesOf(settings: RosterSetting): RosterRules {
  return {
    restMinutes: settings.restMinutes,
    minorMaxMinutes: settings.minorMaxMinutes,
    minorLatestEnd: clockMinutes(settings.minorLatestEnd),
  }
}

export function shiftFacts(shift: RosterShift): ShiftFacts {
  return {
    id: shift.id,
    positionId: shift.positionId,
    day: shift.day,
    start: clockMinutes(shift.startsAt),
    end: clockMinutes(shift.endsAt),
    min: shift.minHeadcount,
    max: shift.maxHeadcount,
    languages: shift.languageList,
    needsLicence: Boolean(shift.needsLicence),
    adultsOnly: Boolean(shift.adultsOnly),
  }
}

export function positionFacts(position: RosterPosition): PositionFacts {
  return {
    id: position.id,
    name: position.name,
    formTypes: position.formTypeList,
    preference: position.preference,
  }
}

const isoDay = (raw: unknown) => {
  const moment = storedMoment(raw)
  return moment ? DateTime.fromJSDate(moment, { zone: 'utc' }).toISODate() : null
}

/** Every day from one ISO day to another, both included. */
export function daysFrom(first: string, last: string) {
  const days: string[] = []
  for (
    let day = DateTime.fromISO(first, { zone: 'utc' });
    day.toISODate()! <= last;
    day = day.plus({ days: 1 })
  )
    days.push(day.toISODate()!)
  return days
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/** A declared period `start_end` (ISO days) as its days; anything else declares none. */
function periodDays(value: unknown): string[] | null {
  const match = /^(\d{4}-\d{2}-\d{2})_(\d{4}-\d{2}-\d{2})$/.exec(text(value))
  return match ? daysFrom(match[1], match[2]) : null
}

/** The part of the day a request chose: morning, afternoon, or any (both, full tournament...). */
function partOf(value: unknown): RosterPerson['part'] {
  const chosen = text(value)
  return chosen === 'morning' || chosen === 'afternoon' ? chosen : 'any'
}

/**
 * The tournament's accepted requests of every rostered type, as the solver
 * and the rules see them (decision 0231): the facts each type's definition
 * declares, read from its detail table.
 */
export async function rosterPeople(
  tournamentId: number,
  trx?: TransactionClientContract
): Promise<RosterPerson[]> {
  const client = trx ?? db
  const people: RosterPerson[] = []
  for (const { definition, table, columns } of await rosterTables()) {
    const select: string[] = [
      'forms.id',
      'forms.name',
      'forms.last_name',
      'forms.birth_date',
      'forms.locale',
    ]
    const detail = (column: string | null, alias: string) => {
      if (column) select.push(`${table}.${column} as ${alias}`)
    }
    detail(columns.shift, 'r_shift')
    detail(columns.period, 'r_period')
    detail(columns.licence, 'r_licence')
    detail(columns.previous, 'r_previous')
    columns.positions.forEach((column, index) => detail(column, `r_position${index}`))
    columns.languages.forEach((column, index) => detail(column, `r_language${index}`))
    const rows = await client
      .from('forms')
      .join(table, `${table}.form_id`, 'forms.id')
      .where('forms.tournament_id', tournamentId)
      .where('forms.type', definition.slug)
      .where('forms.state', 'approved')
      .whereNull('forms.erased_at')
      .select(select)
    for (const row of rows) {
      const languages = columns.languages
        .flatMap((_, index) =>
          text(row[`r_language${index}`])
            .toLowerCase()
            .split(/[,;/]+/)
        )
        .map((language) => language.trim())
        .filter(Boolean)
      people.push({
        id: Number(row.id),
        type: definition.slug,
        name: `${row.name} ${row.last_name}`,
        birthDate: isoDay(row.birth_date),
        hasGuardian: Boolean(definition.guardian),
        part: partOf(row.r_shift),
        days: columns.period ? (periodDays(row.r_period) ?? []) : null,
        languages,
        licence: columns.licence ? text(row.r_licence) !== '' : false,
        preferences: columns.positions
          .map((_, index) => text(row[`r_position${index}`]))
          .filter(Boolean),
        previous: columns.previous ? Boolean(row.r_previous) : false,
        locale: text(row.locale) || 'es',
      })
    }
  }
  return people.sort((a, b) => a.id - b.id)
}

/** Everything a tournament's roster is solved and checked against. */
export async function loadRosterWorld(
  tournament: Tournament,
  trx?: TransactionClientContract
): Promise<RosterWorld> {
  const settings = await rosterSettings(tournament.id, trx)
  const positions = await RosterPosition.query({ client: trx })
    .where('tournament_id', tournament.id)
    .orderBy('name')
  const shifts = await RosterShift.query({ client: trx })
    .where('tournament_id', tournament.id)
    .orderBy('day')
    .orderBy('starts_at')
    .orderBy('id')
  return {
    people: await rosterPeople(tournament.id, trx),
    positions: positions.map(positionFacts),
    shifts: shifts.map(shiftFacts),
    rules: rulesOf(settings),
  }
}
