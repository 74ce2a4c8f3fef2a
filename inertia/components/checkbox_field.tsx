import type { InputHTMLAttributes } from 'react'

type Props = InputHTMLAttributes<HTMLInputElement> & { name: string; label: string; error?: string }

/** A checkbox with its label as a large tap target; sends "true" when ticked. */
export default function CheckboxField({ name, label, error, id = name, ...input }: Props) {
  return (
    <div>
      <label htmlFor={id} className="flex min-h-11 items-center gap-3 text-sm">
        <input id={id} name={name} type="checkbox" value="true" className="size-5" {...input} />
        {label}
      </label>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
