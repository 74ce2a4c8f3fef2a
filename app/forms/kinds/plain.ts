import type { FieldSpec } from '#forms/fields'
import { isBlank, isUnanswered } from '#forms/kinds/blank'
import type { ExportCell, FieldKindBehaviour, FieldRule, ExampleContext } from '#forms/kinds/kind'

/** A typed value in an export cell: as its text. */
export function plainCell(stored: unknown): ExportCell {
  return isBlank(stored) ? null : String(stored)
}

/**
 * A kind whose value is stored, edited, shown and exported as it was typed
 * (text, email, phone, number): only its rule is its own. Typed by a
 * person unless said otherwise (a number is a year, not personal text).
 */
export function plainKind(
  rule: (field: FieldSpec) => FieldRule,
  example: (field: FieldSpec, context: ExampleContext) => string,
  { width = 18, typedByPerson = true } = {}
): FieldKindBehaviour {
  return {
    rule,
    typedByPerson,
    example,
    columnValue: (_field, value) => (isUnanswered(value) ? null : value),
    inputValue: (_field, stored) => String(stored),
    displayValue: (_field, stored) => ({ value: isBlank(stored) ? '' : String(stored) }),
    export: { width, cell: (_field, stored) => plainCell(stored) },
  }
}
