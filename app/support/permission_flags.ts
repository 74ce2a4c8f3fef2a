/** A zone flag is 0/1; anything else is a value (only 0 and 1 are booleans). */
export type PermissionFlags = Record<string, number | string>

/**
 * A permission template maps zone names to flags. Only "0" and "1" are
 * booleans; anything else is kept as a value (a stand, a gate).
 */
export function normalizeFlags(rows: { key: string; value: string }[]): PermissionFlags {
  const flags: PermissionFlags = {}
  for (const { key, value } of rows) {
    const trimmed = value.trim()
    flags[key.trim()] = trimmed === '0' || trimmed === '1' ? Number(trimmed) : trimmed
  }
  return flags
}

/** A stored flags column (JSON) as a map; anything unreadable is no flags. */
export function parseFlags(json: string | null | undefined): PermissionFlags {
  try {
    const parsed = JSON.parse(json ?? '{}')
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : {}
  } catch {
    return {}
  }
}

/** A map as the rows an editor shows. */
export function flagRows(flags: PermissionFlags): { key: string; value: string }[] {
  return Object.entries(flags).map(([key, value]) => ({ key, value: String(value) }))
}

/** "name" for an active flag, "name: value" for a value; inactive (0) flags are left out. */
export function activeFlags(flags: PermissionFlags): string[] {
  return Object.entries(flags)
    .filter(([, value]) => value !== 0)
    .map(([key, value]) => (value === 1 ? key : `${key}: ${value}`))
}
