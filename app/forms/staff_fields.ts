import vine from '@vinejs/vine'
import string from '@adonisjs/core/helpers/string'
import { normalizeFlags } from '#support/permission_flags'
import { recordId } from '#validators/rules/record_id'
import { flagRowsRule } from '#validators/permission'

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

type StaffField = (typeof STAFF_FIELDS)[number]

/**
 * Their rules, the one definition staff forms and the massive update
 * validate with: the permission template, meal credits, money in cents,
 * the badge colour and the zone flags.
 */
export const STAFF_FIELD_RULES = {
  permissionId: recordId().exists({ table: 'permissions', column: 'id' }).optional(),
  credits: vine.number().withoutDecimals().range([0, 10_000]).optional(),
  amount: vine.number().withoutDecimals().range([0, 10_000_000]).optional(),
  color: vine
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .optional(),
  customPermission: flagRowsRule.clone().optional(),
} satisfies Record<StaffField, unknown>

/** Some of the fields' rules (the massive update sets all but each request's own zone flags). */
export function staffFieldRules<Name extends StaffField>(names: readonly Name[]) {
  return Object.fromEntries(names.map((name) => [name, STAFF_FIELD_RULES[name]])) as Pick<
    typeof STAFF_FIELD_RULES,
    Name
  >
}

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

/** The staff fields to store, by the forms table's column: one UPDATE sets them on many forms. */
export function staffColumns(values: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(staffValues(values)).map(([name, value]) => [string.snakeCase(name), value])
  )
}
