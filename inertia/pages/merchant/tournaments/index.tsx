import { Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { useT } from '~/hooks/use_t'
import PageTitle from '~/components/page_title'

export default function TournamentsIndex({ tournaments }: { tournaments: Data.Tournament[] }) {
  const t = useT()
  return (
    <div>
      <PageTitle title={t('tournaments.title')} />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('tournaments.title')}</h1>
        <Link route="tournaments.create" className="btn-primary">
          {t('tournaments.create')}
        </Link>
      </div>
      {tournaments.length === 0 ? (
        <p className="card">{t('messages.empty_table')}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                <th className="px-3 py-2">{t('tournaments.fields.year')}</th>
                <th className="px-3 py-2">{t('tournaments.fields.sport')}</th>
                <th className="px-3 py-2">{t('tournaments.fields.name')}</th>
                <th className="px-3 py-2">{t('tournaments.dates')}</th>
                <th className="px-3 py-2">{t('tournaments.fields.isCurrent')}</th>
                <th className="px-3 py-2">
                  <span className="sr-only">{t('tournaments.edit')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {tournaments.map((tournament) => (
                <tr key={tournament.id} className="border-t border-slate-100">
                  <td className="px-3 py-2">{tournament.year}</td>
                  <td className="px-3 py-2">{t(`sports.${tournament.sport}`)}</td>
                  <td className="px-3 py-2">{tournament.name}</td>
                  <td className="px-3 py-2">
                    {tournament.startsOn} – {tournament.endsOn}
                  </td>
                  <td className="px-3 py-2">{tournament.isCurrent ? t('tournaments.current') : ''}</td>
                  <td className="px-3 py-2 text-right">
                    <Link route="tournaments.edit" routeParams={{ id: tournament.id }} className="text-emerald-800 underline">
                      {t('tournaments.edit')}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}
