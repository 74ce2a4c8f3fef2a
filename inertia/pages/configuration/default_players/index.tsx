import { Form, Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { useT } from '~/hooks/use_t'
import StaffListHeader from '~/components/staff_list_header'
import StaffTable from '~/components/staff_table'
import Pagination from '~/components/pagination'
import { FilterBar, FilterSelect, SearchField } from '~/components/list_filters'
import { urlFor } from '~/client'

type Props = {
  players: Data.DefaultPlayer[]
  pagination: { currentPage: number; lastPage: number; total: number }
  filters: { search: string; tournamentId: number }
  tournaments: { id: number; name: string }[]
}

export default function DefaultPlayersIndex({ players, pagination, filters, tournaments }: Props) {
  const t = useT()
  return (
    <div>
      <StaffListHeader title={t('default_players.title')}>
        <Link route="default_players.create" className="btn-primary">
          {t('default_players.create')}
        </Link>
      </StaffListHeader>
      <FilterBar
        action={urlFor('default_players.index')}
        submit={t('default_players.search_submit')}
      >
        <SearchField label={t('default_players.search')} defaultValue={filters.search} />
        <FilterSelect
          id="tournament"
          name="tournament"
          label={t('default_players.fields.tournamentId')}
          defaultValue={filters.tournamentId}
          any={{ value: '0', label: t('default_players.all_tournaments') }}
          options={tournaments.map((tournament) => ({
            value: tournament.id,
            label: tournament.name,
          }))}
        />
      </FilterBar>
      <StaffTable
        head={
          <>
            <th className="px-3 py-2">{t('default_players.fields.lastName')}</th>
            <th className="px-3 py-2">{t('default_players.fields.name')}</th>
            <th className="px-3 py-2">{t('default_players.fields.tour')}</th>
            <th className="px-3 py-2">{t('default_players.fields.nationalityId')}</th>
            <th className="px-3 py-2">{t('default_players.fields.passport')}</th>
            <th className="px-3 py-2">{t('default_players.notes')}</th>
            <th className="px-3 py-2">
              <span className="sr-only">{t('default_players.actions')}</span>
            </th>
          </>
        }
        empty={t('messages.empty_table')}
      >
        {players.map((player) => (
          <tr key={player.id} className="border-t border-slate-100">
            <td className="px-3 py-2 font-medium">{player.lastName}</td>
            <td className="px-3 py-2">{player.name}</td>
            <td className="px-3 py-2">{player.tour}</td>
            <td className="px-3 py-2">{player.nationality ?? '—'}</td>
            <td className="px-3 py-2">{player.passport ?? '—'}</td>
            <td className="px-3 py-2">
              {[
                player.inQuarterFinals && t('default_players.fields.inQuarterFinals'),
                player.isSpanish && t('default_players.fields.isSpanish'),
              ]
                .filter(Boolean)
                .join(' · ')}
            </td>
            <td className="flex justify-end gap-3 px-3 py-2">
              <Link
                route="default_players.edit"
                routeParams={{ id: player.id }}
                className="text-emerald-800 underline"
              >
                {t('default_players.edit')}
              </Link>
              <Form
                route="default_players.destroy"
                routeParams={{ id: player.id }}
                onBefore={() =>
                  window.confirm(
                    t('default_players.confirm_delete', {
                      name: `${player.name} ${player.lastName}`,
                    })
                  )
                }
              >
                <button type="submit" className="text-red-700 underline">
                  {t('actions.delete')}
                </button>
              </Form>
            </td>
          </tr>
        ))}
      </StaffTable>
      <Pagination
        currentPage={pagination.currentPage}
        lastPage={pagination.lastPage}
        route="default_players.index"
        qs={(page) => ({
          search: filters.search,
          tournament: String(filters.tournamentId),
          page: String(page),
        })}
      />
    </div>
  )
}
