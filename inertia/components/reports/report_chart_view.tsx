import type { Data } from '@generated/data'
import { useEffect, useMemo, useRef, useState } from 'react'
import type { EChartsType } from 'echarts/core'
import { useT } from '~/hooks/use_t'
import { chartCsv, download, svgToPng } from '~/components/reports/chart_files'

/** Colours told apart by people with any common colour blindness (Okabe and Ito), dark enough on white. */
const PALETTE = [
  '#0072B2',
  '#D55E00',
  '#009E73',
  '#CC79A7',
  '#E69F00',
  '#56B4E9',
  '#000000',
  '#8C6D1F',
]

type Chart = Data.ReportChart

function useFormat(chart: Chart, locale: string) {
  return useMemo(() => {
    const tag = locale === 'en' ? 'en-GB' : 'es-ES'
    if (chart.unit === 'cents') {
      const money = new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR' })
      return (value: number) => money.format(value / 100)
    }
    const count = new Intl.NumberFormat(tag)
    return (value: number) => count.format(value)
  }, [chart.unit, locale])
}

function optionOf(chart: Chart, description: string, format: (value: number) => string) {
  return {
    color: PALETTE,
    animation: false,
    aria: { enabled: true, label: { description }, decal: { show: chart.kind === 'bar' } },
    tooltip: { trigger: 'axis', valueFormatter: (value: number) => format(Number(value)) },
    legend: { type: 'scroll', top: 0, textStyle: { color: '#1e293b' } },
    grid: { left: 8, right: 16, top: 40, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: chart.x, axisLabel: { color: '#334155' } },
    yAxis: {
      type: 'value',
      minInterval: 1,
      axisLabel: {
        color: '#334155',
        formatter: (value: number) => (chart.unit === 'cents' ? format(value) : String(value)),
      },
    },
    series: chart.series.map((series) => ({
      name: series.name,
      type: chart.kind,
      stack: chart.stacked ? 'total' : undefined,
      data: series.values,
      ...(chart.kind === 'line' ? { symbolSize: 6 } : {}),
    })),
  }
}

/**
 * One report's chart (ECharts, drawn as SVG), the same figures as a table
 * for screen readers and print, and its downloads: the table as CSV, the
 * chart as SVG or PNG. The chart redraws when its data changes (live).
 */
export default function ReportChartView({ chart, locale }: { chart: Chart; locale: string }) {
  const t = useT()
  const element = useRef<HTMLDivElement>(null)
  const [instance, setInstance] = useState<EChartsType | null>(null)
  const format = useFormat(chart, locale)
  const description = t('reports.chart.description', { title: chart.title })

  /** The library arrives after the page (its own chunk): the table is there at once. */
  useEffect(() => {
    const chartElement = element.current!
    let created: EChartsType | null = null
    let resize: ResizeObserver | null = null
    let gone = false
    void import('~/components/reports/echarts').then(({ echarts }) => {
      if (gone) return
      created = echarts.init(chartElement, undefined, { renderer: 'svg', locale: 'EN' })
      const drawn = created
      resize = new ResizeObserver(() => drawn.resize())
      resize.observe(chartElement)
      setInstance(drawn)
    })
    return () => {
      gone = true
      resize?.disconnect()
      created?.dispose()
    }
  }, [])

  useEffect(() => {
    instance?.setOption(optionOf(chart, description, format), true)
  }, [instance, chart, description, format])

  const svg = () => instance?.renderToSVGString() ?? ''

  async function downloadPng() {
    const { width, height } = element.current!.getBoundingClientRect()
    download(`${chart.id}.png`, await svgToPng(svg(), width, height))
  }

  const empty = chart.series.every((series) => series.values.every((value) => value === 0))

  return (
    <section
      aria-labelledby={`${chart.id}-title`}
      className="report-chart card mb-6"
      data-testid={`report-${chart.id}`}
    >
      <h2 id={`${chart.id}-title`} className="mb-2 text-lg font-semibold">
        {chart.title}
      </h2>
      {empty && <p className="mb-2 text-slate-700">{t('reports.chart.empty')}</p>}
      <div ref={element} className="h-80 w-full" role="img" aria-label={description} />
      <div className="my-3 flex flex-wrap gap-2 print:hidden">
        <button
          type="button"
          className="btn-secondary"
          onClick={() =>
            download(`${chart.id}.csv`, new Blob([chartCsv(chart, format)], { type: 'text/csv' }))
          }
        >
          {t('reports.chart.csv')}
          <span className="sr-only"> · {chart.title}</span>
        </button>
        <button
          type="button"
          className="btn-secondary"
          disabled={!instance}
          onClick={() => download(`${chart.id}.svg`, new Blob([svg()], { type: 'image/svg+xml' }))}
        >
          {t('reports.chart.svg')}
          <span className="sr-only"> · {chart.title}</span>
        </button>
        <button
          type="button"
          className="btn-secondary"
          disabled={!instance}
          onClick={() => void downloadPng()}
        >
          {t('reports.chart.png')}
          <span className="sr-only"> · {chart.title}</span>
        </button>
      </div>
      {/* Scrolls on its own: focusable, so a keyboard can scroll it too. */}
      <div
        className="max-h-96 overflow-auto rounded border border-slate-200 print:max-h-none print:overflow-visible"
        tabIndex={0}
        role="region"
        aria-label={t('reports.chart.table', { title: chart.title })}
      >
        <table className="w-full text-left text-sm" data-testid={`table-${chart.id}`}>
          <caption className="sr-only">{t('reports.chart.table', { title: chart.title })}</caption>
          <thead className="sticky top-0 bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-2 py-1">
                {chart.axis}
              </th>
              {chart.series.map((series) => (
                <th key={series.id} scope="col" className="px-2 py-1 text-right">
                  {series.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {chart.x.map((label, index) => (
              <tr key={label} className="border-t border-slate-200">
                <th scope="row" className="px-2 py-1 font-normal">
                  {label}
                </th>
                {chart.series.map((series) => (
                  <td
                    key={series.id}
                    className="px-2 py-1 text-right tabular-nums"
                    data-series={series.id}
                  >
                    {format(series.values[index])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
