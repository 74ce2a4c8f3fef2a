import { useState } from 'react'
import { Form } from '@adonisjs/inertia/react'
import { useT } from '~/hooks/use_t'
import PageTitle from '~/components/page_title'
import TextField from '~/components/text_field'

type Flag = { key: string; value: string }
type Props = { permission: { id: number; name: string; flags: Flag[] } | null }

/** A template's name and its zone flags: 1 grants, 0 denies, anything else is a value. */
export default function PermissionForm({ permission }: Props) {
  const t = useT()
  const [rows, setRows] = useState<Flag[]>(permission?.flags.length ? permission.flags : [{ key: '', value: '1' }])
  const title = permission ? t('permissions.edit') : t('permissions.create')

  const fields = (errors: Record<string, string | undefined>) => (
    <>
      <TextField name="name" label={t('permissions.fields.name')} defaultValue={permission?.name} required error={errors.name} />
      <fieldset>
        <legend className="field-label">{t('permissions.fields.flags')}</legend>
        <p className="mb-2 text-sm text-slate-600">{t('permissions.flags_help')}</p>
        {rows.map((row, index) => (
          <div key={index} className="mb-2 grid grid-cols-[1fr_8rem_auto] items-end gap-2">
            <TextField
              name={`flags[${index}][key]`}
              id={`flag-key-${index}`}
              label={t('permissions.fields.zone')}
              defaultValue={row.key}
              required
              error={errors[`flags.${index}.key`]}
            />
            <TextField
              name={`flags[${index}][value]`}
              id={`flag-value-${index}`}
              label={t('permissions.fields.value')}
              defaultValue={row.value}
              error={errors[`flags.${index}.value`]}
            />
            <button
              type="button"
              className="min-h-11 rounded border border-slate-300 px-3"
              onClick={() => setRows(rows.filter((_, position) => position !== index))}
            >
              {t('actions.remove')}
            </button>
          </div>
        ))}
        {errors.flags && <p className="field-error">{errors.flags}</p>}
        <button
          type="button"
          className="min-h-11 rounded border border-slate-300 px-3"
          onClick={() => setRows([...rows, { key: '', value: '1' }])}
        >
          {t('permissions.add_flag')}
        </button>
      </fieldset>
    </>
  )

  return (
    <div className="max-w-2xl">
      <PageTitle title={title} />
      <h1 className="mb-4 text-2xl font-bold">{title}</h1>
      {permission ? (
        <Form route="permissions.update" routeParams={{ id: permission.id }} className="card flex flex-col gap-5">
          {({ errors, processing }) => (
            <>
              {fields(errors)}
              <button type="submit" className="btn-primary self-start" disabled={processing}>
                {t('actions.save')}
              </button>
            </>
          )}
        </Form>
      ) : (
        <Form route="permissions.store" className="card flex flex-col gap-5">
          {({ errors, processing }) => (
            <>
              {fields(errors)}
              <button type="submit" className="btn-primary self-start" disabled={processing}>
                {t('actions.save')}
              </button>
            </>
          )}
        </Form>
      )}
    </div>
  )
}
