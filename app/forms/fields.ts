import type { FieldKind } from '#forms/field_kinds'
import type { OptionListName } from '#forms/option_lists'

/**
 * How a field is asked for. One spec drives the server validator
 * (validation.ts), the page (inertia/pages/public/form.tsx) and, through its
 * kind (kinds/), how the value is stored, edited, shown and exported.
 */
export type FieldSpec = {
  /** Request field name, as the previous system spelled it (staff and exports rely on it); its label is validator.shared.fields.<name>. */
  name: string
  kind: FieldKind
  /** Where the value is stored: the common forms row or the type's detail row. */
  on: 'form' | 'detail' | 'none'
  /** Model property when it differs from the request name (idGender → gender). */
  prop?: string
  required?: boolean
  /** Required, and shown, only when this yes/no field is yes. */
  whenYes?: string
  /** Shown by its condition (whenYes/whenNo) but never required. */
  optional?: boolean
  /** Required, and shown, only when this yes/no field is no. */
  whenNo?: string
  /** Required only when this other field is empty (tutor email stands in for the email). */
  unlessFilled?: string
  options?: OptionListName
  maxLength?: number
  min?: number
  max?: number
  /** For multi: at most this many choices. */
  maxItems?: number
  /** A second choice that must differ from this field. */
  differentFrom?: string
  /** A day (ISO value) that must not come before this other field's day. */
  notBefore?: string
  /** Letters and digits only (document numbers, licences): no spaces or dashes. */
  alphanumeric?: boolean
  /** Must equal the tournament's year (licence validity). */
  tournamentYear?: boolean
  /** Translation key of a help text shown under the field. */
  help?: string
  autocomplete?: string
  /** Asked on staff screens only (the guest's player, which a public link fixes). */
  staffOnly?: boolean
  /** Value preselected on a new form. */
  defaultValue?: string
}

export type FormSection = {
  /** Translation key of the fieldset legend. */
  title: string
  fields: FieldSpec[]
}

export function propOf(field: FieldSpec) {
  return field.prop ?? field.name
}
