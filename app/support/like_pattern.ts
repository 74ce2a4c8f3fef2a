/**
 * A case-insensitive "contains" pattern for `lower(column) like ? escape '\'`:
 * `%` and `_` typed by staff are literal characters, not wildcards.
 */
export function containsPattern(term: string) {
  return `%${term.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`
}
