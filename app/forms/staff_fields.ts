import { normalizeFlags } from '#support/permission_flags'

/**
 * Credential fields only staff set: template, credits, money in cents,
 * colour, and the request's own zone flags on top of its template.
 */
export const STAFF_FIELDS = [
  'permissionId',
  'credits',
  'amount',
  'color',
  'customPermission',
] as const

/** Fields whose emptied input means "none" on an edit (the template "—", no colour). */
const CLEARABLE: readonly string[] = ['permissionId', 'color', 'customPermission']

type FlagRowValue = { key: string; value: string }[]

function stored(name: string, value: unknown) {
  if (name === 'customPermission')
    return JSON.stringify(normalizeFlags((value ?? []) as FlagRowValue))
  return value ?? null
}

/**
 * The staff fields to store. On an edit the page sends every one of them, so
 * an empty template or colour removes it; a create leaves them unset.
 */
export function staffValues(values: Record<string, unknown>, { editing = false } = {}) {
  return Object.fromEntries(
    STAFF_FIELDS.filter(
      (name) => values[name] !== undefined || (editing && CLEARABLE.includes(name))
    ).map((name) => [name, stored(name, values[name])])
  )
}
