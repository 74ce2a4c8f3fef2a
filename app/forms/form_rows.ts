import type { MultipartFile } from '@adonisjs/core/bodyparser'
import { DateTime } from 'luxon'
import type { FormTypeDefinition } from '#forms/definition'
import { fieldsOf } from '#forms/definition'
import { propOf, type FieldSpec } from '#forms/fields'
import { ID_OPTION_LISTS } from '#forms/option_lists'
import type { StoredFiles } from '#services/files/stored_files'

/** A value as its column wants it: dates as DateTime, lists as JSON, blanks as null. */
function columnValue(field: FieldSpec, value: unknown) {
  if (field.kind === 'accept') return value !== undefined
  if (field.kind === 'multi') return JSON.stringify(Array.isArray(value) ? value : [])
  if (value === undefined || value === '') return field.kind === 'yesno' ? false : null
  if (value instanceof Date) return DateTime.fromJSDate(value)
  /** Options that are database ids are stored as numbers (a string would read as a change). */
  if (field.options && ID_OPTION_LISTS.includes(field.options)) return Number(value)
  return value
}

function isFile(value: unknown): value is MultipartFile {
  return !!value && typeof value === 'object' && 'isMultipartFile' in value
}

/**
 * The forms row and the detail row for validated values, files stored on
 * the private disk. With `keepMissingFiles` (staff edits) a file field left
 * empty keeps the stored file.
 */
export async function rowsFromValues(
  definition: FormTypeDefinition,
  values: Record<string, unknown>,
  files: StoredFiles,
  year: number,
  { keepMissingFiles = false } = {}
) {
  const formRow: Record<string, unknown> = {}
  const detailRow: Record<string, unknown> = {}
  const folder = `forms/${year}/${definition.slug}`
  for (const field of fieldsOf(definition)) {
    if (field.on === 'none') continue
    const value = values[field.name]
    const row = field.on === 'form' ? formRow : detailRow
    if (isFile(value)) {
      row[propOf(field)] =
        field.kind === 'photo'
          ? await files.putPhoto(value, folder)
          : await files.putDocument(value, folder)
    } else if (!(keepMissingFiles && (field.kind === 'photo' || field.kind === 'document'))) {
      row[propOf(field)] = columnValue(field, value)
    }
  }
  return { formRow, detailRow }
}
