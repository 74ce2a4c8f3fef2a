export type ListFilters = {
  search?: string
  state?: string
  category?: string
  list?: string
  review?: string
  sort?: string
  direction?: 'asc' | 'desc'
  page?: number
  perPage?: number
  /** An organisation of the list's tournament (its people only). */
  organisation?: number
}

/**
 * The list's query string for these filters (filters live in the URL, so a
 * list can be bookmarked): empty filters and the first page are left out.
 */
export function listQuery(filters: ListFilters) {
  return Object.fromEntries(
    Object.entries(filters)
      .filter(
        ([key, value]) => value !== undefined && value !== '' && !(key === 'page' && value === 1)
      )
      .map(([key, value]) => [key, String(value)])
  )
}
