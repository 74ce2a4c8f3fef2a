import type { Data } from '@generated/data'
import { router, usePage } from '@inertiajs/react'
import { useState } from 'react'
import { useT } from '~/hooks/use_t'
import { useFormatMoney } from '~/hooks/use_format'
import { urlFor } from '~/client'
import PageTitle from '~/components/page_title'

type Props = { categories: string[]; preview: Data.CreditGrantPreview | null }
type Values = {
  category: string
  search: string
  operation: 'give' | 'set'
  credits: string
  amount: string
}

const EMPTY: Values = { category: '', search: '', operation: 'give', credits: '', amount: '' }

/** Configuration → Amount and Credit: choose credentials, see who they are, then give or set. */
export default function CreditGrants({ categories, preview }: Props) {
  const t = useT()
  const money = useFormatMoney()
  const errors = usePage().props.errors as Record<string, string>
  const [values, setValues] = useState<Values>(EMPTY)
  const set = (name: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }))

  function send(previewOnly: boolean) {
    if (!previewOnly && !window.confirm(t('restaurant_config.credits.confirm'))) return
    const body = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''))
    router.post(
      urlFor('credit_grants.store'),
      { ...body, ...(previewOnly ? { preview: true } : {}) },
      {
        preserveState: true,
        preserveScroll: true,
      }
    )
  }

  const input = (name: keyof Values, label: string, props: Record<string, unknown> = {}) => (
    <div>
      <label htmlFor={name} className="field-label">
        {label}
      </label>
      <input
        id={name}
        name={name}
        className="field-input"
        value={values[name]}
        onChange={set(name)}
        {...props}
      />
      {errors[name] && <p className="field-error">{errors[name]}</p>}
    </div>
  )

  return (
    <div className="max-w-3xl">
      <PageTitle title={t('restaurant_config.credits.title')} />
      <h1 className="mb-2 text-2xl font-bold">{t('restaurant_config.credits.title')}</h1>
      <p className="mb-4 text-slate-600">{t('restaurant_config.credits.help')}</p>
      <div className="card flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor="category" className="field-label">
              {t('restaurant_config.credits.category')}
            </label>
            <select
              id="category"
              className="field-input"
              value={values.category}
              onChange={set('category')}
            >
              <option value="">{t('restaurant_config.credits.any_category')}</option>
              {categories.map((category) => (
                <option key={category} value={category}>
                  {t(`massive_update.categories.${category}`)}
                </option>
              ))}
            </select>
          </div>
          {input('search', t('restaurant_config.credits.search'), { type: 'search' })}
        </div>
        <fieldset className="flex flex-wrap gap-6">
          <legend className="field-label">{t('restaurant_config.credits.operation')}</legend>
          {(['give', 'set'] as const).map((operation) => (
            <label key={operation} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="operation"
                checked={values.operation === operation}
                onChange={() => setValues((current) => ({ ...current, operation }))}
                className="size-5"
              />
              {t(`restaurant_config.credits.operations.${operation}`)}
            </label>
          ))}
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          {input('credits', t('restaurant_config.credits.credits'), { inputMode: 'numeric' })}
          {input('amount', t('restaurant_config.credits.amount'), { inputMode: 'decimal' })}
        </div>
        <div className="flex flex-wrap gap-3">
          <button type="button" className="btn-secondary" onClick={() => send(true)}>
            {t('restaurant_config.credits.preview')}
          </button>
          <button type="button" className="btn-primary" onClick={() => send(false)}>
            {t('restaurant_config.credits.apply')}
          </button>
        </div>
        {preview && (
          <section aria-live="polite" className="rounded border border-slate-200 p-3">
            <p className="font-semibold">
              {t('restaurant_config.credits.preview_count', { count: preview.count })}
            </p>
            <ul className="mt-2 text-sm">
              {preview.first.map((form) => (
                <li key={form.id}>
                  {form.name} · {t(`massive_update.categories.${form.category}`)} ·{' '}
                  {t('restaurant_config.credits.balance', {
                    credits: form.credits,
                    amount: money(form.amount),
                  })}
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </div>
  )
}
