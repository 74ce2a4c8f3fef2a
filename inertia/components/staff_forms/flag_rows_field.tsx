import { useState } from 'react'
import { useT } from '~/hooks/use_t'
import TextField from '~/components/text_field'

export type FlagRow = { key: string; value: string }

type Props = {
  /** Request field name: rows are sent as name[i][key] and name[i][value]. */
  name: string
  legend: string
  initial: FlagRow[]
  /** Rows shown when there is nothing yet (a template starts with one). */
  blank?: FlagRow[]
  errors: Record<string, string | undefined>
}

/** Zone flags as rows: 1 grants, 0 denies, anything else is a value (a stand, a gate). */
export default function FlagRowsField({ name, legend, initial, blank = [], errors }: Props) {
  const t = useT()
  const [rows, setRows] = useState<FlagRow[]>(initial.length ? initial : blank)
  return (
    <fieldset>
      <legend className="field-label">{legend}</legend>
      <p className="mb-2 text-sm text-slate-600">{t('permissions.flags_help')}</p>
      {rows.map((row, index) => (
        <div key={index} className="mb-2 grid grid-cols-[1fr_8rem_auto] items-end gap-2">
          <TextField
            name={`${name}[${index}][key]`}
            id={`${name}-key-${index}`}
            label={t('permissions.fields.zone')}
            defaultValue={row.key}
            required
            error={errors[`${name}.${index}.key`]}
          />
          <TextField
            name={`${name}[${index}][value]`}
            id={`${name}-value-${index}`}
            label={t('permissions.fields.value')}
            defaultValue={row.value}
            error={errors[`${name}.${index}.value`]}
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
      {errors[name] && <p className="field-error">{errors[name]}</p>}
      <button
        type="button"
        className="min-h-11 rounded border border-slate-300 px-3"
        onClick={() => setRows([...rows, { key: '', value: '1' }])}
      >
        {t('permissions.add_flag')}
      </button>
    </fieldset>
  )
}
