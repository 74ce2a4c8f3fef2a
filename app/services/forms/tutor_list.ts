import db from '@adonisjs/lucid/services/db'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import Tournament from '#models/tournament'
import { searchKey, searchTextOf } from '#support/search_text'

const TUTORS_PER_PAGE = 25

/** A ballboy's request with its tutor's columns, as read. */
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

/**
 * The tutors (by document) whose name, last name, document or email holds
 * the search, accents and case ignored. Detail rows keep no search text of
 * their own (purges blank their fields), and one tournament's tutors are a
 * few hundred: they are matched here with the same normaliser.
 */
async function tutorsMatching(scope: DatabaseQueryBuilderContract, search: string) {
  const wanted = searchKey(search)
  const rows = await scope
    .clone()
    .select(
      'ballboy_details.tutor_document',
      'ballboy_details.tutor_name',
      'ballboy_details.tutor_last_name',
      'ballboy_details.tutor_email'
    )
  const found = rows.filter((row) =>
    searchTextOf(row.tutor_name, row.tutor_last_name, row.tutor_document, row.tutor_email).includes(
      wanted
    )
  )
  return [...new Set(found.map((row) => row.tutor_document as string))]
}

/**
 * Parents and guardians with their ballboys, for the
 * current tennis tournament: one page of tutors (by document), then their
 * children in a second query.
 */
export async function tutorList({ search, page = 1 }: { search?: string; page?: number }): Promise<{
  tutors: TutorRows[]
  meta: { currentPage: number; lastPage: number; total: number }
}> {
  const tournament = await Tournament.currentOf('tennis')
  const scope = db
    .from('ballboy_details')
    .join('forms', 'forms.id', 'ballboy_details.form_id')
    .where('forms.type', 'ballboy')
    .where('forms.tournament_id', tournament?.id ?? 0)
    /** An erased child's tutor is blank: nobody to list. */
    .whereNull('forms.erased_at')
  if (search) scope.whereIn('ballboy_details.tutor_document', await tutorsMatching(scope, search))
  const tutors = await scope
    .clone()
    .select('ballboy_details.tutor_document')
    .min('ballboy_details.tutor_last_name as last_name')
    .groupBy('ballboy_details.tutor_document')
    .orderBy('last_name')
    .orderBy('ballboy_details.tutor_document')
    .paginate(page, TUTORS_PER_PAGE)
  const documents = tutors.all().map((row) => row.tutor_document as string)
  const rows = documents.length
    ? await db
        .from('ballboy_details')
        .join('forms', 'forms.id', 'ballboy_details.form_id')
        .where('forms.type', 'ballboy')
        .where('forms.tournament_id', tournament?.id ?? 0)
        .whereNull('forms.erased_at')
        .whereIn('ballboy_details.tutor_document', documents)
        .select(
          'forms.id',
          'forms.name',
          'forms.last_name',
          'forms.state',
          'ballboy_details.tutor_name',
          'ballboy_details.tutor_last_name',
          'ballboy_details.tutor_document',
          'ballboy_details.tutor_cell_phone',
          'ballboy_details.tutor_email'
        )
        .orderBy('forms.last_name')
    : []
  return {
    tutors: documents.map((document) => ({
      document,
      children: rows.filter((row) => row.tutor_document === document) as TutorChildRow[],
    })),
    meta: { currentPage: tutors.currentPage, lastPage: tutors.lastPage, total: tutors.total },
  }
}
