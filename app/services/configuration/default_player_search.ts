import { containsPattern } from '#support/like_pattern'
import DefaultPlayer from '#models/default_player'
import { MAX_RECORD_ID } from '#validators/rules/record_id'

export const PER_PAGE = 25

/** Words of the search box; blank or whitespace-only terms are ignored. */
export function searchTerms(search: unknown): string[] {
  if (typeof search !== 'string') return []
  return search
    .slice(0, 200)
    .split(/\s+/)
    .filter((term) => term.length > 0)
    .slice(0, 5)
}

/** A positive whole number from the query string, or the fallback. */
export function queryNumber(value: unknown, fallback: number, max = MAX_RECORD_ID) {
  const number = Number(value)
  return Number.isInteger(number) && number >= 1 && number <= max ? number : fallback
}

/** Every term must be found in the name, last name or passport (accents and case ignored). */
export function searchDefaultPlayers(options: {
  search: unknown
  tournamentId: number | null
  page: number
}) {
  const query = DefaultPlayer.query().preload('nationality').preload('tournament')
  if (options.tournamentId) query.where('tournamentId', options.tournamentId)
  for (const term of searchTerms(options.search)) {
    const pattern = containsPattern(term)
    query.whereRaw(`search_text like ? escape '\\'`, [pattern])
  }
  return query.orderBy('lastName').orderBy('name').orderBy('id').paginate(options.page, PER_PAGE)
}
