import type { I18n } from '@adonisjs/i18n'
import type Form from '#models/form'
import type { FormTypeDefinition } from '#forms/definition'
import { fieldsOf } from '#forms/definition'
import { propOf } from '#forms/fields'
import { kindOf } from '#forms/kinds/index'
import type { DisplayValue } from '#forms/kinds/kind'
import type { OptionLists } from '#forms/option_lists'

export type DisplayedField = { name: string; label: string } & DisplayValue

/** Every field of a request with its label and the value its kind shows (files as preview keys). */
export function displayFields(
  definition: FormTypeDefinition,
  form: Form,
  detail: Record<string, unknown> | null,
  lists: OptionLists,
  i18n: I18n
): DisplayedField[] {
  const context = { lists, i18n }
  return fieldsOf(definition)
    .filter((field) => field.on !== 'none')
    .map((field) => {
      const source =
        field.on === 'form' ? (form as unknown as Record<string, unknown>) : (detail ?? {})
      const label = i18n.t(`validator.shared.fields.${field.name}`)
      const shown = kindOf(field).displayValue(field, source[propOf(field)], context)
      return { name: field.name, label, ...shown }
    })
}

/** The accreditation group of a request's detail (its `kind`), translated; null when none. */
export function accreditationGroup(detail: Record<string, unknown> | null, i18n: I18n) {
  const kind = detail?.kind
  return typeof kind === 'string' && kind ? i18n.t(`options.accreditationKinds.${kind}`) : null
}

/**
 * The label of a stored property an edit changed (the history's "changed"):
 * the field asking for it, or a staff field; an unknown name shows as itself.
 */
export function changedFieldLabel(definition: FormTypeDefinition, prop: string, i18n: I18n) {
  const field = fieldsOf(definition).find((candidate) => propOf(candidate) === prop)
  const key = `validator.shared.fields.${field?.name ?? prop}`
  return i18n.hasMessage(key) ? i18n.t(key) : prop
}
