import type { FormTypeDefinition } from '#forms/definition'
import { fieldsOf } from '#forms/definition'
import { propOf } from '#forms/fields'
import { kindOf } from '#forms/kinds/index'
import type { FileStore } from '#forms/kinds/kind'

/**
 * The forms row and the detail row for validated values, each as its
 * field's kind stores it (files on the private disk). With
 * `keepMissingFiles` (staff edits) a file field left empty keeps the stored file;
 * with `only`, just those fields (an applicant's answer to requested changes).
 */
export async function rowsFromValues(
  definition: FormTypeDefinition,
  values: Record<string, unknown>,
  files: FileStore,
  year: number,
  { keepMissingFiles = false, only }: { keepMissingFiles?: boolean; only?: string[] } = {}
) {
  const formRow: Record<string, unknown> = {}
  const detailRow: Record<string, unknown> = {}
  const context = { files, folder: `forms/${year}/${definition.slug}`, keepMissingFiles }
  for (const field of fieldsOf(definition)) {
    if (field.on === 'none' || (only && !only.includes(field.name))) continue
    const stored = await kindOf(field).columnValue(field, values[field.name], context)
    if (stored === undefined) continue
    const row = field.on === 'form' ? formRow : detailRow
    row[propOf(field)] = stored
  }
  return { formRow, detailRow }
}
