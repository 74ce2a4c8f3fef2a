import { daysOf, type ReportFilters } from '#services/reports/report_filters'
import type { ReportScope } from '#services/reports/report_scope'
import { formTallies } from '#services/reports/report_queries'
import { dayLabels, key, SeriesTable, type ReportChart } from '#services/reports/report_chart'

/**
 * Per day: requests approved, badges printed (every print, reprints too) and
 * collected, from the tallies the history writer keeps.
 */
export async function badgesReport(
  scope: ReportScope,
  filters: ReportFilters
): Promise<ReportChart[]> {
  const rows = await formTallies(['decision', 'print', 'collect'], scope, filters)
  const days = daysOf(filters)
  const table = new SeriesTable(days.length)
  const ids = ['approved', 'print', 'collect']
  for (const id of ids) table.add(id, key(`reports.badges.${id}`), -1, 0)
  for (const row of rows) {
    if (row.fact === 'decision' && row.detail !== 'approved') continue
    const id = row.fact === 'decision' ? 'approved' : row.fact
    table.add(id, key(`reports.badges.${id}`), days.indexOf(row.at.day), row.count)
  }
  return [
    {
      id: 'badges-per-day',
      title: key('reports.badges.per_day'),
      kind: 'bar',
      stacked: false,
      unit: 'count',
      axis: key('reports.axis.day'),
      x: dayLabels(days),
      series: table.all(ids),
    },
  ]
}
