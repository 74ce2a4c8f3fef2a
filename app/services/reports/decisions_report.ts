import db from '@adonisjs/lucid/services/db'
import { daysOf, type ReportFilters } from '#services/reports/report_filters'
import type { ReportScope } from '#services/reports/report_scope'
import { formTallies } from '#services/reports/report_queries'
import { dayLabels, key, SeriesTable, text, type ReportChart } from '#services/reports/report_chart'

/** Staff names by id, as the lists show them; a decision without one is the system's. */
export async function staffNames(ids: number[]): Promise<Map<number, string>> {
  const known = ids.filter((id) => id > 0)
  if (known.length === 0) return new Map()
  const rows = await db.from('users').whereIn('id', known).select('id', 'name', 'last_name')
  return new Map(rows.map((row) => [Number(row.id), `${row.name} ${row.last_name ?? ''}`.trim()]))
}

/** Decisions per reviewer per day, and approvals against rejections per day, from the tallies. */
export async function decisionsReport(
  scope: ReportScope,
  filters: ReportFilters
): Promise<ReportChart[]> {
  const rows = await formTallies(['decision'], scope, filters)
  const days = daysOf(filters)
  const names = await staffNames([...new Set(rows.map((row) => row.subject))])
  const byReviewer = new SeriesTable(days.length)
  const byState = new SeriesTable(days.length)
  for (const row of rows) {
    const at = days.indexOf(row.at.day)
    const name = names.get(row.subject)
    byReviewer.add(
      String(row.subject),
      name ? text(name) : key('reports.decisions.nobody'),
      at,
      row.count
    )
    byState.add(row.detail, key(`forms_admin.states.${row.detail}`), at, row.count)
  }
  const reviewers = byReviewer.all().sort((a, b) => {
    const name = (series: typeof a) => ('text' in series.label ? series.label.text : '')
    return name(a).localeCompare(name(b))
  })
  return [
    {
      id: 'decisions-per-reviewer',
      title: key('reports.decisions.per_reviewer'),
      kind: 'bar',
      stacked: true,
      unit: 'count',
      axis: key('reports.axis.day'),
      x: dayLabels(days),
      series: reviewers,
    },
    {
      id: 'decisions-per-state',
      title: key('reports.decisions.per_state'),
      kind: 'bar',
      stacked: false,
      unit: 'count',
      axis: key('reports.axis.day'),
      x: dayLabels(days),
      series: byState.all(['approved', 'rejected']),
    },
  ]
}
