/** Credential fields only staff set (SPEC §3): template, credits, money in cents, colour. */
export const STAFF_FIELDS = ['permissionId', 'credits', 'amount', 'color'] as const

export function staffValues(values: Record<string, unknown>) {
  return Object.fromEntries(
    STAFF_FIELDS.filter((name) => values[name] !== undefined).map((name) => [name, values[name]])
  )
}
