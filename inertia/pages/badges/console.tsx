import { Form, Link } from '@adonisjs/inertia/react'
import { router } from '@inertiajs/react'
import { useState } from 'react'
import { useT } from '~/hooks/use_t'
import { urlFor } from '~/client'
import StaffListHeader from '~/components/staff_list_header'
import StaffTable from '~/components/staff_table'
import Pagination from '~/components/pagination'
import StateBadge from '~/components/staff_forms/state_badge'
import RfidAssignPanel from '~/components/staff_desk/rfid_assign_panel'
import { xsrfToken } from '~/components/staff_desk/desk_request'

type Row = {
  id: number
  type: string
  name: string
  lastName: string
  document: string | null
  code: string
  state: string
  rfid: string | null
  gate: string | null
  printed: boolean
  collected: boolean
}
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
  rows: Row[]
  pagination: { currentPage: number; lastPage: number; total: number }
}

/** The accreditation console: every credential of this year, its badge, tag and gate state. */
export default function SystemsIndex({
  filters,
  formTypes,
  gateFilters,
  can,
  rows,
  pagination,
}: Props) {
  const t = useT()
  const [selected, setSelected] = useState<number[]>([])
  const [message, setMessage] = useState<{ kind: 'error' | 'info'; text: string } | null>(null)
  const [printing, setPrinting] = useState(false)
  const [assigning, setAssigning] = useState(false)
  const query = Object.fromEntries(
    Object.entries(filters).filter(([key, value]) => key !== 'page' && value !== '')
  ) as Record<string, string>
  const toggle = (id: number) =>
    setSelected((current) =>
      current.includes(id) ? current.filter((item) => item !== id) : [...current, id]
    )
  const allShown = rows.length > 0 && rows.every((row) => selected.includes(row.id))

  function changeState(state: 'approved' | 'rejected') {
    router.post(
      urlFor('systems.state'),
      { ids: selected, state },
      { preserveScroll: true, onSuccess: () => setSelected([]) }
    )
  }

  /**
   * Printing is a POST (it logs each badge printed; the preview link logs
   * nothing), through fetch so a failure is said here and the list stays as it was.
   */
  async function print() {
    setPrinting(true)
    setMessage(null)
    try {
      const response = await fetch(urlFor('systems.print'), {
        method: 'POST',
        credentials: 'same-origin',
        headers: {
          'accept': 'application/pdf, application/json',
          'content-type': 'application/json',
          'x-xsrf-token': xsrfToken(),
        },
        body: JSON.stringify({ ids: selected }),
      })
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as { message?: string }
        setMessage({ kind: 'error', text: body.message ?? t('errors.generic') })
        return
      }
      const refused = decodeURIComponent(response.headers.get('x-not-valid-for-print-names') ?? '')
      window.open(URL.createObjectURL(await response.blob()), '_blank')
      setMessage(
        refused
          ? {
              kind: 'info',
              text: t('systems.not_valid_for_print', { names: refused }),
            }
          : null
      )
      setSelected([])
      router.reload({ only: ['rows'] })
    } catch {
      setMessage({ kind: 'error', text: t('systems.print_offline') })
    } finally {
      setPrinting(false)
    }
  }

  const select = (name: keyof Filters, options: { value: string; label: string }[]) => (
    <div>
      <label htmlFor={`filter-${name}`} className="field-label">
        {t(`systems.filters.${name}`)}
      </label>
      <select
        id={`filter-${name}`}
        name={name}
        className="field-input"
        defaultValue={filters[name]}
      >
        <option value="">{t('systems.filters.any')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
  const yesNo = [
    { value: 'yes', label: t('systems.filters.yes') },
    { value: 'no', label: t('systems.filters.no') },
  ]

  return (
    <div>
      <StaffListHeader title={t('systems.title')}>
        {can.issue && (
          <Link
            route="staff_forms.create"
            routeParams={{ type: 'accreditation' }}
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
      <Form
        method="get"
        action={urlFor('systems.index')}
        className="mb-4 flex flex-wrap items-end gap-3"
        role="search"
      >
        <div className="min-w-56 grow">
          <label htmlFor="search" className="field-label">
            {t('systems.filters.search')}
          </label>
          <input
            id="search"
            name="search"
            type="search"
            className="field-input"
            defaultValue={filters.search}
          />
        </div>
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
        <button type="submit" className="btn-primary">
          {t('systems.filters.submit')}
        </button>
      </Form>
      <div className="mb-3 flex flex-wrap items-center gap-2" aria-live="polite">
        <span className="text-sm text-slate-600">
          {t('systems.selected', { count: selected.length })}
        </span>
        {can.edit && (
          <>
            <button
              type="button"
              className="btn-secondary"
              disabled={selected.length === 0}
              onClick={() => changeState('approved')}
            >
              {t('systems.approve')}
            </button>
            <button
              type="button"
              className="btn-secondary"
              disabled={selected.length === 0}
              onClick={() => changeState('rejected')}
            >
              {t('systems.reject')}
            </button>
          </>
        )}
        {can.print && (
          <>
            <a
              className={`btn-secondary ${selected.length === 0 ? 'pointer-events-none opacity-50' : ''}`}
              aria-disabled={selected.length === 0}
              href={urlFor('systems.pdfs', {}, { qs: { ids: selected.join(',') } })}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('systems.preview')}
            </a>
            <button
              type="button"
              className="btn-primary"
              disabled={selected.length === 0 || printing}
              onClick={() => void print()}
            >
              {printing ? t('systems.printing') : t('systems.print')}
            </button>
          </>
        )}
      </div>
      {message && (
        <p
          role={message.kind === 'error' ? 'alert' : 'status'}
          className={`mb-3 rounded px-3 py-2 ${message.kind === 'error' ? 'bg-red-50 text-red-800' : 'bg-amber-50 text-amber-900'}`}
        >
          {message.text}
        </p>
      )}
      <StaffTable
        head={
          <>
            <th className="px-3 py-2">
              <input
                type="checkbox"
                className="size-5"
                aria-label={t('systems.select_all')}
                checked={allShown}
                onChange={() => setSelected(allShown ? [] : rows.map((row) => row.id))}
              />
            </th>
            <th className="px-3 py-2">{t('systems.columns.name')}</th>
            <th className="px-3 py-2">{t('systems.columns.type')}</th>
            <th className="px-3 py-2">{t('systems.columns.code')}</th>
            <th className="px-3 py-2">{t('systems.columns.state')}</th>
            <th className="px-3 py-2">{t('systems.columns.credential')}</th>
            <th className="px-3 py-2">{t('systems.columns.rfid')}</th>
            <th className="px-3 py-2">{t('systems.columns.gate')}</th>
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
                checked={selected.includes(row.id)}
                onChange={() => toggle(row.id)}
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
              {row.printed && (
                <span className="mr-1 rounded bg-sky-100 px-1.5 py-0.5 text-sky-900">
                  {t('forms_admin.printed')}
                </span>
              )}
              {row.collected && (
                <span className="rounded bg-violet-100 px-1.5 py-0.5 text-violet-900">
                  {t('forms_admin.collected')}
                </span>
              )}
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
