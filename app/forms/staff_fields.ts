/** Credential fields only staff set (SPEC §3): template, credits, money in cents, colour. */
export const STAFF_FIELDS = ['permissionId', 'credits', 'amount', 'color'] as const

/** Fields whose emptied input means "none" on an edit (the template "—", no colour). */
const CLEARABLE: readonly string[] = ['permissionId', 'color']

/**
 * The staff fields to store. On an edit the page sends every one of them, so
 * an empty template or colour removes it; a create leaves them unset.
 */
export function staffValues(values: Record<string, unknown>, { editing = false } = {}) {
  return Object.fromEntries(
    STAFF_FIELDS.filter(
      (name) => values[name] !== undefined || (editing && CLEARABLE.includes(name))
    ).map((name) => [name, values[name] ?? null])
  )
}
