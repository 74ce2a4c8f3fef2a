import { Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { useT } from '~/hooks/use_t'
import { useFormatDate } from '~/hooks/use_format'
import { urlFor } from '~/client'
import StaffListHeader from '~/components/staff_list_header'
import StaffTable from '~/components/staff_table'
import Pagination from '~/components/pagination'
import { FilterBar, FilterSelect, SearchField } from '~/components/list_filters'

type Props = {
  filters: { search: string; state: string; page: number }
  collectives: Data.Collective.Variants['forList'][]
  pagination: { currentPage: number; lastPage: number; total: number }
}

/** Sign: every hand-over, waiting or signed, searchable by collector and by card. */
export default function CollectivesIndex({ filters, collectives, pagination }: Props) {
  const t = useT()
  const date = useFormatDate()
  const query = {
    ...(filters.search ? { search: filters.search } : {}),
    ...(filters.state ? { state: filters.state } : {}),
  }
  return (
    <div>
      <StaffListHeader title={t('collection.title')}>
        <Link route="collectives.create" className="btn-primary">
          {t('collection.create')}
        </Link>
      </StaffListHeader>
      <FilterBar action={urlFor('collectives.index')} submit={t('collection.search_submit')}>
        <SearchField label={t('collection.search')} defaultValue={filters.search} />
        <FilterSelect
          id="state"
          name="state"
          label={t('collection.state')}
          defaultValue={filters.state}
          any={{ value: '', label: t('collection.all_states') }}
          options={['waiting', 'signed'].map((state) => ({
            value: state,
            label: t(`collection.states.${state}`),
          }))}
        />
      </FilterBar>
      <StaffTable
        head={
          <>
            <th className="px-3 py-2">{t('collection.collector')}</th>
            <th className="px-3 py-2">{t('collection.fields.document')}</th>
            <th className="px-3 py-2">{t('collection.cards_column')}</th>
            <th className="px-3 py-2">{t('collection.state')}</th>
            <th className="px-3 py-2">{t('collection.date')}</th>
          </>
        }
        empty={t('messages.empty_table')}
      >
        {collectives.map((collective) => (
          <tr key={collective.id} className="border-t border-slate-100">
            <td className="px-3 py-2">
              <Link
                route="collectives.show"
                routeParams={{ id: collective.id }}
                className="font-medium underline"
              >
                {collective.name} {collective.lastName}
              </Link>
              <span className="block text-xs text-slate-500">
                {t(`collection.types.${collective.type}`)}
              </span>
            </td>
            <td className="px-3 py-2">{collective.document ?? '—'}</td>
            <td className="px-3 py-2">{collective.cards}</td>
            <td className="px-3 py-2">{t(`collection.states.${collective.state}`)}</td>
            <td className="px-3 py-2 whitespace-nowrap">
              {date(collective.signedAt ?? collective.createdAt)}
            </td>
          </tr>
        ))}
      </StaffTable>
      <Pagination
        currentPage={pagination.currentPage}
        lastPage={pagination.lastPage}
        route="collectives.index"
        qs={(page) => ({ ...query, page: String(page) })}
      />
    </div>
  )
}
