import { router } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { useState, type FormEvent } from 'react'
import { useT } from '~/hooks/use_t'
import { useFormatDate } from '~/hooks/use_format'
import { urlFor } from '~/client'
import StaffListHeader from '~/components/staff_list_header'
import StaffTable from '~/components/staff_table'
import Pagination from '~/components/pagination'
import StateBadge from '~/components/staff_forms/state_badge'
import { listQuery, type ListFilters } from '~/components/staff_forms/list_query'
import ExportButton from '~/components/staff_forms/export_button'
import ReviewFilter from '~/components/review/review_filter'
import type { Data } from '@generated/data'

type Props = {
  type: string
  /** From the type's definition: the player column, and its own pages beside the list. */
  features: {
    namesPlayer: boolean
    links: { route: 'staff_forms.tutors' | 'player_teams.guest_links'; label: string }[]
  }
  filters: ListFilters
  rows: Data.FormRow[]
  meta: { currentPage: number; lastPage: number; total: number }
  can: { edit: boolean; create: boolean }
  players: { value: string; label: string }[]
}

const COLUMNS = ['lastName', 'name', 'document', 'email', 'company', 'state', 'createdAt'] as const

/** What a search, a filter, a sort or a page changes: only these props are asked for again. */
const LIST_PROPS = ['filters', 'rows', 'meta']

/** The staff list of one form type: search, filters, sort, pages and bulk state changes. */
export default function FormsIndex({ type, features, filters, rows, meta, can, players }: Props) {
  const t = useT()
  const formatDate = useFormatDate()
  const [selected, setSelected] = useState<number[]>([])
  const [assignTo, setAssignTo] = useState('')
  const showsPlayer = features.namesPlayer
  const title = t(`form_types.${type}`)
  const go = (changes: ListFilters) =>
    router.get(
      urlFor('staff_forms.index', { type }, { qs: listQuery({ ...filters, page: 1, ...changes }) }),
      {},
      { preserveState: true, only: LIST_PROPS }
    )

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    go({ search: String(data.get('search') ?? '').trim() || undefined })
  }

  function assign() {
    router.post(
      urlFor('player_teams.assign', { type }),
      { ids: selected, player: assignTo },
      { onSuccess: () => setSelected([]) }
    )
  }

  function bulk(state: 'approved' | 'rejected') {
    /** Rejecting many at once is hard to undo by hand: ask first. */
    if (
      state === 'rejected' &&
      !window.confirm(t('forms_admin.confirm_reject', { count: selected.length }))
    )
      return
    router.post(
      urlFor('staff_forms.bulk_change_state', { type }),
      { ids: selected, state },
      { onSuccess: () => setSelected([]) }
    )
  }

  const sortLink = (column: (typeof COLUMNS)[number]) => {
    const active = filters.sort === column
    const direction = active && filters.direction !== 'desc' ? 'desc' : 'asc'
    return (
      <Link
        route="staff_forms.index"
        routeParams={{ type }}
        qs={listQuery({ ...filters, sort: column, direction, page: 1 })}
        only={LIST_PROPS}
        className="inline-flex items-center gap-1 hover:underline"
      >
        {t(`forms_admin.columns.${column}`)}
        {active && <span aria-hidden="true">{filters.direction === 'desc' ? '▼' : '▲'}</span>}
        {active && (
          <span className="sr-only">
            {t(filters.direction === 'desc' ? 'forms_admin.sorted_desc' : 'forms_admin.sorted_asc')}
          </span>
        )}
      </Link>
    )
  }

  /** An erased request is shown for what it was, never selected for a state, a print or an export. */
  const selectable = rows.filter((row) => !row.erasedAt)
  const allSelected = selectable.length > 0 && selectable.every((row) => selected.includes(row.id))
  return (
    <div>
      <StaffListHeader title={title}>
        <div className="flex flex-wrap items-center gap-3">
          <span className="text-sm text-slate-600">
            {t('forms_admin.total', { total: meta.total })}
          </span>
          {features.links.map((link) => (
            <Link
              key={link.route}
              route={link.route}
              routeParams={{ type }}
              className="text-emerald-800 underline"
            >
              {t(link.label)}
            </Link>
          ))}
          {can.edit && <ExportButton type={type} filters={filters} total={meta.total} />}
          {can.create && (
            <Link route="staff_forms.create" routeParams={{ type }} className="btn-primary">
              {t('forms_admin.create')}
            </Link>
          )}
        </div>
      </StaffListHeader>

      <div className="mb-3 flex flex-wrap items-end gap-3">
        <form role="search" onSubmit={search} className="flex gap-2">
          <label htmlFor="search" className="sr-only">
            {t('forms_admin.search')}
          </label>
          <input
            id="search"
            name="search"
            type="search"
            defaultValue={filters.search ?? ''}
            placeholder={t('forms_admin.search_placeholder')}
            className="field-input w-64"
          />
          <button type="submit" className="btn-primary">
            {t('forms_admin.search')}
          </button>
        </form>
        <div>
          <label htmlFor="state" className="field-label">
            {t('forms_admin.state_filter')}
          </label>
          <select
            id="state"
            value={filters.state ?? ''}
            onChange={(event) => go({ state: event.target.value || undefined })}
            className="field-input"
          >
            <option value="">{t('forms_admin.all_states')}</option>
            {['waiting', 'approved', 'rejected'].map((state) => (
              <option key={state} value={state}>
                {t(`forms_admin.states.${state}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="perPage" className="field-label">
            {t('forms_admin.per_page')}
          </label>
          <select
            id="perPage"
            value={String(filters.perPage ?? 25)}
            onChange={(event) =>
              go({ perPage: event.target.value === '25' ? undefined : Number(event.target.value) })
            }
            className="field-input"
          >
            {[25, 50, 100].map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="list" className="field-label">
            {t('forms_admin.list_filter')}
          </label>
          <select
            id="list"
            value={filters.list ?? 'all'}
            onChange={(event) =>
              go({ list: event.target.value === 'all' ? undefined : event.target.value })
            }
            className="field-input"
          >
            {['all', 'last_year', 'new', 'erased'].map((list) => (
              <option key={list} value={list}>
                {t(`forms_admin.lists.${list}`)}
              </option>
            ))}
          </select>
        </div>
        <ReviewFilter value={filters.review} onChange={(review) => go({ review })} />
      </div>

      {can.edit && selected.length > 0 && (
        <div
          className="mb-3 flex flex-wrap items-center gap-3 rounded-md bg-slate-900 px-4 py-2 text-white"
          role="region"
          aria-label={t('forms_admin.bulk_actions')}
        >
          <span>{t('forms_admin.selected', { count: selected.length })}</span>
          <button
            type="button"
            onClick={() => bulk('approved')}
            className="rounded bg-emerald-600 px-3 py-1.5 font-semibold"
          >
            {t('forms_admin.approve')}
          </button>
          <button
            type="button"
            onClick={() => bulk('rejected')}
            className="rounded bg-red-600 px-3 py-1.5 font-semibold"
          >
            {t('forms_admin.reject')}
          </button>
          {players.length > 0 && (
            <span className="flex items-center gap-2">
              <label htmlFor="assign-player">{t('players.assign_to')}</label>
              <select
                id="assign-player"
                value={assignTo}
                onChange={(event) => setAssignTo(event.target.value)}
                className="rounded px-2 py-1 text-slate-900"
              >
                <option value="">{t('forms.choose')}</option>
                {players.map((player) => (
                  <option key={player.value} value={player.value}>
                    {player.label}
                  </option>
                ))}
              </select>
              <button
                type="button"
                disabled={!assignTo}
                onClick={assign}
                className="rounded bg-sky-600 px-3 py-1.5 font-semibold disabled:opacity-50"
              >
                {t('players.assign')}
              </button>
            </span>
          )}
        </div>
      )}

      <StaffTable
        head={
          <>
            {can.edit && (
              <th className="px-3 py-2">
                <input
                  type="checkbox"
                  aria-label={t('forms_admin.select_all')}
                  checked={allSelected}
                  onChange={() => setSelected(allSelected ? [] : selectable.map((row) => row.id))}
                  className="size-4"
                />
              </th>
            )}
            {COLUMNS.map((column) => (
              <th
                key={column}
                className="px-3 py-2"
                aria-sort={
                  filters.sort === column
                    ? filters.direction === 'desc'
                      ? 'descending'
                      : 'ascending'
                    : undefined
                }
              >
                {sortLink(column)}
              </th>
            ))}
            {showsPlayer && <th className="px-3 py-2">{t('players.player')}</th>}
            <th className="px-3 py-2">{t('forms_admin.columns.markers')}</th>
          </>
        }
        empty={t('messages.empty_table')}
      >
        {rows.map((row) =>
          row.erasedAt ? (
            <tr key={row.id} className="border-t border-slate-100 bg-slate-50">
              {can.edit && <td className="px-3 py-1.5" />}
              <td colSpan={COLUMNS.length + (showsPlayer ? 2 : 1)} className="px-3 py-1.5">
                <Link
                  route="staff_forms.show"
                  routeParams={{ type, id: row.id }}
                  className="text-slate-700 italic hover:underline"
                >
                  {t('forms_admin.erased_row', {
                    id: row.id,
                    at: formatDate(row.erasedAt, { time: false }),
                  })}
                </Link>
              </td>
            </tr>
          ) : (
            <tr key={row.id} className="border-t border-slate-100 hover:bg-slate-50">
              {can.edit && (
                <td className="px-3 py-1.5">
                  <input
                    type="checkbox"
                    aria-label={t('forms_admin.select_row', {
                      name: `${row.name} ${row.lastName}`,
                    })}
                    checked={selected.includes(row.id)}
                    onChange={() =>
                      setSelected((current) =>
                        current.includes(row.id)
                          ? current.filter((id) => id !== row.id)
                          : [...current, row.id]
                      )
                    }
                    className="size-4"
                  />
                </td>
              )}
              <td className="px-3 py-1.5 font-medium">
                <Link
                  route="staff_forms.show"
                  routeParams={{ type, id: row.id }}
                  className="text-emerald-800 hover:underline"
                >
                  {row.lastName}
                </Link>
              </td>
              <td className="px-3 py-1.5">{row.name}</td>
              <td className="px-3 py-1.5">{row.document}</td>
              <td className="px-3 py-1.5">{row.email}</td>
              <td className="px-3 py-1.5">{row.company}</td>
              <td className="px-3 py-1.5">
                <StateBadge state={row.state} />
              </td>
              <td className="px-3 py-1.5 whitespace-nowrap">
                {formatDate(row.createdAt, { time: false })}
              </td>
              {showsPlayer && <td className="px-3 py-1.5">{row.player}</td>}
              <td className="px-3 py-1.5 text-xs">
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
            </tr>
          )
        )}
      </StaffTable>
      <Pagination
        currentPage={meta.currentPage}
        lastPage={meta.lastPage}
        route="staff_forms.index"
        routeParams={{ type }}
        qs={(page) => listQuery({ ...filters, page })}
        only={LIST_PROPS}
      />
    </div>
  )
}
