import { DateTime } from 'luxon'
import type Form from '#models/form'
import type { FormTypeDefinition } from '#forms/definition'
import { fieldsOf } from '#forms/definition'
import { propOf } from '#forms/fields'

export type InputValue = string | string[]

/** A stored request as the form's inputs expect it (dates dd/mm/yyyy, yes/no as "true"/"false"). */
export function inputValues(
  definition: FormTypeDefinition,
  form: Form,
  detail: Record<string, unknown> | null
): Record<string, InputValue> {
  const values: Record<string, InputValue> = {}
  for (const field of fieldsOf(definition)) {
    if (field.on === 'none' || field.kind === 'photo' || field.kind === 'document') continue
    const source =
      field.on === 'form' ? (form as unknown as Record<string, unknown>) : (detail ?? {})
    const raw = source[propOf(field)]
    if (raw === null || raw === undefined) continue
    if (raw instanceof DateTime) values[field.name] = raw.toFormat('dd/LL/yyyy')
    else if (field.kind === 'multi') values[field.name] = safeList(raw)
    else values[field.name] = String(raw)
  }
  return values
}

function safeList(raw: unknown): string[] {
  try {
    const list: unknown = JSON.parse(String(raw))
    return Array.isArray(list) ? list.map(String) : []
  } catch {
    return []
  }
}
