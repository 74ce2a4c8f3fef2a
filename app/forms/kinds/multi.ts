import vine from '@vinejs/vine'
import type { FieldSpec } from '#forms/fields'
import { isBlank } from '#forms/kinds/blank'
import { optionCell, optionLabel } from '#forms/kinds/choice'
import { optionsOf } from '#forms/kinds/form_meta'
import type { FieldKindBehaviour } from '#forms/kinds/kind'

/** Different options of the list, at most `maxItems`, at least one when required. */
function multiRule(field: FieldSpec) {
  let rule = vine.array(vine.enum(optionsOf(field.options!))).distinct()
  if (field.maxItems) rule = rule.maxLength(field.maxItems)
  return field.required ? rule.minLength(1) : rule
}

/** The stored JSON list's values; anything unreadable is no choice. */
function storedValues(stored: unknown): string[] {
  try {
    const list: unknown = JSON.parse(String(stored))
    return Array.isArray(list) ? list.map(String) : []
  } catch {
    return []
  }
}

/** The chosen options' labels, comma-separated; an unreadable list shows as it is stored. */
function joinedLabels(stored: unknown, label: (value: unknown) => string) {
  try {
    return (JSON.parse(String(stored)) as unknown[]).map(label).join(', ')
  } catch {
    return String(stored)
  }
}

/** Several options of the field's list (checkboxes), stored as a JSON list of their values. */
export const multiKind: FieldKindBehaviour = {
  rule: multiRule,
  example: (field, { options }) => options[field.options!]?.slice(0, 1),
  columnValue: (_field, value) => JSON.stringify(Array.isArray(value) ? value : []),
  inputValue: (_field, stored) => storedValues(stored),
  displayValue: (field, stored, { lists }) => ({
    value: isBlank(stored) ? '' : joinedLabels(stored, (value) => optionLabel(field, value, lists)),
  }),
  export: {
    width: 18,
    cell: (field, stored, labels) =>
      isBlank(stored) ? null : joinedLabels(stored, (value) => optionCell(field, value, labels)),
  },
}
