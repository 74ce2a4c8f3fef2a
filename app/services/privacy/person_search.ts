import db from '@adonisjs/lucid/services/db'
import { FORM_TYPES } from '#forms/registry'
import { storedFieldColumns } from '#services/files/form_files'
import { storedMoment } from '#support/sql_time'
import { tournamentTitle } from '#support/tournament_title'

export const PERSON_KEYS = ['document', 'email'] as const
/** What a person is found by; the value is normalised as stored (documents upper case, emails lower case). */
export type PersonQuery = { by: (typeof PERSON_KEYS)[number]; value: string }

export type PersonRequest = {
  id: number
  type: string
  /** The tournament's name, with its year when the name lacks it. */
  tournament: string
  name: string
  lastName: string
  state: string
  createdAt: string
  /** The person is the applicant, or the parent or guardian a minor's request names. */
  role: 'applicant' | 'guardian'
  /** Known at the gates and not blocked: it must be blocked before its data can go. */
  activeAtGates: boolean
  erased: boolean
}

export type PersonCollection = {
  id: number
  name: string
  lastName: string
  signedAt: string | null
}

export type PersonMatch = { requests: PersonRequest[]; collections: PersonCollection[] }

export function normalisedQuery(by: PersonQuery['by'], value: string): PersonQuery {
  const trimmed = value.trim()
  return { by, value: by === 'email' ? trimmed.toLowerCase() : trimmed.toUpperCase() }
}

/** A column equal to the query's value whatever its case was typed in. */
function matches(column: string, query: PersonQuery): [string, string[]] {
  const fn = query.by === 'email' ? 'lower' : 'upper'
  return [`${fn}(${column}) = ?`, [query.value]]
}

/** The detail columns holding a guardian's document or email, by table. */
async function guardianColumns(query: PersonQuery) {
  const stored = await storedFieldColumns()
  const columns: { table: string; column: string }[] = []
  for (const definition of Object.values(FORM_TYPES)) {
    const name = definition.guardian?.[query.by]
    const found = stored.find(
      (entry) => entry.type === definition.slug && entry.field.name === name
    )
    if (found) columns.push({ table: found.table, column: found.column })
  }
  return columns
}

/**
 * Every request, in any tournament, that holds this person's data: as its
 * applicant (their document or email) or as the guardian a minor's request
 * names; and every collection they signed for.
 */
export async function findPerson(query: PersonQuery): Promise<PersonMatch> {
  const guardians = await guardianColumns(query)
  const guardianIds = new Set<number>()
  for (const { table, column } of guardians) {
    const rows = await db
      .from(table)
      .whereRaw(...matches(column, query))
      .select('form_id')
    for (const row of rows) guardianIds.add(Number(row.form_id))
  }
  const rows = await db
    .from('forms')
    .join('tournaments', 'tournaments.id', 'forms.tournament_id')
    .where((where) => {
      where.whereRaw(...matches('forms.' + query.by, query))
      if (guardianIds.size > 0) where.orWhereIn('forms.id', [...guardianIds])
    })
    .orderBy('forms.id')
    .select(
      'forms.id',
      'forms.type',
      'forms.name',
      'forms.last_name',
      'forms.state',
      'forms.created_at',
      'forms.access_status',
      'forms.erased_at',
      'forms.document',
      'forms.email',
      'tournaments.name as tournament',
      'tournaments.year'
    )
  const own = (row: Record<string, any>) =>
    String(row[query.by] ?? '')[query.by === 'email' ? 'toLowerCase' : 'toUpperCase']() ===
    query.value
  const requests = rows.map((row) => ({
    id: Number(row.id),
    type: String(row.type),
    tournament: tournamentTitle(String(row.tournament), Number(row.year)),
    name: String(row.name),
    lastName: String(row.last_name),
    state: String(row.state),
    createdAt: storedMoment(row.created_at)?.toISOString() ?? '',
    role: own(row) ? ('applicant' as const) : ('guardian' as const),
    activeAtGates: row.access_status !== null && row.access_status !== 'blocked',
    erased: row.erased_at !== null,
  }))
  const collectives = await db
    .from('collectives')
    .whereRaw(...matches(query.by, query))
    .orderBy('id')
    .select('id', 'name', 'last_name', 'signed_at')
  return {
    requests,
    collections: collectives.map((row) => ({
      id: Number(row.id),
      name: String(row.name),
      lastName: String(row.last_name),
      signedAt: storedMoment(row.signed_at)?.toISOString() ?? null,
    })),
  }
}
