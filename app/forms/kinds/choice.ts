import vine from '@vinejs/vine'
import type { FieldSpec } from '#forms/fields'
import { ID_OPTION_LISTS, type OptionLists } from '#forms/option_lists'
import { isBlank, isUnanswered } from '#forms/kinds/blank'
import { optionsOf } from '#forms/kinds/form_meta'
import type { FieldKindBehaviour, OptionLabels } from '#forms/kinds/kind'

/** A second choice may not repeat the first (golf volunteers: two different roles at most). */
const differentFromRule = vine.createRule((value, other: { field: string }, field) => {
  if (value !== undefined && value === field.parent[other.field]) {
    field.report('Choose a different option', 'differentFrom', field)
  }
})

/** Days are ISO strings (tournament days): their text order is their date order. */
const notBeforeRule = vine.createRule((value, other: { field: string }, field) => {
  const first = field.parent[other.field]
  if (typeof value === 'string' && typeof first === 'string' && value < first) {
    field.report('The last day cannot come before the first day', 'notBefore', field)
  }
})

/** An option's label in the page's lists; a value no longer listed shows as itself. */
export function optionLabel(field: FieldSpec, value: unknown, lists: OptionLists) {
  if (!field.options) return String(value)
  return (
    lists[field.options]?.find((option) => option.value === String(value))?.label ?? String(value)
  )
}

/** An option's label for an export cell; a value no longer listed shows as itself. */
export function optionCell(field: FieldSpec, value: unknown, labels: OptionLabels) {
  const list = field.options ? labels.get(field.options) : undefined
  return list?.get(String(value)) ?? String(value)
}

/**
 * One option of the field's list (select, radio): stored as its value,
 * database ids as numbers; shown and exported as its label.
 */
export const choiceKind: FieldKindBehaviour = {
  rule: (field) => {
    const rule = vine.enum(optionsOf(field.options!))
    if (field.differentFrom) return rule.use(differentFromRule({ field: field.differentFrom }))
    if (field.notBefore) return rule.use(notBeforeRule({ field: field.notBefore }))
    return rule
  },
  /** The list's first value; a second choice that must differ takes the second. */
  example: (field, { options }) => options[field.options!]?.[field.differentFrom ? 1 : 0],
  columnValue: (field, value) => {
    if (isUnanswered(value)) return null
    /** A string id would read as a change of the stored number. */
    return field.options && ID_OPTION_LISTS.includes(field.options) ? Number(value) : value
  },
  inputValue: (_field, stored) => String(stored),
  displayValue: (field, stored, { lists }) => ({
    value: isBlank(stored) ? '' : optionLabel(field, stored, lists),
  }),
  export: {
    width: 18,
    cell: (field, stored, labels) => (isBlank(stored) ? null : optionCell(field, stored, labels)),
  },
}
