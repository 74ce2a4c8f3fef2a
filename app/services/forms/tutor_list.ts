import db from '@adonisjs/lucid/services/db'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import Tournament from '#models/tournament'
import string from '@adonisjs/core/helpers/string'
import { searchKey, searchTextOf } from '#support/search_text'
import type { FormTypeDefinition } from '#forms/definition'
import { guardianTables, type GuardianColumns } from '#forms/detail_columns'

const TUTORS_PER_PAGE = 25

/** A minor's request with its guardian's columns, as read. */
export type TutorChildRow = {
  id: number
  name: string
  last_name: string
  state: string
  tutor_name: string
  tutor_last_name: string
  tutor_document: string
  tutor_cell_phone: string
  tutor_email: string | null
}

/** A tutor (by document) and their children's rows, at least one (shaped by TutorTransformer). */
export type TutorRows = { document: string; children: TutorChildRow[] }

/** A type's requests with their guardian's columns, named as the list reads them. */
type GuardianScope = { table: string; columns: GuardianColumns }

const guardianSelect = ({ table, columns }: GuardianScope, keys: (keyof GuardianColumns)[]) =>
  keys.map((key) => `${table}.${columns[key]} as tutor_${string.snakeCase(key)}`)

/**
 * The tutors (by document) whose name, last name, document or email holds
 * the search, accents and case ignored. Detail rows keep no search text of
 * their own (purges blank their fields), and one tournament's tutors are a
 * few hundred: they are matched here with the same normaliser.
 */
async function tutorsMatching(
  scope: DatabaseQueryBuilderContract,
  guardian: GuardianScope,
  search: string
) {
  const wanted = searchKey(search)
  const rows = await scope
    .clone()
    .select(guardianSelect(guardian, ['document', 'name', 'lastName', 'email']))
  const found = rows.filter((row) =>
    searchTextOf(row.tutor_name, row.tutor_last_name, row.tutor_document, row.tutor_email).includes(
      wanted
    )
  )
  return [...new Set(found.map((row) => row.tutor_document as string))]
}

/**
 * The parents and guardians a type's requests name (minors: the ballboys),
 * with their children, for the current tournament of its sport: one page of
 * tutors (by document), then their children in a second query. Null for a
 * type that names no guardian.
 */
export async function tutorList(
  definition: FormTypeDefinition,
  { search, page = 1 }: { search?: string; page?: number }
): Promise<{
  tutors: TutorRows[]
  meta: { currentPage: number; lastPage: number; total: number }
} | null> {
  const guardians = await guardianTables()
  const guardian = guardians.find((entry) => entry.definition === definition)
  if (!guardian) return null
  const { table, columns } = guardian
  const tournament = await Tournament.currentOf(definition.sport)
  const requests = () =>
    db
      .from(table)
      .join('forms', 'forms.id', `${table}.form_id`)
      .where('forms.type', definition.slug)
      .where('forms.tournament_id', tournament?.id ?? 0)
      /** An erased child's tutor is blank: nobody to list. */
      .whereNull('forms.erased_at')
  const document = `${table}.${columns.document}`
  const scope = requests()
  if (search) scope.whereIn(document, await tutorsMatching(scope, guardian, search))
  const tutors = await scope
    .clone()
    .select(`${document} as tutor_document`)
    .min(`${table}.${columns.lastName} as last_name`)
    .groupBy(document)
    .orderBy('last_name')
    .orderBy(document)
    .paginate(page, TUTORS_PER_PAGE)
  const documents = tutors.all().map((row) => row.tutor_document as string)
  const rows = documents.length
    ? await requests()
        .whereIn(document, documents)
        .select(
          'forms.id',
          'forms.name',
          'forms.last_name',
          'forms.state',
          ...guardianSelect(guardian, ['name', 'lastName', 'document', 'cellPhone', 'email'])
        )
        .orderBy('forms.last_name')
    : []
  return {
    tutors: documents.map((tutorDocument) => ({
      document: tutorDocument,
      children: rows.filter((row) => row.tutor_document === tutorDocument) as TutorChildRow[],
    })),
    meta: { currentPage: tutors.currentPage, lastPage: tutors.lastPage, total: tutors.total },
  }
}
