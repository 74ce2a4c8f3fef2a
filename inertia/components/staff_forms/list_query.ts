export type ListFilters = {
  search?: string
  state?: string
  category?: string
  list?: string
  sort?: string
  direction?: 'asc' | 'desc'
  page?: number
  perPage?: number
}

/** The list's URL for these filters: filters live in the URL, so a list can be bookmarked. */
export function listUrl(type: string, filters: ListFilters) {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '' && !(key === 'page' && value === 1))
      query.set(key, String(value))
  }
  const search = query.toString()
  return `/merchant/mform/${type}${search ? `?${search}` : ''}`
}
