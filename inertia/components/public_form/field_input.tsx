import type { ComponentType } from 'react'
import type { FieldKind } from '#forms/field_kinds'
import { useT } from '~/hooks/use_t'
import { describedBy } from './field_frame'
import PhotoField from './photo_field'
import DocumentField from './document_field'
import AcceptInput from './accept_input'
import { MultiInput, RadioInput, SelectInput, YesNoInput } from './choice_inputs'
import {
  DateInput,
  EmailInput,
  NumberInput,
  TelInput,
  TextareaInput,
  TextInput,
} from './text_inputs'
import { capitalize, type ClientField, type KindInputProps, type Option } from './types'

function PhotoInput({ field, frame }: KindInputProps) {
  return <PhotoField {...frame} name={field.name} />
}

function DocumentInput({ field, frame }: KindInputProps) {
  return <DocumentField {...frame} name={field.name} />
}

/** The input of each field kind: a kind without one fails typecheck. */
const KIND_INPUTS: Record<FieldKind, ComponentType<KindInputProps>> = {
  text: TextInput,
  email: EmailInput,
  tel: TelInput,
  date: DateInput,
  number: NumberInput,
  textarea: TextareaInput,
  select: SelectInput,
  radio: RadioInput,
  yesno: YesNoInput,
  accept: AcceptInput,
  multi: MultiInput,
  photo: PhotoInput,
  document: DocumentInput,
}

type Props = {
  field: ClientField
  options: Option[]
  error?: string
  /** The stored value when staff edit a request. */
  initial?: string | string[]
}

/** One field of a public form, drawn by its kind's input. */
export default function FieldInput({ field, options, error, initial }: Props) {
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
  const Input = KIND_INPUTS[field.kind]
  return <Input field={field} options={options} initial={initial} frame={frame} aria={aria} />
}
