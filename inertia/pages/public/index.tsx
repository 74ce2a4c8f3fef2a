import { useT } from '~/hooks/use_t'
import PageTitle from '~/components/page_title'

type Props = { tournaments: { id: number; sport: string; name: string; year: number }[] }

/** Public index: the current tournament of each sport and its open forms. */
export default function PublicIndex({ tournaments }: Props) {
  const t = useT()
  return (
    <div>
      <PageTitle />
      <h1 className="mb-2 text-2xl font-bold">{t('home.title')}</h1>
      <p className="mb-6 text-slate-700">{t('home.intro')}</p>
      {tournaments.length === 0 && <p className="card">{t('home.no_tournaments')}</p>}
      <div className="grid gap-4">
        {tournaments.map((tournament) => (
          <section key={tournament.id} className="card" aria-labelledby={`tournament-${tournament.id}`}>
            <p className="text-sm uppercase tracking-wide text-slate-500">{t(`sports.${tournament.sport}`)}</p>
            <h2 id={`tournament-${tournament.id}`} className="text-xl font-semibold">
              {tournament.name}
            </h2>
          </section>
        ))}
      </div>
    </div>
  )
}
