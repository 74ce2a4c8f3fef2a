import type { FieldKind } from '#forms/field_kinds'

/** The field spec as the server sends it (app/forms/fields.ts, without storage details). */
export type ClientField = {
  name: string
  kind: FieldKind
  required?: boolean
  whenYes?: string
  whenNo?: string
  unlessFilled?: string
  options?: string
  maxLength?: number
  min?: number
  max?: number
  maxItems?: number
  alphanumeric?: boolean
  help?: string
  autocomplete?: string
  defaultValue?: string
  /** Staff forms: an edit may leave it empty and the stored value (a file) stays. */
  optionalOnEdit?: boolean
}

export type Option = { value: string; label: string }

/** What FieldInput hands the input of each kind. */
export type KindInputProps = {
  field: ClientField
  options: Option[]
  /** The stored value when staff edit a request (a checkbox list's are several). */
  initial?: string | string[]
  /** The label, help and error around the control. */
  frame: { id: string; label: string; required?: boolean; help?: string; error?: string }
  aria: {
    'aria-invalid'?: 'true'
    'aria-describedby'?: string
    'aria-required'?: true
  }
}

/** The stored value of a single-valued input; a list is none. */
export function singleValue(initial?: string | string[]) {
  return typeof initial === 'string' ? initial : undefined
}

/** A field is shown when its yes/no condition holds (or it has none). */
export function isVisible(field: ClientField, watched: Record<string, string>) {
  if (field.whenYes) return watched[field.whenYes] === 'true'
  if (field.whenNo) return watched[field.whenNo] === 'false'
  return true
}

/** Field names double as validation labels ("birth date"); on the page they start a sentence. */
/** The first letter in upper case, past opening marks: "¿has sido…?" → "¿Has sido…?". */
export function capitalize(text: string) {
  return text.replace(/\p{L}/u, (letter) => letter.toLocaleUpperCase())
}
