import { singleValue, type KindInputProps } from './types'

/** One checkbox to tick, its label beside it, sent as "true". */
export default function AcceptInput({ field, initial, frame, aria }: KindInputProps) {
  const { id, label, required, error } = frame
  return (
    <div>
      <label htmlFor={id} className="flex min-h-11 items-center gap-3">
        <input
          id={id}
          name={field.name}
          type="checkbox"
          value="true"
          defaultChecked={singleValue(initial) === 'true'}
          className="size-5 shrink-0"
          {...aria}
        />
        <span>
          {label}
          {required && <span className="text-red-700"> *</span>}
        </span>
      </label>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  )
}
