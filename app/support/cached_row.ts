/**
 * A row read back from the cache: its dates come back as ISO strings once
 * serialised, while a model reads them as the driver's Dates.
 */
export function rowFromCache(row: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(row).map(([column, value]) => [
      column,
      typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/.test(value)
        ? new Date(value)
        : value,
    ])
  )
}
