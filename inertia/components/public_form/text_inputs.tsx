import type { FormEvent, HTMLAttributes } from 'react'
import { useT } from '~/hooks/use_t'
import FieldFrame from './field_frame'
import { singleValue, type KindInputProps } from './types'
import { withDateSeparators } from './date_typing'

/** Inserts the date's separators as digits are typed (keeps the caret at the end). */
function addDateSeparators(event: FormEvent<HTMLInputElement>) {
  const input = event.currentTarget
  const shown = withDateSeparators(input.value)
  if (shown !== input.value) input.value = shown
}

type LineOptions = {
  type: 'text' | 'email' | 'tel' | 'number'
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode']
  placeholder?: string
  onInput?: (event: FormEvent<HTMLInputElement>) => void
}

/** A one-line input in its frame. */
function LineInput({
  field,
  initial,
  frame,
  aria,
  type,
  inputMode,
  placeholder,
  onInput,
}: KindInputProps & LineOptions) {
  return (
    <FieldFrame {...frame}>
      <input
        id={frame.id}
        name={field.name}
        type={type}
        maxLength={field.maxLength}
        min={field.min}
        max={field.max}
        defaultValue={singleValue(initial)}
        autoComplete={field.autocomplete}
        inputMode={inputMode}
        placeholder={placeholder}
        onInput={onInput}
        className="field-input"
        {...aria}
      />
    </FieldFrame>
  )
}

export function TextInput(props: KindInputProps) {
  return <LineInput {...props} type="text" />
}

export function EmailInput(props: KindInputProps) {
  return <LineInput {...props} type="email" />
}

export function TelInput(props: KindInputProps) {
  return <LineInput {...props} type="tel" />
}

export function NumberInput(props: KindInputProps) {
  return <LineInput {...props} type="number" inputMode="numeric" />
}

/** Typed day first on a numeric keypad: the slashes are put in as the digits come. */
export function DateInput(props: KindInputProps) {
  const t = useT()
  return (
    <LineInput
      {...props}
      type="text"
      inputMode="numeric"
      placeholder={t('forms.date_placeholder')}
      onInput={addDateSeparators}
    />
  )
}

export function TextareaInput({ field, initial, frame, aria }: KindInputProps) {
  return (
    <FieldFrame {...frame}>
      <textarea
        id={frame.id}
        name={field.name}
        defaultValue={singleValue(initial)}
        rows={3}
        maxLength={field.maxLength}
        className="field-input"
        {...aria}
      />
    </FieldFrame>
  )
}
