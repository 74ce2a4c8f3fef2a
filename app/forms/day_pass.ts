import { detailModel, fieldsOf } from '#forms/definition'
import { formTypeList } from '#forms/registry'

/**
 * Where a type keeps a day pass: its detail table and the columns of the
 * yes/no and its first and last days. Derived from the definitions: a type
 * whose detail fields include `dayPass` with `datePermission` (and
 * `endPermission`) has day passes.
 */
export type DayPassSource = {
  type: string
  table: string
  dayPass: string
  from: string
  to: string
}

let sources: Promise<DayPassSource[]> | null = null

async function readSources(): Promise<DayPassSource[]> {
  const found: DayPassSource[] = []
  for (const definition of formTypeList()) {
    const names = new Set(
      fieldsOf(definition)
        .filter((field) => field.on === 'detail')
        .map((field) => field.name)
    )
    if (!names.has('dayPass') || !names.has('datePermission')) continue
    const Detail = await detailModel(definition)
    const column = (name: string) => Detail.$getColumn(name)?.columnName ?? name
    found.push({
      type: definition.slug,
      table: Detail.table,
      dayPass: column('dayPass'),
      from: column('datePermission'),
      to: names.has('endPermission') ? column('endPermission') : column('datePermission'),
    })
  }
  return found
}

/** The day-pass sources of every type, read once per process. */
export function dayPassSources(): Promise<DayPassSource[]> {
  sources ??= readSources()
  return sources
}
