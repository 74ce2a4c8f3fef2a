import db from '@adonisjs/lucid/services/db'
import Collective from '#models/collective'
import { containsPattern } from '#support/like_pattern'
import { restrictToScope, type FormScope } from '#services/auth/form_access'

export type CollectiveFilters = { search: string; state: 'waiting' | 'signed' | ''; page: number }

export const COLLECTIVES_PER_PAGE = 25

/** Filters from the query string; anything unreadable is left out. */
export function collectiveFilters(query: Record<string, unknown>): CollectiveFilters {
  const page = Number.parseInt(String(query.page ?? ''), 10)
  return {
    search: typeof query.search === 'string' ? query.search.trim().slice(0, 100) : '',
    state: query.state === 'waiting' || query.state === 'signed' ? query.state : '',
    page: Number.isFinite(page) && page >= 1 && page <= 10_000 ? page : 1,
  }
}

/**
 * Collectives newest first; the search (accents and case ignored) looks in
 * the collector's name and document and in the codes and names of the cards
 * they hold that the user may see (a search never tells which collection
 * holds a hidden card).
 */
export async function collectiveList(filters: CollectiveFilters, scope: FormScope) {
  const query = Collective.query().orderBy('id', 'desc')
  if (filters.state === 'signed') query.whereNotNull('signed_at')
  if (filters.state === 'waiting') query.whereNull('signed_at')
  if (filters.search) {
    const pattern = containsPattern(filters.search)
    query.where((search) =>
      search
        .whereRaw(`collectives.search_text like ? escape '\\'`, [pattern])
        .orWhereRaw(`lower(coalesce(document, '')) like ? escape '\\'`, [pattern])
        .orWhereIn('id', (cards) =>
          restrictToScope(
            cards
              .from('collective_forms')
              .join('forms', 'forms.id', 'collective_forms.form_id')
              .whereRaw(`forms.search_text like ? escape '\\'`, [pattern])
              .select('collective_forms.collective_id'),
            scope
          )
        )
    )
  }
  const page = await query
    .select('collectives.*')
    .select(
      db.raw(
        '(select count(*) from collective_forms where collective_forms.collective_id = collectives.id) as cards'
      )
    )
    .paginate(filters.page, COLLECTIVES_PER_PAGE)
  return {
    /** With their count of cards in $extras (CollectiveTransformer's forList). */
    collectives: page.all(),
    pagination: { currentPage: page.currentPage, lastPage: page.lastPage, total: page.total },
  }
}
