import { Fragment } from 'react'
import { router } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { useT } from '~/hooks/use_t'
import { useSelection } from '~/hooks/use_selection'
import { urlFor } from '~/client'
import StaffListHeader from '~/components/staff_list_header'
import StaffTable from '~/components/staff_table'
import Pagination from '~/components/pagination'
import { FilterSelect, InlineSearch } from '~/components/list_filters'
import { listQuery, type ListFilters } from '~/components/staff_forms/list_query'
import ExportButton from '~/components/staff_forms/export_button'
import ReviewFilter from '~/components/review/review_filter'
import OrganisationFilter, {
  type OrganisationFilterProps,
} from '~/components/staff_forms/organisation_filter'
import BulkActions from '~/components/staff_forms/bulk_actions'
import SortHeader from '~/components/staff_forms/sort_header'
import FormListRow from '~/components/staff_forms/list_row'
import ListStationSend from '~/components/printing/list_station_send'
import type { Data } from '@generated/data'

type Props = {
  type: string
  /** From the type's definition: the player column, and its own pages beside the list. */
  features: {
    namesPlayer: boolean
    links: { route: 'staff_forms.tutors' | 'player_teams.guest_links'; label: string }[]
  }
  filters: ListFilters
  organisationFilter: OrganisationFilterProps
  rows: Data.FormRow[]
  meta: { currentPage: number; lastPage: number; total: number }
  can: { edit: boolean; create: boolean }
  players: { value: string; label: string }[]
  rejectionReasons: { id: string; label: string }[]
  /** Where the print capability sends cards: the stations of the list's sport (none: no action). */
  printing: { stations: { id: number; name: string }[]; reprintReasons: string[] }
}

const COLUMNS = ['lastName', 'name', 'document', 'email', 'company', 'state', 'createdAt'] as const

/** What a search, a filter, a sort or a page changes: only these props are asked for again. */
const LIST_PROPS = ['filters', 'rows', 'meta', 'organisationFilter']

/** The staff list of one form type: search, filters, sort, pages and bulk state changes. */
export default function FormsIndex({
  type,
  features,
  filters,
  organisationFilter,
  rows,
  meta,
  can,
  players,
  rejectionReasons,
  printing,
}: Props) {
  const t = useT()
  /** An erased request is shown for what it was, never selected for a state, a print or an export. */
  const selection = useSelection(rows.filter((row) => !row.erasedAt).map((row) => row.id))
  const showsPlayer = features.namesPlayer
  /** Rows are ticked to change their state, or to send their cards to a station. */
  const selecting = can.edit || printing.stations.length > 0
  const go = (changes: ListFilters) =>
    router.get(
      urlFor('staff_forms.index', { type }, { qs: listQuery({ ...filters, page: 1, ...changes }) }),
      {},
      { preserveState: true, only: LIST_PROPS }
    )
  const choices = (keys: (string | number)[], label: (key: string | number) => string) =>
    keys.map((key) => ({ value: key, label: label(key) }))

  return (
    <div>
      <StaffListHeader title={t(`form_types.${type}`)}>
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
        <InlineSearch
          label={t('forms_admin.search')}
          placeholder={t('forms_admin.search_placeholder')}
          defaultValue={filters.search}
          onSearch={(search) => go({ search: search ?? undefined })}
        />
        <FilterSelect
          id="state"
          label={t('forms_admin.state_filter')}
          value={filters.state ?? ''}
          onChange={(event) => go({ state: event.target.value || undefined })}
          any={{ value: '', label: t('forms_admin.all_states') }}
          options={choices(['waiting', 'approved', 'rejected'], (state) =>
            t(`forms_admin.states.${state}`)
          )}
        />
        <FilterSelect
          id="perPage"
          label={t('forms_admin.per_page')}
          value={String(filters.perPage ?? 25)}
          onChange={(event) =>
            go({ perPage: event.target.value === '25' ? undefined : Number(event.target.value) })
          }
          options={choices([25, 50, 100], String)}
        />
        <FilterSelect
          id="list"
          label={t('forms_admin.list_filter')}
          value={filters.list ?? 'all'}
          onChange={(event) =>
            go({ list: event.target.value === 'all' ? undefined : event.target.value })
          }
          options={choices(['all', 'last_year', 'new', 'erased'], (list) =>
            t(`forms_admin.lists.${list}`)
          )}
        />
        <ReviewFilter value={filters.review} onChange={(review) => go({ review })} />
        <OrganisationFilter
          {...organisationFilter}
          value={filters.organisation}
          onChange={(organisation) => go({ organisation })}
        />
      </div>

      {can.edit && selection.selected.length > 0 && (
        <BulkActions
          type={type}
          selected={selection.selected}
          players={players}
          reasons={rejectionReasons}
          onDone={selection.clear}
        />
      )}
      <ListStationSend
        type={type}
        filters={filters}
        total={meta.total}
        selected={selection.selected}
        printing={printing}
        onSent={selection.clear}
      />

      <StaffTable
        head={
          <>
            {selecting && (
              <th className="px-3 py-2">
                <input
                  type="checkbox"
                  aria-label={t('forms_admin.select_all')}
                  checked={selection.allSelected}
                  onChange={selection.toggleAll}
                  className="size-4"
                />
              </th>
            )}
            {COLUMNS.map((column) => (
              <Fragment key={column}>
                <SortHeader type={type} column={column} filters={filters} only={LIST_PROPS} />
                {column === 'company' && (
                  <th className="px-3 py-2">{t('forms_admin.columns.organisation')}</th>
                )}
              </Fragment>
            ))}
            {showsPlayer && <th className="px-3 py-2">{t('players.player')}</th>}
            <th className="px-3 py-2">{t('forms_admin.columns.markers')}</th>
          </>
        }
        empty={t('messages.empty_table')}
      >
        {rows.map((row) => (
          <FormListRow
            key={row.id}
            type={type}
            row={row}
            columns={COLUMNS.length + (showsPlayer ? 3 : 2)}
            showsPlayer={showsPlayer}
            selection={
              selecting
                ? { selected: selection.isSelected(row.id), toggle: () => selection.toggle(row.id) }
                : null
            }
          />
        ))}
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
