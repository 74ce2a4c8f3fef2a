import type { Data } from '@generated/data'
import { useEffect, useMemo, useState } from 'react'
import { Link } from '@adonisjs/inertia/react'
import { usePage } from '@inertiajs/react'
import { Transmit } from '@adonisjs/transmit-client'
import { useT } from '~/hooks/use_t'
import PageTitle from '~/components/page_title'
import { FilterBar, FilterSelect } from '~/components/list_filters'
import ReportChartView from '~/components/reports/report_chart_view'
import '~/css/reports.css'

type ReportSlug =
  | 'requests'
  | 'backlog'
  | 'decisions'
  | 'badges'
  | 'meals'
  | 'passages'
  | 'flags'
  | 'quotas'
  | 'rosters'

type Props = {
  report: ReportSlug
  reports: ReportSlug[]
  charts: Data.ReportChart[]
  filters: {
    tournamentId: number | null
    from: string
    to: string
    type: string | null
    category: string | null
  }
  shownFilters: ('tournament' | 'dates' | 'day' | 'type' | 'category')[]
  rejected: string[]
  options: { tournaments: { id: number; name: string }[]; types: string[]; categories: string[] }
  channel: string
}

/**
 * Live charts (today's occupancy): each occupancy event carries a zone's
 * count now, which becomes that zone's point for the current hour.
 */
function useLiveCharts(charts: Data.ReportChart[], channel: string) {
  /** The counts heard for these charts (new charts from new filters start with none). */
  const [heard, setHeard] = useState<{
    charts: Data.ReportChart[]
    inside: Record<number, number>
  }>({
    charts,
    inside: {},
  })
  const [live, setLive] = useState(false)
  const shown = useMemo(() => {
    const inside = heard.charts === charts ? heard.inside : {}
    return charts.map((chart) => {
      const at = chart.live?.hourIndex
      if (at === undefined) return chart
      return {
        ...chart,
        series: chart.series.map((series) => {
          const now = inside[Number(series.id)]
          if (now === undefined) return series
          return {
            ...series,
            values: series.values.map((value, index) => (index === at ? now : value)),
          }
        }),
      }
    })
  }, [charts, heard])
  const wantsLive = charts.some((chart) => chart.live)
  useEffect(() => {
    if (!wantsLive) return
    const transmit = new Transmit({ baseUrl: window.location.origin, maxReconnectAttempts: 20 })
    const subscription = transmit.subscription(channel)
    const stop = subscription.onMessage((data: { zoneId: number; inside: number }) => {
      setHeard((current) => ({
        charts,
        inside: {
          ...(current.charts === charts ? current.inside : {}),
          [data.zoneId]: data.inside,
        },
      }))
    })
    subscription.create().then(
      () => setLive(true),
      () => setLive(false)
    )
    transmit.on('disconnected', () => setLive(false))
    return () => {
      stop()
      void subscription.delete().catch(() => {})
      transmit.close()
    }
  }, [wantsLive, channel, charts])
  return { shown, live: wantsLive ? live : null }
}

/** A report: its filters, its charts (each with its table and downloads), the other reports a tab away. */
export default function Report(props: Props) {
  const t = useT()
  const { locale } = usePage().props
  const { report, reports, filters, shownFilters, rejected, options } = props
  const { shown, live } = useLiveCharts(props.charts, props.channel)
  const title = t(`reports.titles.${report}`)
  const has = (filter: Props['shownFilters'][number]) => shownFilters.includes(filter)

  return (
    <div className="reports-page">
      <PageTitle title={title} />
      <h1 className="mb-2 text-2xl font-bold">{title}</h1>
      <p className="mb-4 text-slate-700">{t(`reports.intros.${report}`)}</p>
      <nav aria-label={t('reports.nav')} className="mb-4 print:hidden">
        <ul className="flex flex-wrap gap-2">
          {reports.map((slug) => (
            <li key={slug}>
              <Link
                route={`reports.${slug}`}
                className={`inline-flex min-h-11 items-center rounded px-3 ${slug === report ? 'bg-slate-900 text-white' : 'bg-white underline'}`}
                aria-current={slug === report ? 'page' : undefined}
              >
                {t(`reports.titles.${slug}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {rejected.length > 0 && (
        <p
          role="alert"
          className="mb-4 rounded border border-amber-400 bg-amber-50 p-3 text-amber-900"
        >
          {t('reports.filters.rejected', {
            fields: rejected.map((field) => t(`reports.filters.${field}`)).join(', '),
          })}
        </p>
      )}
      <div className="print:hidden">
        <FilterBar action={`/merchant/reports/${report}`} submit={t('reports.filters.apply')}>
          {has('tournament') && (
            <FilterSelect
              id="tournament"
              name="tournament"
              label={t('reports.filters.tournament')}
              any={{ value: '', label: t('reports.filters.all_tournaments') }}
              options={options.tournaments.map((tournament) => ({
                value: tournament.id,
                label: tournament.name,
              }))}
              defaultValue={filters.tournamentId ?? ''}
            />
          )}
          {has('dates') && (
            <>
              <div>
                <label htmlFor="from" className="field-label">
                  {t('reports.filters.from')}
                </label>
                <input
                  id="from"
                  name="from"
                  type="date"
                  className="field-input"
                  defaultValue={filters.from}
                />
              </div>
              <div>
                <label htmlFor="to" className="field-label">
                  {t('reports.filters.to')}
                </label>
                <input
                  id="to"
                  name="to"
                  type="date"
                  className="field-input"
                  defaultValue={filters.to}
                />
              </div>
            </>
          )}
          {has('day') && (
            <div>
              <label htmlFor="to" className="field-label">
                {t('reports.filters.day')}
              </label>
              <input
                id="to"
                name="to"
                type="date"
                className="field-input"
                defaultValue={filters.to}
              />
            </div>
          )}
          {has('type') && (
            <FilterSelect
              id="type"
              name="type"
              label={t('reports.filters.type')}
              any={{ value: '', label: t('reports.filters.all_types') }}
              options={options.types.map((type) => ({
                value: type,
                label: t(`form_types.${type}`),
              }))}
              defaultValue={filters.type ?? ''}
            />
          )}
          {has('category') && (
            <FilterSelect
              id="category"
              name="category"
              label={t('reports.filters.category')}
              any={{ value: '', label: t('reports.filters.all_categories') }}
              options={options.categories.map((category) => ({
                value: category,
                label: t(`massive_update.categories.${category}`),
              }))}
              defaultValue={filters.category ?? ''}
            />
          )}
        </FilterBar>
      </div>
      {live !== null && (
        <p role="status" className="mb-4 text-sm font-semibold" data-testid="reports-live">
          {live ? (
            <span className="text-green-800">● {t('reports.passages.live')}</span>
          ) : (
            <span className="text-slate-700">{t('reports.passages.offline')}</span>
          )}
        </p>
      )}
      {shown.map((chart) => (
        <ReportChartView key={chart.id} chart={chart} locale={locale} />
      ))}
    </div>
  )
}
