import { usePage } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { useT } from '~/hooks/use_t'
import { useFormatDate, useFormatDay } from '~/hooks/use_format'
import PageTitle from '~/components/page_title'
import StaffTable from '~/components/staff_table'
import StateBadge from '~/components/staff_forms/state_badge'
import type { Data } from '@generated/data'

type Props = {
  tournaments: Data.Tournament.Variants['forDashboard'][]
  counts: Data.FormTypeCounts[]
  latest: Data.LatestForm[]
}

const STATES = ['waiting', 'approved', 'rejected'] as const

/** Home: the current tournaments, requests per type and state (each a link to its list), the latest. */
export default function Dashboard({ tournaments, counts, latest }: Props) {
  const t = useT()
  const formatDate = useFormatDate()
  const formatDay = useFormatDay()
  const { user } = usePage().props
  return (
    <div>
      <PageTitle title={t('dashboard.title')} />
      <h1 className="mb-1 text-2xl font-bold">{t('dashboard.title')}</h1>
      <p className="mb-6 text-slate-600">{t('dashboard.welcome', { name: user?.name ?? '' })}</p>
      <section aria-labelledby="current-tournaments" className="mb-6 grid gap-4 sm:grid-cols-2">
        <h2 id="current-tournaments" className="sr-only">
          {t('dashboard.current_tournaments')}
        </h2>
        {tournaments.map((tournament) => (
          <article key={tournament.id} className="card">
            <p className="text-sm uppercase tracking-wide text-slate-500">
              {t(`sports.${tournament.sport}`)}
            </p>
            <h3 className="text-lg font-semibold">{tournament.name}</h3>
            <p className="text-sm text-slate-600">
              {formatDay(tournament.startsOn)} – {formatDay(tournament.endsOn)}
            </p>
          </article>
        ))}
      </section>
      {counts.length > 0 && (
        <section aria-labelledby="requests-by-type" className="mb-6">
          <h2 id="requests-by-type" className="mb-2 text-lg font-semibold">
            {t('dashboard.requests')}
          </h2>
          <StaffTable
            head={
              <>
                <th className="px-3 py-2">{t('dashboard.type')}</th>
                {STATES.map((state) => (
                  <th key={state} className="px-3 py-2 text-right">
                    {t(`forms_admin.states.${state}`)}
                  </th>
                ))}
                <th className="px-3 py-2 text-right">{t('applicants.changes.dashboard')}</th>
              </>
            }
          >
            {counts.map((row) => (
              <tr key={row.type} className="border-t border-slate-100">
                <th scope="row" className="px-3 py-2 font-medium">
                  <Link
                    route="staff_forms.index"
                    routeParams={{ type: row.type }}
                    qs={{ list: 'new' }}
                    className="text-emerald-800 hover:underline"
                  >
                    {t(`form_types.${row.type}`)}
                  </Link>
                </th>
                {STATES.map((state) => (
                  <td key={state} className="px-3 py-2 text-right tabular-nums">
                    <Link
                      route="staff_forms.index"
                      routeParams={{ type: row.type }}
                      qs={{ state, list: 'new' }}
                      className="hover:underline"
                    >
                      {row[state]}
                    </Link>
                  </td>
                ))}
                <td className="px-3 py-2 text-right tabular-nums">
                  <Link
                    route="staff_forms.index"
                    routeParams={{ type: row.type }}
                    qs={{ review: 'changes', list: 'new' }}
                    className="hover:underline"
                  >
                    {row.changes}
                  </Link>
                </td>
              </tr>
            ))}
          </StaffTable>
        </section>
      )}
      {latest.length > 0 && (
        <section aria-labelledby="latest-requests">
          <h2 id="latest-requests" className="mb-2 text-lg font-semibold">
            {t('dashboard.latest')}
          </h2>
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white text-sm">
            {latest.map((form) => (
              <li key={form.id} className="flex flex-wrap items-center gap-3 px-3 py-2">
                <Link
                  route="staff_forms.show"
                  routeParams={{ type: form.type, id: form.id }}
                  className="font-medium text-emerald-800 hover:underline"
                >
                  {form.lastName}, {form.name}
                </Link>
                <span className="text-slate-600">{t(`form_types.${form.type}`)}</span>
                <StateBadge state={form.state} />
                <span className="ml-auto text-slate-500">{formatDate(form.createdAt)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}
