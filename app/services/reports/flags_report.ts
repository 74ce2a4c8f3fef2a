import db from '@adonisjs/lucid/services/db'
import { utcBounds, type ReportFilters } from '#services/reports/report_filters'
import type { ReportScope } from '#services/reports/report_scope'
import { countedForms } from '#services/reports/report_queries'
import { key, SeriesTable, type ReportChart } from '#services/reports/report_chart'

/** What the photo check found: a photo that looks right, one with problems, one staff judged good. */
export const PHOTO_OUTCOMES = ['clean', 'problems', 'overruled'] as const
/** Likely duplicates still to look at, and those staff ruled out. */
export const DUPLICATE_OUTCOMES = ['open', 'not_same'] as const

/**
 * Photo checks and likely duplicates by outcome per type, for the requests
 * checked (photos) or paired (duplicates) in the range. One row per request
 * or pair: an indexed join on the forms the scope counts.
 */
export async function flagsReport(
  scope: ReportScope,
  filters: ReportFilters
): Promise<ReportChart[]> {
  const { start, end } = utcBounds(filters)
  const types = scope.types.filter((type) => !filters.type || type === filters.type)
  const photos = await countedForms(
    db.from('review_photo_checks').join('forms', 'forms.id', 'review_photo_checks.form_id'),
    scope,
    filters
  )
    .where('review_photo_checks.checked_at', '>=', start)
    .where('review_photo_checks.checked_at', '<', end)
    .groupBy('forms.type')
    .select(
      'forms.type',
      db.raw(
        `sum(case when overruled_at is not null then 1 else 0 end) as overruled,
         sum(case when overruled_at is null and problems <> '' then 1 else 0 end) as problems,
         sum(case when overruled_at is null and problems = '' then 1 else 0 end) as clean`
      )
    )
  const duplicates = await countedForms(
    db.from('review_duplicates').join('forms', 'forms.id', 'review_duplicates.other_form_id'),
    scope,
    filters
  )
    .where('review_duplicates.created_at', '>=', start)
    .where('review_duplicates.created_at', '<', end)
    .groupBy('forms.type')
    .select(
      'forms.type',
      db.raw(
        `sum(case when not_same_at is null then 1 else 0 end) as open,
         sum(case when not_same_at is not null then 1 else 0 end) as not_same`
      )
    )
  const chart = (
    id: string,
    outcomes: readonly string[],
    rows: Record<string, unknown>[]
  ): ReportChart => {
    const table = new SeriesTable(types.length)
    for (const outcome of outcomes)
      table.add(outcome, key(`reports.flags.outcomes.${outcome}`), -1, 0)
    for (const row of rows) {
      for (const outcome of outcomes) {
        table.add(
          outcome,
          key(`reports.flags.outcomes.${outcome}`),
          types.indexOf(String(row.type)),
          Number(row[outcome] ?? 0)
        )
      }
    }
    return {
      id,
      title: key(`reports.flags.${id.replace(/-/g, '_')}`),
      kind: 'bar',
      stacked: true,
      unit: 'count',
      axis: key('reports.axis.type'),
      x: types.map((type) => key(`form_types.${type}`)),
      series: table.all(),
    }
  }
  return [
    chart('photo-checks', PHOTO_OUTCOMES, photos),
    chart('duplicates', DUPLICATE_OUTCOMES, duplicates),
  ]
}
