import { searchKey } from '#support/search_text'

/**
 * A "contains" pattern for `column like ? escape '\'` over text stored
 * through searchKey(): the term is normalised the same way (case and
 * accents ignored), and `%` and `_` typed by staff are literal characters,
 * not wildcards.
 */
export function containsPattern(term: string) {
  return `%${searchKey(term).replace(/[\\%_]/g, '\\$&')}%`
}
