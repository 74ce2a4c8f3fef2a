import { Form, Link } from '@adonisjs/inertia/react'
import { useT } from '~/hooks/use_t'
import { useFormatDate } from '~/hooks/use_format'
import { urlFor } from '~/client'
import StaffListHeader from '~/components/staff_list_header'
import StaffTable from '~/components/staff_table'
import Pagination from '~/components/pagination'

type Props = {
  filters: { search: string; state: string; page: number }
  collectives: {
    id: number
    name: string
    lastName: string
    document: string | null
    type: string
    state: 'waiting' | 'signed'
    cards: number
    signedAt: string | null
    createdAt: string
  }[]
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
      <Form
        method="get"
        action={urlFor('collectives.index')}
        className="mb-4 flex flex-wrap items-end gap-3"
        role="search"
      >
        <div className="grow">
          <label htmlFor="search" className="field-label">
            {t('collection.search')}
          </label>
          <input
            id="search"
            name="search"
            type="search"
            className="field-input"
            defaultValue={filters.search}
          />
        </div>
        <div>
          <label htmlFor="state" className="field-label">
            {t('collection.state')}
          </label>
          <select id="state" name="state" className="field-input" defaultValue={filters.state}>
            <option value="">{t('collection.all_states')}</option>
            <option value="waiting">{t('collection.states.waiting')}</option>
            <option value="signed">{t('collection.states.signed')}</option>
          </select>
        </div>
        <button type="submit" className="btn-primary">
          {t('collection.search_submit')}
        </button>
      </Form>
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
