import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { sqlTimestamp } from '#support/sql_time'
import type { ReportFilters } from '#services/reports/report_filters'
import type { ReportScope } from '#services/reports/report_scope'
import { countedForms } from '#services/reports/report_queries'
import { key, SeriesTable, type ReportChart } from '#services/reports/report_chart'

/** The ages a waiting request is counted in: under a day, 1-3 days, 3-7, 7-14, older. */
export const AGE_BUCKETS = [
  { id: 'day', days: 1 },
  { id: 'three_days', days: 3 },
  { id: 'week', days: 7 },
  { id: 'two_weeks', days: 14 },
  { id: 'older', days: null },
] as const

/**
 * The review backlog now: requests waiting per type, by how long they have
 * waited (the dates filter does not apply: the backlog is today's).
 */
export async function backlogReport(
  scope: ReportScope,
  filters: ReportFilters
): Promise<ReportChart[]> {
  const now = DateTime.now()
  const bounds = AGE_BUCKETS.map((bucket) =>
    bucket.days === null ? null : sqlTimestamp(now.minus({ days: bucket.days }))
  )
  const query = countedForms(db.from('forms'), scope, filters)
    .where('forms.state', 'waiting')
    .whereNull('forms.erased_at')
    .groupBy('forms.type')
    .select('forms.type')
  AGE_BUCKETS.forEach((bucket, index) => {
    const newer = bounds[index]
    const older = index === 0 ? null : bounds[index - 1]
    const conditions = [
      ...(newer ? ['forms.created_at >= ?'] : []),
      ...(older ? ['forms.created_at < ?'] : []),
    ]
    query.select(
      db.raw(`sum(case when ${conditions.join(' and ')} then 1 else 0 end) as ??`, [
        ...(newer ? [newer] : []),
        ...(older ? [older] : []),
        bucket.id,
      ])
    )
  })
  const rows = await query
  const types = scope.types.filter((type) => !filters.type || type === filters.type)
  const table = new SeriesTable(types.length)
  for (const bucket of AGE_BUCKETS)
    table.add(bucket.id, key(`reports.backlog.ages.${bucket.id}`), -1, 0)
  for (const row of rows) {
    for (const bucket of AGE_BUCKETS) {
      table.add(
        bucket.id,
        key(`reports.backlog.ages.${bucket.id}`),
        types.indexOf(String(row.type)),
        Number(row[bucket.id] ?? 0)
      )
    }
  }
  return [
    {
      id: 'backlog-by-age',
      title: key('reports.backlog.by_age'),
      kind: 'bar',
      stacked: true,
      unit: 'count',
      axis: key('reports.axis.type'),
      x: types.map((type) => key(`form_types.${type}`)),
      series: table.all(),
    },
  ]
}
