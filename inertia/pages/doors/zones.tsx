import { Form, Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { useT } from '~/hooks/use_t'
import PageTitle from '~/components/page_title'
import StaffTable from '~/components/staff_table'

type Props = { tournaments: Data.TournamentZones[] }

/** Configuration → Zones and doors: this year's tournaments, their zones and doors. */
export default function Zones({ tournaments }: Props) {
  const t = useT()
  return (
    <div className="max-w-4xl">
      <PageTitle title={t('doors.zones.title')} />
      <h1 className="mb-2 text-2xl font-bold">{t('doors.zones.title')}</h1>
      <p className="mb-4 text-slate-600">{t('doors.zones.intro')}</p>
      {tournaments.map((tournament) => (
        <section key={tournament.id} className="mb-6" aria-labelledby={`t-${tournament.id}`}>
          <h2 id={`t-${tournament.id}`} className="mb-2 text-xl font-semibold">
            {tournament.name}
          </h2>
          {tournament.zones.length > 0 && (
            <StaffTable
              head={
                <>
                  <th scope="col">{t('doors.zones.zone')}</th>
                  <th scope="col">{t('doors.zones.doors')}</th>
                  <th scope="col">{t('doors.zones.anti_passback')}</th>
                  <th scope="col">{t('doors.zones.checkout_at')}</th>
                  <th scope="col">
                    <span className="sr-only">{t('doors.zones.edit')}</span>
                  </th>
                </>
              }
            >
              {tournament.zones.map((zone) => (
                <tr key={zone.id} className="border-t border-slate-200">
                  <th scope="row" className="py-2">
                    {zone.name}
                  </th>
                  <td>{zone.doors.join(', ')}</td>
                  <td>{t(zone.antiPassback ? 'doors.zones.yes' : 'doors.zones.no')}</td>
                  <td>{zone.checkoutAt ?? ''}</td>
                  <td className="text-right">
                    <Link route="zones.edit" routeParams={{ id: zone.id }} className="underline">
                      {t('doors.zones.edit')}
                      <span className="sr-only"> · {zone.name}</span>
                    </Link>
                  </td>
                </tr>
              ))}
            </StaffTable>
          )}
          {tournament.unconfigured.length > 0 ? (
            <div className="card">
              <h3 className="mb-2 font-semibold">{t('doors.zones.unconfigured')}</h3>
              <ul className="flex flex-wrap gap-2">
                {tournament.unconfigured.map((name) => (
                  <li key={name}>
                    <Form route="zones.store" className="flex items-center gap-2">
                      <input type="hidden" name="tournamentId" value={tournament.id} />
                      <input type="hidden" name="name" value={name} />
                      <button type="submit" className="btn-secondary">
                        {t('doors.zones.add')}: {name}
                      </button>
                    </Form>
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            tournament.zones.length === 0 && <p className="card">{t('doors.zones.none')}</p>
          )}
        </section>
      ))}
    </div>
  )
}
