import {
  detailModel,
  fieldsOf,
  type FormTypeDefinition,
  type Guardian,
  type PlayerPlace,
} from '#forms/definition'
import { propOf } from '#forms/fields'
import { formTypeList } from '#forms/registry'

/**
 * What a type's definition declares (its guardian, purged fields, player
 * place) resolved to its detail table's columns, read from the booted
 * detail model: services build their SQL from these answers, never from a
 * table or column name of their own. A declaration naming something the
 * model lacks is a definition error and throws.
 */

/** The detail column of one of the detail model's attributes. */
export async function attributeColumn(definition: FormTypeDefinition, attribute: string) {
  const Detail = await detailModel(definition)
  const column = Detail.$keys.attributesToColumns.get(attribute)
  if (!column) throw new Error(`${definition.slug}: the detail model has no "${attribute}"`)
  return column
}

/** The attribute one of the type's detail fields is stored in, by the field's name. */
export function detailAttribute(definition: FormTypeDefinition, fieldName: string) {
  const field = fieldsOf(definition).find((spec) => spec.name === fieldName && spec.on === 'detail')
  if (!field) throw new Error(`${definition.slug}: no detail field "${fieldName}"`)
  return propOf(field)
}

/** The detail column of one of the type's detail fields, by the field's name. */
export function fieldColumn(definition: FormTypeDefinition, fieldName: string) {
  return attributeColumn(definition, detailAttribute(definition, fieldName))
}

export type GuardianColumns = Record<keyof Guardian, string>

/** The types that name a minor's guardian, each with its table and the guardian's columns. */
export async function guardianTables() {
  const found: { definition: FormTypeDefinition; table: string; columns: GuardianColumns }[] = []
  for (const definition of formTypeList()) {
    if (!definition.guardian) continue
    const columns = {} as GuardianColumns
    for (const [key, fieldName] of Object.entries(definition.guardian)) {
      columns[key as keyof Guardian] = await fieldColumn(definition, fieldName)
    }
    found.push({ definition, table: definition.detailTable, columns })
  }
  return found
}

/** The guardian's email in a detail row's values (by attribute), when the type names a guardian. */
export function guardianEmailIn(
  definition: FormTypeDefinition,
  detail: Record<string, unknown> | null | undefined
): string | null {
  if (!definition.guardian || !detail) return null
  const value = detail[detailAttribute(definition, definition.guardian.email)]
  return typeof value === 'string' ? value : null
}

/** The types whose requests take a place among a player's, with their table and columns. */
export async function playerPlaceTables() {
  const found: {
    definition: FormTypeDefinition
    place: PlayerPlace
    table: string
    columns: { player: string; food: string; dayPass: string | null }
  }[] = []
  for (const definition of formTypeList()) {
    const place = definition.playerPlace
    if (!place) continue
    found.push({
      definition,
      place,
      table: definition.detailTable,
      columns: {
        player: await attributeColumn(definition, place.player),
        food: await attributeColumn(definition, place.food),
        dayPass: place.dayPass ? await attributeColumn(definition, place.dayPass) : null,
      },
    })
  }
  return found
}

/** Each detail table with the columns the retention purge blanks in it (types sharing a table merged). */
export async function purgedDetailColumns(): Promise<Map<string, string[]>> {
  const byTable = new Map<string, Set<string>>()
  for (const definition of formTypeList()) {
    for (const fieldName of definition.purgedFields ?? []) {
      const columns = byTable.get(definition.detailTable) ?? new Set<string>()
      columns.add(await fieldColumn(definition, fieldName))
      byTable.set(definition.detailTable, columns)
    }
  }
  return new Map([...byTable].map(([table, columns]) => [table, [...columns]]))
}

export type RosterColumns = {
  shift: string | null
  positions: string[]
  period: string | null
  languages: string[]
  licence: string | null
  previous: string | null
}

/** The types whose accepted requests are rostered, with their table and the columns of their facts. */
export async function rosterTables() {
  const found: { definition: FormTypeDefinition; table: string; columns: RosterColumns }[] = []
  for (const definition of formTypeList()) {
    const facts = definition.roster
    if (!facts) continue
    const one = (name: string | undefined) => (name ? fieldColumn(definition, name) : null)
    const many = (names: string[] | undefined) =>
      Promise.all((names ?? []).map((name) => fieldColumn(definition, name)))
    found.push({
      definition,
      table: definition.detailTable,
      columns: {
        shift: await one(facts.shift),
        positions: await many(facts.positions),
        period: await one(facts.period),
        languages: await many(facts.languages),
        licence: await one(facts.licence),
        previous: await one(facts.previous),
      },
    })
  }
  return found
}
