import { Link } from '@adonisjs/inertia/react'
import { useT } from '~/hooks/use_t'
import PageTitle from '~/components/page_title'
import type { Data } from '@generated/data'

type Props = { tournaments: Data.Tournament.Variants['forPublicIndex'][] }

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
          <section
            key={tournament.id}
            className="card"
            aria-labelledby={`tournament-${tournament.id}`}
          >
            <p className="text-sm uppercase tracking-wide text-slate-500">
              {t(`sports.${tournament.sport}`)}
            </p>
            <h2 id={`tournament-${tournament.id}`} className="mb-3 text-xl font-semibold">
              {tournament.name}
            </h2>
            {tournament.forms.length === 0 ? (
              <p className="text-slate-700">{t('home.no_open_forms')}</p>
            ) : (
              <ul className="grid gap-2 sm:grid-cols-2" aria-label={t('home.open_forms')}>
                {tournament.forms.map((form) => (
                  <li key={`${form.route}:${form.kind ?? ''}`}>
                    <Link
                      route={form.route}
                      routeParams={form.params}
                      className="flex min-h-11 items-center rounded-md border border-slate-200 px-4 py-2 font-medium text-emerald-800 hover:bg-emerald-50"
                    >
                      {form.title
                        ? t(form.title)
                        : form.kind
                          ? `${t(`form_types.${form.slug}`)} · ${t(`options.accreditationKinds.${form.kind}`)}`
                          : t(`form_types.${form.slug}`)}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </div>
  )
}
