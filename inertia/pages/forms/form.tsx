import { Form, Link } from '@adonisjs/inertia/react'
import { useState, type FormEvent } from 'react'
import type { Data } from '@generated/data'
import { useT } from '~/hooks/use_t'
import { urlFor } from '~/client'
import PageTitle from '~/components/page_title'
import FieldInput from '~/components/public_form/field_input'
import TextField from '~/components/text_field'
import FlagRowsField from '~/components/staff_forms/flag_rows_field'
import { isVisible, type ClientField, type Option } from '~/components/public_form/types'

type Props = {
  type: string
  form: {
    slug: string
    sections: { title: string; fields: ClientField[] }[]
    options: Record<string, Option[]>
  }
  record: Data.FormRecord | null
  /** Create only: options a link chose in advance (e.g. the player from the guest links page). */
  preset: Record<string, string>
  kinds: string[]
  issued: boolean
  permissions: Option[]
}

/** Staff create and edit: the public form's fields (same rules) plus the credential. */
export default function StaffFormEditor({
  type,
  form,
  record,
  preset,
  kinds,
  issued,
  permissions,
}: Props) {
  const t = useT()
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      Object.entries(record?.values ?? preset).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string'
      )
    )
  )
  const title = record
    ? `${t('forms_admin.edit')} · ${record.name}`
    : issued
      ? t('systems.new_credential')
      : `${t('forms_admin.create')} · ${t(`form_types.${type}`)}`
  /** Files go with a POST: an edit reaches the PUT route through method spoofing (`_method`). */
  const action = record
    ? urlFor('staff_forms.update', { type, id: record.id }, { qs: { _method: 'PUT' } })
    : urlFor('staff_forms.store', { type })

  function track(event: FormEvent<HTMLFormElement>) {
    const target = event.target as HTMLInputElement
    setValues((current) => ({ ...current, [target.name]: target.value }))
  }

  return (
    <div className="max-w-3xl">
      <PageTitle title={title} />
      <p className="text-sm text-slate-600">
        <Link route="staff_forms.index" routeParams={{ type }} className="underline">
          {t(`form_types.${type}`)}
        </Link>
      </p>
      <h1 className="mb-4 text-2xl font-bold">{title}</h1>
      <Form
        action={action}
        method="post"
        noValidate
        onChange={track}
        options={{ preserveState: true }}
        className="flex flex-col gap-6"
      >
        {({ errors, hasErrors, processing }) => (
          <>
            {hasErrors && (
              <div
                role="alert"
                className="rounded-md border border-red-300 bg-red-50 p-4 font-medium text-red-800"
              >
                {t('forms.errors.general')}
              </div>
            )}
            {issued && (
              <p className="card text-slate-700">
                <input type="hidden" name="issued" value="1" />
                {t('systems.new_credential_help')}
              </p>
            )}
            {kinds.length > 0 && (
              <div className="card">
                <label htmlFor="kind" className="field-label">
                  {t('forms_admin.kind')}
                </label>
                <select id="kind" name="kind" className="field-input" defaultValue={kinds[0]}>
                  {kinds.map((kind) => (
                    <option key={kind} value={kind}>
                      {t(`options.accreditationKinds.${kind}`)}
                    </option>
                  ))}
                </select>
              </div>
            )}
            {form.sections.map((section) => (
              <fieldset key={section.title} className="card flex flex-col gap-4">
                <legend className="px-1 text-lg font-semibold">{t(section.title)}</legend>
                {section.fields
                  .filter((field) => isVisible(field, values))
                  .map((field) => (
                    <FieldInput
                      key={field.name}
                      field={
                        record && field.optionalOnEdit
                          ? { ...field, required: false, help: 'forms_admin.keep_file' }
                          : field
                      }
                      options={field.options ? (form.options[field.options] ?? []) : []}
                      error={(errors as Record<string, string>)[field.name]}
                      initial={record ? record.values[field.name] : preset[field.name]}
                    />
                  ))}
              </fieldset>
            ))}
            <fieldset className="card grid gap-4 sm:grid-cols-2">
              <legend className="px-1 text-lg font-semibold">{t('forms_admin.credential')}</legend>
              <div>
                <label htmlFor="permissionId" className="field-label">
                  {t('forms_admin.permission')}
                </label>
                <select
                  id="permissionId"
                  name="permissionId"
                  className="field-input"
                  defaultValue={record?.credential.permissionId ?? ''}
                >
                  <option value="">—</option>
                  {permissions.map((permission) => (
                    <option key={permission.value} value={permission.value}>
                      {permission.label}
                    </option>
                  ))}
                </select>
              </div>
              <TextField
                name="credits"
                type="number"
                inputMode="numeric"
                label={t('forms_admin.credits')}
                defaultValue={record?.credential.credits ?? '0'}
                error={(errors as Record<string, string>).credits}
              />
              <TextField
                name="amount"
                type="number"
                inputMode="numeric"
                label={t('forms_admin.amount_cents')}
                defaultValue={record?.credential.amount ?? '0'}
                error={(errors as Record<string, string>).amount}
              />
              <TextField
                name="color"
                type="text"
                label={t('forms_admin.color')}
                placeholder="#0f5132"
                defaultValue={record?.credential.color ?? ''}
                error={(errors as Record<string, string>).color}
              />
              <div className="sm:col-span-2">
                <FlagRowsField
                  name="customPermission"
                  legend={t('forms_admin.custom_permission')}
                  initial={record?.credential.customPermission ?? []}
                  errors={errors as Record<string, string>}
                />
              </div>
            </fieldset>
            <button type="submit" className="btn-primary self-start" disabled={processing}>
              {t('actions.save')}
            </button>
          </>
        )}
      </Form>
    </div>
  )
}
