import { useT } from '~/hooks/use_t'
import { FilterSelect } from '~/components/list_filters'

export type OrganisationFilterProps = {
  /** The organisations of the list's tournament (its sport's current one). */
  options: { id: number; name: string }[]
  /** The address named an organisation that is not one of them: dropped, and said so. */
  ignored: boolean
}

/** The staff list's organisation filter: the requests one organisation entered. */
export default function OrganisationFilter({
  options,
  ignored,
  value,
  onChange,
}: OrganisationFilterProps & {
  value: number | undefined
  onChange: (organisation: number | undefined) => void
}) {
  const t = useT()
  if (options.length === 0 && !ignored) return null
  return (
    <div>
      {options.length > 0 && (
        <FilterSelect
          id="organisation"
          label={t('organisations.filter.label')}
          value={value === undefined ? '' : String(value)}
          onChange={(event) =>
            onChange(event.target.value ? Number(event.target.value) : undefined)
          }
          any={{ value: '', label: t('organisations.filter.any') }}
          options={options.map((option) => ({ value: option.id, label: option.name }))}
        />
      )}
      {ignored && (
        <p role="status" className="mt-1 text-sm text-amber-800">
          {t('organisations.filter.ignored')}
        </p>
      )}
    </div>
  )
}
