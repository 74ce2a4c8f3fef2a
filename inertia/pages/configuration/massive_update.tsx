import type { Data } from '@generated/data'
import { router, usePage } from '@inertiajs/react'
import { useState, type ReactElement } from 'react'
import { useT } from '~/hooks/use_t'
import { urlFor } from '~/client'
import PageTitle from '~/components/page_title'

type Option = { value: string; label: string }
type Props = {
  categories: string[]
  permissions: Option[]
  preview: Data.MassiveUpdatePreview | null
}
type Changes = { permissionId: string; credits: string; amount: string; color: string }

const EMPTY: Changes = { permissionId: '', credits: '', amount: '', color: '' }

/** Only the values staff filled in are sent: an empty field keeps what each request has. */
function filled(changes: Changes) {
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== ''))
}

/** Configuration → Massive Update: preview the count, then apply. */
export default function MassiveUpdate({ categories, permissions, preview }: Props) {
  const t = useT()
  const errors = usePage().props.errors as Record<string, string>
  const [by, setBy] = useState<'category' | 'permission'>('category')
  const [category, setCategory] = useState(categories[0])
  const [source, setSource] = useState(permissions[0]?.value ?? '')
  const [changes, setChanges] = useState<Changes>(EMPTY)

  function send(previewOnly: boolean) {
    const scope = by === 'category' ? { category } : { sourcePermissionId: source }
    router.post(
      urlFor(by === 'category' ? 'massive_update.by_category' : 'massive_update.by_permission'),
      { ...scope, ...filled(changes), ...(previewOnly ? { preview: true } : {}) },
      { preserveState: true, preserveScroll: true }
    )
  }

  const field = (name: keyof Changes, label: string, input: ReactElement) => (
    <div>
      <label htmlFor={name} className="field-label">
        {label}
      </label>
      {input}
      {errors[name] && <p className="field-error">{errors[name]}</p>}
    </div>
  )
  const set = (name: keyof Changes) => (event: { target: { value: string } }) =>
    setChanges((current) => ({ ...current, [name]: event.target.value }))

  return (
    <div className="max-w-3xl">
      <PageTitle title={t('massive_update.title')} />
      <h1 className="mb-2 text-2xl font-bold">{t('massive_update.title')}</h1>
      <p className="mb-4 text-slate-600">{t('massive_update.help')}</p>
      <div className="card flex flex-col gap-4">
        <fieldset className="flex flex-wrap gap-6">
          <legend className="sr-only">{t('massive_update.title')}</legend>
          {(['category', 'permission'] as const).map((option) => (
            <label key={option} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="by"
                value={option}
                checked={by === option}
                onChange={() => setBy(option)}
                className="size-5"
              />
              {t(`massive_update.by_${option}`)}
            </label>
          ))}
        </fieldset>
        {by === 'category' ? (
          <div>
            <label htmlFor="category" className="field-label">
              {t('massive_update.category')}
            </label>
            <select
              id="category"
              value={category}
              onChange={(event) => setCategory(event.target.value)}
              className="field-input"
            >
              {categories.map((value) => (
                <option key={value} value={value}>
                  {t(`massive_update.categories.${value}`)}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <div>
            <label htmlFor="sourcePermissionId" className="field-label">
              {t('massive_update.source_permission')}
            </label>
            <select
              id="sourcePermissionId"
              value={source}
              onChange={(event) => setSource(event.target.value)}
              className="field-input"
            >
              {permissions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
            {errors.sourcePermissionId && (
              <p className="field-error">{errors.sourcePermissionId}</p>
            )}
          </div>
        )}
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="field-label">{t('massive_update.changes')}</legend>
          {field(
            'permissionId',
            t('forms_admin.permission'),
            <select
              id="permissionId"
              value={changes.permissionId}
              onChange={set('permissionId')}
              className="field-input"
            >
              <option value="">{t('massive_update.keep')}</option>
              {permissions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
          {field(
            'credits',
            t('forms_admin.credits'),
            <input
              id="credits"
              type="number"
              inputMode="numeric"
              value={changes.credits}
              onChange={set('credits')}
              placeholder={t('massive_update.keep')}
              className="field-input"
            />
          )}
          {field(
            'amount',
            t('forms_admin.amount_cents'),
            <input
              id="amount"
              type="number"
              inputMode="numeric"
              value={changes.amount}
              onChange={set('amount')}
              placeholder={t('massive_update.keep')}
              className="field-input"
            />
          )}
          {field(
            'color',
            t('forms_admin.color'),
            <input
              id="color"
              type="text"
              value={changes.color}
              onChange={set('color')}
              placeholder="#0f5132"
              className="field-input"
            />
          )}
        </fieldset>
        {preview && (
          <p role="status" className="rounded-md bg-sky-50 p-3 font-medium text-sky-900">
            {t('massive_update.preview_count', { count: preview.count })}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            onClick={() => send(true)}
            className="inline-flex min-h-11 items-center rounded-md border border-slate-300 bg-white px-5 font-semibold"
          >
            {t('massive_update.preview')}
          </button>
          <button type="button" onClick={() => send(false)} className="btn-primary">
            {t('massive_update.apply')}
          </button>
        </div>
      </div>
    </div>
  )
}
