import type { SelectHTMLAttributes } from 'react'

type Props = SelectHTMLAttributes<HTMLSelectElement> & {
  name: string
  label: string
  options: { value: string | number; label: string }[]
  /** Label of an empty first option; omitted when a choice is required. */
  empty?: string
  error?: string
}

/** A labelled select with its error in red underneath, like TextField. */
export default function SelectField({
  name,
  label,
  options,
  empty,
  error,
  id = name,
  ...select
}: Props) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select
        id={id}
        name={name}
        className="field-input"
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...select}
      >
        {empty !== undefined && <option value="">{empty}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
