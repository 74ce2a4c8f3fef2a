import db from '@adonisjs/lucid/services/db'
import string from '@adonisjs/core/helpers/string'
import Form from '#models/form'
import { FORM_TYPES } from '#forms/registry'
import { fieldsOf } from '#forms/definition'
import { propOf } from '#forms/fields'

type FileColumns = { form: string[]; details: { table: string; column: string }[] }

let known: Promise<FileColumns> | undefined

/**
 * Every column that holds a private file, read from the form-type registry
 * (photo and document fields, on the forms row or a detail table), so a
 * new file field is previewable without touching this module.
 */
export function fileColumns(): Promise<FileColumns> {
  known ??= (async () => {
    Form.boot()
    const form = new Set<string>()
    const details = new Map<string, { table: string; column: string }>()
    for (const definition of Object.values(FORM_TYPES)) {
      const { default: Detail } = await definition.detail()
      /** A model knows its table and column names once booted. */
      Detail.boot()
      for (const field of fieldsOf(definition)) {
        if (field.kind !== 'photo' && field.kind !== 'document') continue
        const model = field.on === 'form' ? Form : Detail
        const column =
          model.$keys.attributesToColumns.get(propOf(field)) ?? string.snakeCase(propOf(field))
        if (field.on === 'form') form.add(column)
        else details.set(`${Detail.table}.${column}`, { table: Detail.table, column })
      }
    }
    return { form: [...form], details: [...details.values()] }
  })()
  return known
}

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
