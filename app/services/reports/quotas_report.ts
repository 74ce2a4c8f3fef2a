import db from '@adonisjs/lucid/services/db'
import type { ReportFilters } from '#services/reports/report_filters'
import { countedBy, type ReportScope } from '#services/reports/report_scope'
import {
  key,
  SeriesTable,
  text,
  type ReportChart,
  type ReportLabel,
} from '#services/reports/report_chart'

/** A quota's figures: the places given, those taken, those still free. */
export const QUOTA_FIGURES = ['places', 'used', 'remaining'] as const

/**
 * Organisations' quota use now: places, used and remaining per organisation
 * and per type, over the quotas of the tournaments and types the scope
 * counts. Quotas are a few rows per organisation: one grouped query.
 */
export async function quotasReport(
  scope: ReportScope,
  filters: ReportFilters
): Promise<ReportChart[]> {
  const { types, tournamentIds } = countedBy(scope, filters)
  const rows = await db
    .from('organisation_quotas')
    .join('organisations', 'organisations.id', 'organisation_quotas.organisation_id')
    .whereIn('organisations.tournament_id', tournamentIds)
    .whereIn('organisation_quotas.form_type', types)
    .groupBy('organisations.id', 'organisations.name', 'organisation_quotas.form_type')
    .orderBy('organisations.name')
    .orderBy('organisations.id')
    .select(
      'organisations.id',
      'organisations.name',
      'organisation_quotas.form_type',
      db.raw('sum(organisation_quotas.places) as places'),
      db.raw('sum(organisation_quotas.used) as used'),
      db.raw(
        'sum(case when organisation_quotas.places > organisation_quotas.used then organisation_quotas.places - organisation_quotas.used else 0 end) as remaining'
      )
    )
  const organisations = [...new Map(rows.map((row) => [Number(row.id), String(row.name)]))]
  const quotaTypes = types.filter((type) => rows.some((row) => row.form_type === type))
  const chart = (
    id: string,
    axis: ReportLabel,
    x: ReportLabel[],
    indexOf: (row: Record<string, unknown>) => number
  ): ReportChart => {
    const table = new SeriesTable(x.length)
    for (const figure of QUOTA_FIGURES) table.add(figure, key(`reports.quotas.${figure}`), -1, 0)
    for (const row of rows) {
      for (const figure of QUOTA_FIGURES) {
        table.add(figure, key(`reports.quotas.${figure}`), indexOf(row), Number(row[figure] ?? 0))
      }
    }
    return {
      id,
      title: key(`reports.quotas.${id.replace(/-/g, '_')}`),
      kind: 'bar',
      stacked: false,
      unit: 'count',
      axis,
      x,
      series: table.all([...QUOTA_FIGURES]),
    }
  }
  const organisationIds = organisations.map(([id]) => id)
  return [
    chart(
      'quotas-per-organisation',
      key('reports.axis.organisation'),
      organisations.map(([, name]) => text(name)),
      (row) => organisationIds.indexOf(Number(row.id))
    ),
    chart(
      'quotas-per-type',
      key('reports.axis.type'),
      quotaTypes.map((type) => key(`form_types.${type}`)),
      (row) => quotaTypes.indexOf(String(row.form_type))
    ),
  ]
}
