import type { Data } from '@generated/data'
import { useT } from '~/hooks/use_t'
import { useFormatDate, useFormatMoney } from '~/hooks/use_format'
import { urlFor } from '~/client'
import StaffListHeader from '~/components/staff_list_header'
import StaffTable from '~/components/staff_table'
import Pagination from '~/components/pagination'
import { FilterBar, FilterSelect, SearchField } from '~/components/list_filters'

type Filters = { restaurantId: number | null; day: string; search: string }
type Props = {
  filters: Filters
  restaurants: { id: number; name: string }[]
  totals: Data.RestaurantLogTotal[]
  entries: Data.RestaurantLog[]
  pagination: { currentPage: number; lastPage: number; total: number }
}

/** Restaurant logs by day: totals per restaurant and type, then every deduction, newest first. */
export default function RestaurantLogs({
  filters,
  restaurants,
  totals,
  entries,
  pagination,
}: Props) {
  const t = useT()
  const date = useFormatDate()
  const money = useFormatMoney()
  const query = {
    day: filters.day,
    ...(filters.restaurantId ? { restaurant: String(filters.restaurantId) } : {}),
    ...(filters.search ? { search: filters.search } : {}),
  }
  const quantity = (type: string, value: number) =>
    type === 'credit' ? t('restaurant_logs.meals', { count: value }) : money(value)
  return (
    <div>
      <StaffListHeader title={t('restaurant_logs.title')}>
        <a
          href={urlFor('restaurant_logs.export', {}, { qs: query })}
          className="btn-secondary"
          download
        >
          {t('restaurant_logs.export')}
        </a>
      </StaffListHeader>
      <FilterBar action={urlFor('restaurant_logs.index')} submit={t('restaurant_logs.show')}>
        <div>
          <label htmlFor="day" className="field-label">
            {t('restaurant_logs.day')}
          </label>
          <input
            id="day"
            name="day"
            type="date"
            className="field-input"
            defaultValue={filters.day}
          />
        </div>
        <FilterSelect
          id="restaurant"
          name="restaurant"
          label={t('restaurant_logs.restaurant')}
          defaultValue={filters.restaurantId ?? ''}
          any={{ value: '', label: t('restaurant_logs.all_restaurants') }}
          options={restaurants.map((restaurant) => ({
            value: restaurant.id,
            label: restaurant.name,
          }))}
        />
        <SearchField label={t('restaurant_logs.search')} defaultValue={filters.search} />
      </FilterBar>
      <h2 className="mb-2 text-lg font-semibold">{t('restaurant_logs.totals')}</h2>
      {totals.length === 0 ? (
        <p className="card mb-4">{t('restaurant_logs.none')}</p>
      ) : (
        <ul className="mb-4 grid gap-3 sm:grid-cols-3" data-testid="restaurant-totals">
          {totals.map((total) => (
            <li key={`${total.restaurant}-${total.type}`} className="card">
              <p className="text-sm text-slate-600">
                {total.restaurant} · {t(`restaurants.till.modes.${total.type}`)}
              </p>
              <p className="text-2xl font-semibold">{quantity(total.type, total.total)}</p>
              <p className="text-sm text-slate-600">
                {t('restaurant_logs.deductions', { count: total.count })}
              </p>
            </li>
          ))}
        </ul>
      )}
      <StaffTable
        head={
          <>
            <th className="px-3 py-2">{t('restaurant_logs.columns.at')}</th>
            <th className="px-3 py-2">{t('restaurant_logs.columns.restaurant')}</th>
            <th className="px-3 py-2">{t('restaurant_logs.columns.holder')}</th>
            <th className="px-3 py-2">{t('restaurant_logs.columns.category')}</th>
            <th className="px-3 py-2">{t('restaurant_logs.columns.quantity')}</th>
            <th className="px-3 py-2">{t('restaurant_logs.columns.cashier')}</th>
          </>
        }
      >
        {entries.map((entry) => (
          <tr key={entry.id} className="border-t border-slate-100">
            <td className="px-3 py-2 whitespace-nowrap">{date(entry.at)}</td>
            <td className="px-3 py-2">{entry.restaurant}</td>
            <td className="px-3 py-2">
              {entry.holder}
              <span className="block font-mono text-xs text-slate-500">{entry.code}</span>
            </td>
            <td className="px-3 py-2">{t(`massive_update.categories.${entry.category}`)}</td>
            <td className="px-3 py-2">{quantity(entry.type, entry.amount)}</td>
            <td className="px-3 py-2">{entry.cashier ?? '—'}</td>
          </tr>
        ))}
      </StaffTable>
      <Pagination
        currentPage={pagination.currentPage}
        lastPage={pagination.lastPage}
        route="restaurant_logs.index"
        qs={(page) => ({ ...query, page: String(page) })}
      />
    </div>
  )
}
