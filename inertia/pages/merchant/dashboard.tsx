import { usePage } from '@inertiajs/react'
import { useT } from '~/hooks/use_t'
import PageTitle from '~/components/page_title'

type Props = {
  tournaments: { id: number; sport: string; name: string; year: number; startsOn: string | null; endsOn: string | null }[]
}

export default function Dashboard({ tournaments }: Props) {
  const t = useT()
  const { user } = usePage().props
  return (
    <div>
      <PageTitle title={t('dashboard.title')} />
      <h1 className="mb-1 text-2xl font-bold">{t('dashboard.title')}</h1>
      <p className="mb-6 text-slate-600">{t('dashboard.welcome', { name: user?.name ?? '' })}</p>
      <section aria-labelledby="current-tournaments" className="grid gap-4 sm:grid-cols-2">
        <h2 id="current-tournaments" className="sr-only">
          {t('dashboard.current_tournaments')}
        </h2>
        {tournaments.map((tournament) => (
          <article key={tournament.id} className="card">
            <p className="text-sm uppercase tracking-wide text-slate-500">{t(`sports.${tournament.sport}`)}</p>
            <h3 className="text-lg font-semibold">{tournament.name}</h3>
            <p className="text-sm text-slate-600">
              {tournament.startsOn} – {tournament.endsOn}
            </p>
          </article>
        ))}
      </section>
    </div>
  )
}
