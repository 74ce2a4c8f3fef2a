import type { I18n } from '@adonisjs/i18n'
import { DateTime } from 'luxon'
import type Form from '#models/form'
import type { FormTypeDefinition } from '#forms/definition'
import { fieldsOf } from '#forms/definition'
import { propOf, type FieldSpec } from '#forms/fields'
import type { OptionLists } from '#forms/option_lists'

export type DisplayedField = { name: string; label: string; value: string; file?: string | null }

function shown(field: FieldSpec, raw: unknown, lists: OptionLists, i18n: I18n): string {
  if (raw === null || raw === undefined || raw === '') return ''
  if (field.kind === 'yesno' || field.kind === 'accept')
    return i18n.t(raw ? 'forms.yes' : 'forms.no')
  if (raw instanceof DateTime) return raw.toISODate() ?? ''
  const label = (value: unknown) =>
    field.options
      ? (lists[field.options]?.find((option) => option.value === String(value))?.label ??
        String(value))
      : String(value)
  if (field.kind === 'multi') {
    try {
      return (JSON.parse(String(raw)) as unknown[]).map(label).join(', ')
    } catch {
      return String(raw)
    }
  }
  return label(raw)
}

/** Every field of a request with its label and shown value, files as preview keys. */
export function displayFields(
  definition: FormTypeDefinition,
  form: Form,
  detail: Record<string, unknown> | null,
  lists: OptionLists,
  i18n: I18n
): DisplayedField[] {
  return fieldsOf(definition)
    .filter((field) => field.on !== 'none')
    .map((field) => {
      const source =
        field.on === 'form' ? (form as unknown as Record<string, unknown>) : (detail ?? {})
      const raw = source[propOf(field)]
      const label = i18n.t(`validator.shared.fields.${field.name}`)
      if (field.kind === 'photo' || field.kind === 'document') {
        return { name: field.name, label, value: '', file: (raw as string | null) ?? null }
      }
      return { name: field.name, label, value: shown(field, raw, lists, i18n) }
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
