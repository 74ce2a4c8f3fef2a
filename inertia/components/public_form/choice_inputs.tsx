import { useT } from '~/hooks/use_t'
import FieldFrame from './field_frame'
import { singleValue, type KindInputProps, type Option } from './types'

export function SelectInput({ field, options, initial, frame, aria }: KindInputProps) {
  const t = useT()
  return (
    <FieldFrame {...frame}>
      <select
        id={frame.id}
        name={field.name}
        defaultValue={singleValue(initial) ?? field.defaultValue ?? ''}
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
}

/** One radio button per choice, in a fieldset. */
function RadioGroup({
  field,
  initial,
  frame,
  aria,
  choices,
}: KindInputProps & { choices: Option[] }) {
  const value = singleValue(initial) ?? field.defaultValue
  return (
    <FieldFrame {...frame} group>
      <div className="flex flex-wrap gap-x-6">
        {choices.map((choice) => (
          <label key={choice.value} className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name={field.name}
              value={choice.value}
              defaultChecked={value === choice.value}
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

export function RadioInput(props: KindInputProps) {
  return <RadioGroup {...props} choices={props.options} />
}

/** "Yes" and "no" radio buttons, sent as "true" and "false". */
export function YesNoInput(props: KindInputProps) {
  const t = useT()
  const choices = [
    { value: 'true', label: t('forms.yes') },
    { value: 'false', label: t('forms.no') },
  ]
  return <RadioGroup {...props} choices={choices} />
}

/** A checkbox per option; the chosen ones are sent as a list. */
export function MultiInput({ field, options, initial, frame }: KindInputProps) {
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
}
