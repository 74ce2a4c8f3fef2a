import { Link } from '@adonisjs/inertia/react'
import { useT } from '~/hooks/use_t'
import PageTitle from '~/components/page_title'

type Props = { tournaments: { id: number; name: string; sport: string }[] }

/** Rosters: this year's tournaments, each with its setup, grid, desk and hours. */
export default function RostersIndex({ tournaments }: Props) {
  const t = useT()
  return (
    <div className="max-w-3xl">
      <PageTitle title={t('rosters.title')} />
      <h1 className="mb-4 text-2xl font-bold">{t('rosters.title')}</h1>
      {tournaments.length === 0 && <p className="card">{t('rosters.no_tournaments')}</p>}
      <ul className="flex flex-col gap-3">
        {tournaments.map((tournament) => (
          <li key={tournament.id} className="card flex flex-wrap items-center gap-4">
            <span className="font-semibold">{tournament.name}</span>
            <Link
              route="rosters.show"
              routeParams={{ tournament: tournament.id }}
              className="underline"
            >
              {t('rosters.links.setup')}
            </Link>
            <Link
              route="rosters.grid"
              routeParams={{ tournament: tournament.id }}
              className="underline"
            >
              {t('rosters.links.grid')}
            </Link>
            <Link
              route="rosters.desk"
              routeParams={{ tournament: tournament.id }}
              className="underline"
            >
              {t('rosters.links.desk')}
            </Link>
            <Link
              route="rosters.hours"
              routeParams={{ tournament: tournament.id }}
              className="underline"
            >
              {t('rosters.links.hours')}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
