import { Form, Link } from '@adonisjs/inertia/react'
import { useT } from '~/hooks/use_t'
import PageTitle from '~/components/page_title'
import StaffTable from '~/components/staff_table'

type Props = {
  tournaments: { id: number; name: string }[]
  stations: { id: number; name: string; tournamentId: number; alive: boolean }[]
}

/** Desks → Print stations: the collection points' printers; open one at its printer. */
export default function PrintStations({ tournaments, stations }: Props) {
  const t = useT()
  const tournamentName = (id: number) => tournaments.find((each) => each.id === id)?.name ?? ''
  return (
    <div className="max-w-4xl">
      <PageTitle title={t('printing.title')} />
      <h1 className="mb-2 text-2xl font-bold">{t('printing.title')}</h1>
      <p className="mb-4 text-slate-600">{t('printing.help')}</p>
      <StaffTable
        head={
          <>
            <th className="px-3 py-2">{t('printing.name')}</th>
            <th className="px-3 py-2">{t('printing.tournament')}</th>
            <th className="px-3 py-2" />
            <th className="px-3 py-2" />
          </>
        }
        empty={t('printing.none')}
      >
        {stations.map((station) => (
          <tr key={station.id} className="border-t border-slate-100">
            <td className="px-3 py-2 font-medium">{station.name}</td>
            <td className="px-3 py-2">{tournamentName(station.tournamentId)}</td>
            <td className="px-3 py-2">
              {station.alive ? t('printing.alive') : t('printing.offline')}
            </td>
            <td className="px-3 py-2">
              <Link
                route="print_stations.show"
                routeParams={{ id: station.id }}
                className="btn-secondary"
              >
                {t('printing.open')} {station.name}
              </Link>
            </td>
          </tr>
        ))}
      </StaffTable>
      <Form route="print_stations.store" className="card mt-4 flex flex-wrap items-end gap-3">
        <label className="text-sm">
          <span className="field-label">{t('printing.tournament')}</span>
          <select name="tournamentId" className="field-input">
            {tournaments.map((tournament) => (
              <option key={tournament.id} value={tournament.id}>
                {tournament.name}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          <span className="field-label">{t('printing.name')}</span>
          <input name="name" required maxLength={80} className="field-input" />
        </label>
        <button type="submit" className="btn-primary">
          {t('printing.create')}
        </button>
      </Form>
    </div>
  )
}
