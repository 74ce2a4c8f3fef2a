import type { FormEvent } from 'react'
import { useT } from '~/hooks/use_t'
import FieldFrame, { describedBy } from './field_frame'
import PhotoField from './photo_field'
import DocumentField from './document_field'
import { capitalize, type ClientField, type Option } from './types'
import { withDateSeparators } from './date_typing'

/** Inserts the date's separators as digits are typed (keeps the caret at the end). */
function addDateSeparators(event: FormEvent<HTMLInputElement>) {
  const input = event.currentTarget
  const shown = withDateSeparators(input.value)
  if (shown !== input.value) input.value = shown
}

type Props = {
  field: ClientField
  options: Option[]
  error?: string
  /** The stored value when staff edit a request. */
  initial?: string | string[]
}

const INPUT_TYPES: Partial<Record<ClientField['kind'], string>> = {
  text: 'text',
  email: 'email',
  tel: 'tel',
  number: 'number',
  date: 'text',
}

/** One field of a public form, drawn from its spec. */
export default function FieldInput({ field, options, error, initial }: Props) {
  const value = typeof initial === 'string' ? initial : undefined
  const t = useT()
  const id = `field-${field.name}`
  const label = capitalize(t(`validator.shared.fields.${field.name}`))
  const help = field.help ? t(field.help) : undefined
  const aria = {
    'aria-invalid': error ? ('true' as const) : undefined,
    'aria-describedby': describedBy(id, help, error),
    'aria-required': field.required || undefined,
  }
  const frame = { id, label, required: field.required, help, error }

  switch (field.kind) {
    case 'photo':
      return <PhotoField {...frame} name={field.name} />
    case 'document':
      return <DocumentField {...frame} name={field.name} />
    case 'textarea':
      return (
        <FieldFrame {...frame}>
          <textarea
            id={id}
            name={field.name}
            defaultValue={value}
            rows={3}
            maxLength={field.maxLength}
            className="field-input"
            {...aria}
          />
        </FieldFrame>
      )
    case 'select':
      return (
        <FieldFrame {...frame}>
          <select
            id={id}
            name={field.name}
            defaultValue={value ?? field.defaultValue ?? ''}
            className="field-input"
            {...aria}
          >
            <option value="">{t('forms.choose')}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </FieldFrame>
      )
    case 'radio':
    case 'yesno': {
      const choices =
        field.kind === 'yesno'
          ? [
              { value: 'true', label: t('forms.yes') },
              { value: 'false', label: t('forms.no') },
            ]
          : options
      return (
        <FieldFrame {...frame} group>
          <div className="flex flex-wrap gap-x-6">
            {choices.map((choice) => (
              <label key={choice.value} className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name={field.name}
                  value={choice.value}
                  defaultChecked={(value ?? field.defaultValue) === choice.value}
                  className="size-5"
                  aria-invalid={aria['aria-invalid']}
                />
                {choice.label}
              </label>
            ))}
          </div>
        </FieldFrame>
      )
    }
    case 'multi':
      return (
        <FieldFrame {...frame} group>
          <div className="grid grid-cols-2 sm:grid-cols-3">
            {options.map((option) => (
              <label key={option.value} className="flex min-h-11 items-center gap-2">
                <input
                  type="checkbox"
                  name={`${field.name}[]`}
                  value={option.value}
                  defaultChecked={Array.isArray(initial) && initial.includes(option.value)}
                  className="size-5"
                />
                {option.label}
              </label>
            ))}
          </div>
        </FieldFrame>
      )
    case 'accept':
      return (
        <div>
          <label htmlFor={id} className="flex min-h-11 items-center gap-3">
            <input
              id={id}
              name={field.name}
              type="checkbox"
              value="true"
              defaultChecked={value === 'true'}
              className="size-5 shrink-0"
              {...aria}
            />
            <span>
              {label}
              {field.required && <span className="text-red-700"> *</span>}
            </span>
          </label>
          {error && (
            <p id={`${id}-error`} className="field-error">
              {error}
            </p>
          )}
        </div>
      )
    default:
      return (
        <FieldFrame {...frame}>
          <input
            id={id}
            name={field.name}
            type={INPUT_TYPES[field.kind] ?? 'text'}
            maxLength={field.maxLength}
            min={field.min}
            max={field.max}
            defaultValue={value}
            autoComplete={field.autocomplete}
            inputMode={field.kind === 'date' || field.kind === 'number' ? 'numeric' : undefined}
            placeholder={field.kind === 'date' ? t('forms.date_placeholder') : undefined}
            onInput={field.kind === 'date' ? addDateSeparators : undefined}
            className="field-input"
            {...aria}
          />
        </FieldFrame>
      )
  }
}
