import { fieldsOf, type FormTypeDefinition } from '#forms/definition'
import type { OptionLists } from '#forms/option_lists'
import { kindOf } from '#forms/kinds/index'

/**
 * Values a link may choose in advance on a staff create form (the guest
 * links page's "Add a guest" names the player): fields whose kind takes a preset, and only
 * a value among the field's options, so a query string cannot put anything
 * else in the form. The store still validates everything as usual.
 */
export function presetValues(
  definition: FormTypeDefinition,
  lists: OptionLists,
  query: Record<string, unknown>
): Record<string, string> {
  const preset: Record<string, string> = {}
  for (const field of fieldsOf(definition)) {
    const value = query[field.name]
    if (!kindOf(field).presetByLink || !field.options || typeof value !== 'string') continue
    if (lists[field.options]?.some((option) => option.value === value)) preset[field.name] = value
  }
  return preset
}
