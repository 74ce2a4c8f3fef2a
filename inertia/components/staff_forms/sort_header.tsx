import { Link } from '@adonisjs/inertia/react'
import { useT } from '~/hooks/use_t'
import { listQuery, type ListFilters } from '~/components/staff_forms/list_query'

type Props = { type: string; column: string; filters: ListFilters; only: string[] }

/** A column header of a staff list that sorts by it, and sorts the other way when sorted already. */
export default function SortHeader({ type, column, filters, only }: Props) {
  const t = useT()
  const active = filters.sort === column
  const descending = active && filters.direction === 'desc'
  const direction = active && filters.direction !== 'desc' ? 'desc' : 'asc'
  return (
    <th
      className="px-3 py-2"
      aria-sort={active ? (descending ? 'descending' : 'ascending') : undefined}
    >
      <Link
        route="staff_forms.index"
        routeParams={{ type }}
        qs={listQuery({ ...filters, sort: column, direction, page: 1 })}
        only={only}
        className="inline-flex items-center gap-1 hover:underline"
      >
        {t(`forms_admin.columns.${column}`)}
        {active && <span aria-hidden="true">{descending ? '▼' : '▲'}</span>}
        {active && (
          <span className="sr-only">
            {t(descending ? 'forms_admin.sorted_desc' : 'forms_admin.sorted_asc')}
          </span>
        )}
      </Link>
    </th>
  )
}
