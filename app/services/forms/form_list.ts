import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import db from '@adonisjs/lucid/services/db'
import Form from '#models/form'
import { containsPattern } from '#support/like_pattern'
import Tournament from '#models/tournament'
import type { FormTypeDefinition } from '#forms/definition'
import { markerColumns } from '#services/history/credential_markers'
import { whereLikelyDuplicate } from '#services/review/duplicate_review'
import { whereFlaggedPhoto } from '#services/review/photo_review'
import { whereAwaitingChanges } from '#services/applicants/change_requests'

export const SORTABLE = [
  'createdAt',
  'name',
  'lastName',
  'document',
  'email',
  'company',
  'state',
] as const
/** `erased`: the requests erased on their person's request, kept out of every other list. */
export const LIST_FILTERS = ['all', 'last_year', 'new', 'erased'] as const
/**
 * Review help (decision 0135): requests with a likely duplicate person not yet
 * ruled out, a flagged photo, or changes asked of the applicant (decision 0127).
 */
export const REVIEW_FILTERS = ['duplicates', 'photo', 'changes'] as const
export const PER_PAGE = 25
/** Page sizes staff may choose; anything else is the default. */
export const PAGE_SIZES = [25, 50, 100] as const

function text(value: unknown) {
  return typeof value === 'string' && value.trim() ? value.trim().slice(0, 100) : undefined
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  return allowed.includes(value as T) ? (value as T) : undefined
}

/**
 * The list's query string. Bad values fall back to defaults
 * rather than failing, so a hand-edited or old bookmark still opens.
 */
export function parseListFilters(qs: Record<string, unknown>): ListFilters {
  const page = Number(qs.page)
  return {
    search: text(qs.search),
    state: oneOf(qs.state, ['waiting', 'approved', 'rejected'] as const),
    category: text(qs.category)?.slice(0, 20),
    list: oneOf(qs.list, LIST_FILTERS),
    review: oneOf(qs.review, REVIEW_FILTERS),
    sort: oneOf(qs.sort, SORTABLE),
    direction: oneOf(qs.direction, ['asc', 'desc'] as const),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : undefined,
    perPage: PAGE_SIZES.find((size) => String(size) === String(qs.perPage)),
    organisation: positiveId(qs.organisation),
  }
}

/** An id from the query string, or undefined (a hand-edited value falls back to no filter). */
function positiveId(value: unknown) {
  const id = Number(value)
  return Number.isInteger(id) && id >= 1 && id <= 2_147_483_647 ? id : undefined
}

export type ListFilters = {
  search?: string
  state?: 'waiting' | 'approved' | 'rejected'
  category?: string
  list?: (typeof LIST_FILTERS)[number]
  review?: (typeof REVIEW_FILTERS)[number]
  sort?: (typeof SORTABLE)[number]
  direction?: 'asc' | 'desc'
  page?: number
  perPage?: (typeof PAGE_SIZES)[number]
  /** The requests one organisation of the sport's current tournament entered (its page links here). */
  organisation?: number
}

const COLUMNS: Record<(typeof SORTABLE)[number], string> = {
  createdAt: 'forms.created_at',
  name: 'forms.sort_name',
  lastName: 'forms.sort_last_name',
  document: 'forms.document',
  email: 'forms.email',
  company: 'forms.company',
  state: 'forms.state',
}

export type ListScope = { current: Tournament | null; previous: Tournament | null }

/**
 * The sport's tournaments this year and last year, for the list filter; only
 * looked up when the filter needs them (the usual list needs neither).
 */
export async function listScope(
  definition: FormTypeDefinition,
  filters: ListFilters
): Promise<ListScope> {
  if (filters.list !== 'new' && filters.list !== 'last_year')
    return { current: null, previous: null }
  const current = await Tournament.currentOf(definition.sport)
  const previous =
    current && filters.list === 'last_year'
      ? await Tournament.query()
          .where('sport', definition.sport)
          .where('year', current.year - 1)
          .first()
      : null
  return { current, previous }
}

/** What a list row shows (the table's columns and markers): not the whole wide forms row. */
const LIST_COLUMNS = [
  'id',
  'code',
  'name',
  'last_name',
  'document',
  'email',
  'company',
  'state',
  'category',
  'created_at',
  'erased_at',
].map((column) => `forms.${column}`)

/**
 * The organisation that entered the request and still holds its place (not
 * withdrawn), by name, as one column of the list's own query (a request has
 * at most one organisation place): told apart from the free-text company,
 * which a public applicant may fill with the same words.
 */
export function organisationColumn() {
  return db
    .from('organisation_people')
    .join('organisations', 'organisations.id', 'organisation_people.organisation_id')
    .whereColumn('organisation_people.form_id', 'forms.id')
    .whereNull('organisation_people.withdrawn_at')
    .select('organisations.name')
    .as('organisation')
}

/** Search, filters and list scope, shared by the list and the Excel export. */
export function filteredForms(
  definition: FormTypeDefinition,
  filters: ListFilters,
  { current, previous }: ListScope
): ModelQueryBuilderContract<typeof Form> {
  const query = Form.query().where('forms.type', definition.slug)
  /** An erased request has nothing left to work on: only its own filter shows it. */
  if (filters.list === 'erased') query.whereNotNull('forms.erased_at')
  else query.whereNull('forms.erased_at')
  if (filters.list === 'new') query.where('forms.tournament_id', current?.id ?? 0)
  if (filters.list === 'last_year') {
    query.where('forms.tournament_id', previous?.id ?? 0).where('forms.state', 'approved')
  }
  if (filters.state) query.where('forms.state', filters.state)
  if (filters.category) query.where('forms.category', filters.category)
  /** Only an organisation of the sport's current tournament (the list's drop-down offers no other). */
  if (filters.organisation) {
    const organisationId = filters.organisation
    query.whereIn('forms.id', (people) =>
      people
        .from('organisation_people')
        .join('organisations', 'organisations.id', 'organisation_people.organisation_id')
        .join('tournaments', 'tournaments.id', 'organisations.tournament_id')
        .where('organisation_people.organisation_id', organisationId)
        .where('tournaments.sport', definition.sport)
        .where('tournaments.is_current', true)
        .select('organisation_people.form_id')
    )
  }
  if (filters.review === 'duplicates') whereLikelyDuplicate(query)
  if (filters.review === 'photo') whereFlaggedPhoto(query)
  if (filters.review === 'changes') whereAwaitingChanges(query)
  if (filters.search) {
    const pattern = containsPattern(filters.search)
    query.whereRaw(`forms.search_text like ? escape '\\'`, [pattern])
  }
  return query
}

/** What an export holds: the selection, never an erased request (nothing of it is left to export). */
export function exportedForms(
  definition: FormTypeDefinition,
  filters: ListFilters,
  scope: ListScope
): ModelQueryBuilderContract<typeof Form> {
  return filteredForms(definition, filters, scope).whereNull('forms.erased_at')
}

/** One page of the staff list, with the printed and collected markers derived from logs. */
export async function listForms(definition: FormTypeDefinition, filters: ListFilters) {
  const query = filteredForms(definition, filters, await listScope(definition, filters))
  return query
    .select(LIST_COLUMNS)
    .select(markerColumns())
    .select(organisationColumn())
    .orderBy(
      COLUMNS[filters.sort ?? 'createdAt'],
      filters.direction ?? (filters.sort ? 'asc' : 'desc')
    )
    .orderBy('forms.id', 'desc')
    .paginate(filters.page ?? 1, filters.perPage ?? PER_PAGE)
}
