import db from '@adonisjs/lucid/services/db'
import { daysOf, utcBounds, type ReportFilters } from '#services/reports/report_filters'
import type { ReportScope } from '#services/reports/report_scope'
import { bucketReader, bucketSql, countedForms } from '#services/reports/report_queries'
import { dayLabels, key, SeriesTable, type ReportChart } from '#services/reports/report_chart'

export const STATES = ['waiting', 'approved', 'rejected']

/**
 * Requests received per day by state, and per type by state: the forms
 * received in the range, grouped by local day in the database; the index on
 * tournament, time, type, category and state answers it alone.
 */
export async function requestsReport(
  scope: ReportScope,
  filters: ReportFilters
): Promise<ReportChart[]> {
  const { start, end } = utcBounds(filters)
  const hour = bucketSql('forms.created_at', 'day', { start, end })
  const rows = await countedForms(db.from('forms'), scope, filters)
    .where('forms.created_at', '>=', start)
    .where('forms.created_at', '<', end)
    .groupByRaw(`${hour}, forms.type, forms.state`)
    .select(db.raw(`${hour} as hour`), 'forms.type', 'forms.state')
    .count('* as total')
  const days = daysOf(filters)
  const types = scope.types.filter((type) => !filters.type || type === filters.type)
  const byDay = new SeriesTable(days.length)
  const byType = new SeriesTable(types.length)
  const bucketOf = bucketReader('day')
  for (const row of rows) {
    const total = Number(row.total)
    const state = String(row.state)
    byDay.add(
      state,
      key(`forms_admin.states.${state}`),
      days.indexOf(bucketOf(row.hour).day),
      total
    )
    byType.add(state, key(`forms_admin.states.${state}`), types.indexOf(String(row.type)), total)
  }
  return [
    {
      id: 'received-per-day',
      title: key('reports.requests.per_day'),
      kind: 'bar',
      stacked: true,
      unit: 'count',
      axis: key('reports.axis.day'),
      x: dayLabels(days),
      series: byDay.all(STATES),
    },
    {
      id: 'received-per-type',
      title: key('reports.requests.per_type'),
      kind: 'bar',
      stacked: true,
      unit: 'count',
      axis: key('reports.axis.type'),
      x: types.map((type) => key(`form_types.${type}`)),
      series: byType.all(STATES),
    },
  ]
}
