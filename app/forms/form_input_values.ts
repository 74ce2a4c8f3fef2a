import type Form from '#models/form'
import type { FormTypeDefinition } from '#forms/definition'
import { fieldsOf } from '#forms/definition'
import { propOf } from '#forms/fields'
import { kindOf } from '#forms/kinds/index'
import type { InputValue } from '#forms/kinds/kind'

/** A stored request as the form's inputs expect it, each value as its field's kind edits it. */
export function inputValues(
  definition: FormTypeDefinition,
  form: Form,
  detail: Record<string, unknown> | null
): Record<string, InputValue> {
  const values: Record<string, InputValue> = {}
  for (const field of fieldsOf(definition)) {
    if (field.on === 'none') continue
    const source =
      field.on === 'form' ? (form as unknown as Record<string, unknown>) : (detail ?? {})
    const stored = source[propOf(field)]
    if (stored === null || stored === undefined) continue
    const value = kindOf(field).inputValue(field, stored)
    if (value !== undefined) values[field.name] = value
  }
  return values
}
