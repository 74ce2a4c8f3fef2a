import type { ReactNode } from 'react'
import { useT } from '~/hooks/use_t'

type Props = {
  id: string
  label: string
  required?: boolean
  help?: string
  error?: string
  /** Radio groups and checkbox lists are fieldsets with a legend instead of a label. */
  group?: boolean
  children: ReactNode
}

/** Label, control, help and the error in red under it: the same frame for every field. */
export default function FieldFrame({ id, label, required, help, error, group, children }: Props) {
  const t = useT()
  const caption = (
    <>
      {label}
      {required && (
        <span className="text-red-700" title={t('forms.required')}>
          {' '}
          *
        </span>
      )}
    </>
  )
  const notes = (
    <>
      {help && (
        <p id={`${id}-help`} className="mt-1 text-sm text-slate-600">
          {help}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </>
  )
  if (group) {
    return (
      <fieldset
        aria-describedby={
          [help && `${id}-help`, error && `${id}-error`].filter(Boolean).join(' ') || undefined
        }
      >
        <legend className="field-label">{caption}</legend>
        {children}
        {notes}
      </fieldset>
    )
  }
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {caption}
      </label>
      {children}
      {notes}
    </div>
  )
}

export function describedBy(id: string, help?: string, error?: string, ...more: string[]) {
  return (
    [help && `${id}-help`, error && `${id}-error`, ...more].filter(Boolean).join(' ') || undefined
  )
}
