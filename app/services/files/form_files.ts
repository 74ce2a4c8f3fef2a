import db from '@adonisjs/lucid/services/db'
import string from '@adonisjs/core/helpers/string'
import Form from '#models/form'
import { derivedFromRegistry, formTypeList } from '#forms/registry'
import { fieldsOf, detailModel } from '#forms/definition'
import { propOf, type FieldSpec } from '#forms/fields'
import { kindOf } from '#forms/kinds/index'

type FileColumns = { form: string[]; details: { table: string; column: string }[] }

/** A field the registry stores, with the table and column that hold it. */
export type StoredFieldColumn = {
  type: string
  field: FieldSpec
  table: string
  column: string
}

/**
 * Every stored field of every form type with its table and column, read
 * from the form-type registry and the models, so a rule about a kind of
 * field (files, identity text) covers a new field without touching it.
 */
export const storedFieldColumns = derivedFromRegistry(async () => {
  Form.boot()
  const columns: StoredFieldColumn[] = []
  for (const definition of formTypeList()) {
    const Detail = await detailModel(definition)
    for (const field of fieldsOf(definition)) {
      if (field.on === 'none') continue
      const model = field.on === 'form' ? Form : Detail
      const column =
        model.$keys.attributesToColumns.get(propOf(field)) ?? string.snakeCase(propOf(field))
      columns.push({ type: definition.slug, field, table: model.table, column })
    }
  }
  return columns
})

/**
 * Every column that holds a private file (the fields whose kind stores a
 * file, on the forms row or a detail table), so a new file field is
 * previewable, purged and exported without touching this module.
 */
export const fileColumns = derivedFromRegistry(async (): Promise<FileColumns> => {
  const form = new Set<string>()
  const details = new Map<string, { table: string; column: string }>()
  for (const { field, table, column } of await storedFieldColumns()) {
    if (!kindOf(field).storesFile) continue
    if (table === Form.table) form.add(column)
    else details.set(`${table}.${column}`, { table, column })
  }
  return { form: [...form], details: [...details.values()] }
})

/** The form a private file belongs to (a photo, a certificate, an experience or passport document). */
export async function formOwningFile(key: string): Promise<{ id: number; type: string } | null> {
  const columns = await fileColumns()
  const owner = await db
    .from('forms')
    .select('forms.id', 'forms.type')
    .where((query) => {
      for (const column of columns.form) query.orWhere(`forms.${column}`, key)
      for (const { table, column } of columns.details) {
        query.orWhereIn('forms.id', db.from(table).select('form_id').where(column, key))
      }
    })
    .first()
  return owner ?? null
}

export const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
}

/** The private files each of these requests holds, on its row and its detail rows. */
export async function filesOfForms(
  ids: number[]
): Promise<Map<number, { column: string; key: string }[]>> {
  const columns = await fileColumns()
  const byForm = new Map<number, { column: string; key: string }[]>()
  const add = (formId: number, column: string, key: unknown) => {
    if (typeof key !== 'string' || !key) return
    byForm.set(formId, [...(byForm.get(formId) ?? []), { column, key }])
  }
  if (ids.length === 0) return byForm
  const forms = await db
    .from('forms')
    .whereIn('id', ids)
    .select('id', ...columns.form)
  for (const row of forms) for (const column of columns.form) add(row.id, column, row[column])
  for (const { table, column } of columns.details) {
    const rows = await db
      .from(table)
      .whereIn('form_id', ids)
      .whereNotNull(column)
      .select('form_id', column)
    for (const row of rows) add(Number(row.form_id), column, row[column])
  }
  return byForm
}
