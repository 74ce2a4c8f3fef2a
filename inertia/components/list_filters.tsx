import { Form } from '@adonisjs/inertia/react'
import type { ChangeEvent, FormEvent, ReactNode } from 'react'

/** A list's filter bar: a GET form back to the list, its fields, and the button that applies them. */
export function FilterBar({
  action,
  submit,
  children,
}: {
  action: string
  submit: string
  children: ReactNode
}) {
  return (
    <Form
      method="get"
      action={action}
      className="mb-4 flex flex-wrap items-end gap-3"
      role="search"
    >
      {children}
      <button type="submit" className="btn-primary">
        {submit}
      </button>
    </Form>
  )
}

/** The free-text search of a filter bar (named `search`, as every list reads it). */
export function SearchField({
  label,
  defaultValue,
  className = 'grow',
}: {
  label: string
  defaultValue: string | undefined
  className?: string
}) {
  return (
    <div className={className}>
      <label htmlFor="search" className="field-label">
        {label}
      </label>
      <input
        id="search"
        name="search"
        type="search"
        className="field-input"
        defaultValue={defaultValue}
      />
    </div>
  )
}

type Option = { value: string | number; label: string }

/**
 * A labelled filter choice: inside a FilterBar it is named and sent with the
 * form; outside one it answers each change through onChange.
 */
export function FilterSelect({
  id,
  name,
  label,
  options,
  any,
  defaultValue,
  value,
  onChange,
}: {
  id: string
  name?: string
  label: string
  options: Option[]
  /** The first choice, meaning "no filter". */
  any?: Option
  defaultValue?: string | number
  value?: string
  onChange?: (event: ChangeEvent<HTMLSelectElement>) => void
}) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select
        id={id}
        name={name}
        className="field-input"
        defaultValue={defaultValue}
        value={value}
        onChange={onChange}
      >
        {any && <option value={any.value}>{any.label}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}

/** A search box that runs its search in place (the value trimmed, empty as null). */
export function InlineSearch({
  label,
  placeholder,
  defaultValue,
  onSearch,
  className = 'flex gap-2',
}: {
  label: string
  placeholder?: string
  defaultValue: string | null | undefined
  onSearch: (search: string | null) => void
  className?: string
}) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    onSearch(String(new FormData(event.currentTarget).get('search') ?? '').trim() || null)
  }
  return (
    <form role="search" onSubmit={submit} className={className}>
      <label htmlFor="search" className="sr-only">
        {label}
      </label>
      <input
        id="search"
        name="search"
        type="search"
        defaultValue={defaultValue ?? ''}
        placeholder={placeholder}
        className="field-input w-64"
      />
      <button type="submit" className="btn-primary">
        {label}
      </button>
    </form>
  )
}
