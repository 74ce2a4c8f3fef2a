import { useState } from 'react'
import { useT } from '~/hooks/use_t'
import StaffRecordForm from '~/components/staff_record_form'
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
    <StaffRecordForm title={title} resource="permissions" record={permission} width="max-w-2xl">
      {fields}
    </StaffRecordForm>
  )
}
