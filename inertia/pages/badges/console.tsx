import { Link } from '@adonisjs/inertia/react'
import { useState } from 'react'
import type { Data } from '@generated/data'
import { useT } from '~/hooks/use_t'
import { useSelection } from '~/hooks/use_selection'
import { urlFor } from '~/client'
import StaffListHeader from '~/components/staff_list_header'
import StaffTable from '~/components/staff_table'
import Pagination from '~/components/pagination'
import StateBadge from '~/components/staff_forms/state_badge'
import PrintMarkers from '~/components/staff_forms/print_markers'
import RfidAssignPanel from '~/components/staff_desk/rfid_assign_panel'
import ConsoleActions from '~/components/console/console_actions'
import { FilterBar, FilterSelect, SearchField } from '~/components/list_filters'

type Filters = {
  type: string
  state: string
  printed: string
  collected: string
  rfid: string
  gate: string
  search: string
  page: number
}
type Props = {
  filters: Filters
  formTypes: string[]
  gateFilters: string[]
  can: { print: boolean; rfid: boolean; edit: boolean; issue: boolean }
  /** The type staff issue credentials of from here (the registry says which). */
  issueType: string | null
  rows: Data.FormRow.Variants['forConsole'][]
  pagination: { currentPage: number; lastPage: number; total: number }
  rejectionReasons: { id: string; label: string }[]
  reprintReasons: string[]
  stations: { id: number; name: string }[]
}

/** The accreditation console: every credential of this year, its badge, tag and gate state. */
export default function SystemsIndex({
  filters,
  formTypes,
  gateFilters,
  can,
  issueType,
  rows,
  pagination,
  rejectionReasons,
  reprintReasons,
  stations,
}: Props) {
  const t = useT()
  const selection = useSelection(rows.map((row) => row.id))
  const [assigning, setAssigning] = useState(false)
  const query = Object.fromEntries(
    Object.entries(filters).filter(([key, value]) => key !== 'page' && value !== '')
  ) as Record<string, string>

  const select = (name: keyof Filters, options: { value: string; label: string }[]) => (
    <FilterSelect
      id={`filter-${name}`}
      name={name}
      label={t(`systems.filters.${name}`)}
      defaultValue={filters[name]}
      any={{ value: '', label: t('systems.filters.any') }}
      options={options}
    />
  )
  const yesNo = [
    { value: 'yes', label: t('systems.filters.yes') },
    { value: 'no', label: t('systems.filters.no') },
  ]

  return (
    <div>
      <StaffListHeader title={t('systems.title')}>
        {can.issue && issueType && (
          <Link
            route="staff_forms.create"
            routeParams={{ type: issueType }}
            qs={{ issued: '1' }}
            className="btn-primary"
          >
            {t('systems.new_credential')}
          </Link>
        )}
        {can.rfid && (
          <button
            type="button"
            className="btn-secondary"
            aria-pressed={assigning}
            onClick={() => setAssigning((on) => !on)}
          >
            {t('rfid.mode')}
          </button>
        )}
      </StaffListHeader>
      {assigning && <RfidAssignPanel />}
      <FilterBar action={urlFor('systems.index')} submit={t('systems.filters.submit')}>
        <SearchField
          label={t('systems.filters.search')}
          defaultValue={filters.search}
          className="min-w-56 grow"
        />
        {select(
          'type',
          formTypes.map((type) => ({ value: type, label: t(`form_types.${type}`) }))
        )}
        {select(
          'state',
          ['waiting', 'approved', 'rejected'].map((state) => ({
            value: state,
            label: t(`forms_admin.states.${state}`),
          }))
        )}
        {select('printed', yesNo)}
        {select('collected', yesNo)}
        {select('rfid', yesNo)}
        {select(
          'gate',
          gateFilters.map((gate) => ({ value: gate, label: t(`systems.gates.${gate}`) }))
        )}
      </FilterBar>
      <ConsoleActions
        selected={selection.selected}
        can={can}
        reasons={rejectionReasons}
        reprintReasons={reprintReasons}
        stations={stations}
        onDone={selection.clear}
      />
      <StaffTable
        head={
          <>
            <th className="px-3 py-2">
              <input
                type="checkbox"
                className="size-5"
                aria-label={t('systems.select_all')}
                checked={selection.allSelected}
                onChange={selection.toggleAll}
              />
            </th>
            {['name', 'type', 'code', 'state', 'credential', 'rfid', 'gate'].map((column) => (
              <th key={column} className="px-3 py-2">
                {t(`systems.columns.${column}`)}
              </th>
            ))}
          </>
        }
        empty={t('messages.empty_table')}
      >
        {rows.map((row) => (
          <tr key={row.id} className="border-t border-slate-100">
            <td className="px-3 py-2">
              <input
                type="checkbox"
                className="size-5"
                aria-label={t('systems.select', { name: `${row.name} ${row.lastName}` })}
                checked={selection.isSelected(row.id)}
                onChange={() => selection.toggle(row.id)}
              />
            </td>
            <td className="px-3 py-2">
              <Link
                route="staff_forms.show"
                routeParams={{ type: row.type, id: row.id }}
                className="font-medium underline"
              >
                {row.lastName}, {row.name}
              </Link>
              {row.document && <span className="block text-xs text-slate-500">{row.document}</span>}
            </td>
            <td className="px-3 py-2">{t(`form_types.${row.type}`)}</td>
            <td className="px-3 py-2 font-mono text-xs">{row.code}</td>
            <td className="px-3 py-2">
              <StateBadge state={row.state} />
            </td>
            <td className="px-3 py-2 text-xs">
              <PrintMarkers printed={row.printed} collected={row.collected} />
            </td>
            <td className="px-3 py-2 font-mono text-xs">{row.rfid ?? '—'}</td>
            <td className="px-3 py-2 text-xs">{t(`systems.gates.${row.gate ?? 'not_sent'}`)}</td>
          </tr>
        ))}
      </StaffTable>
      <Pagination
        currentPage={pagination.currentPage}
        lastPage={pagination.lastPage}
        route="systems.index"
        qs={(page) => ({ ...query, page: String(page) })}
      />
    </div>
  )
}
