import db from '@adonisjs/lucid/services/db'
import type { ReportFilters } from '#services/reports/report_filters'
import { countedBy, type ReportScope } from '#services/reports/report_scope'
import {
  dayLabels,
  key,
  SeriesTable,
  text,
  type ReportChart,
  type ReportLabel,
} from '#services/reports/report_chart'

/**
 * The shifts' minimum and maximum headcount, the people the published roster
 * puts on them, and the places short of the minimum (counted shift by shift:
 * a full shift does not make up for an empty one).
 */
export const FILL_FIGURES = ['minimum', 'maximum', 'published', 'short'] as const

/**
 * Rosters' fill rate per day and per position, for the tournaments the
 * scope counts: the shifts (a few hundred per tournament) and the
 * published headcount per shift, folded here.
 */
export async function rostersReport(
  scope: ReportScope,
  filters: ReportFilters
): Promise<ReportChart[]> {
  const { tournamentIds } = countedBy(scope, filters)
  const published = await db
    .from('roster_published')
    .whereIn('tournament_id', tournamentIds)
    .groupBy('shift_id')
    .select('shift_id', db.raw('count(*) as people'))
  const peopleOn = new Map(published.map((row) => [Number(row.shift_id), Number(row.people)]))
  const shifts = await db
    .from('roster_shifts')
    .join('roster_positions', 'roster_positions.id', 'roster_shifts.position_id')
    .whereIn('roster_shifts.tournament_id', tournamentIds)
    .orderBy('roster_shifts.day')
    .orderBy('roster_positions.name')
    .orderBy('roster_positions.id')
    .select(
      'roster_shifts.day',
      'roster_shifts.min_headcount',
      'roster_shifts.max_headcount',
      'roster_positions.id as position_id',
      'roster_shifts.id',
      'roster_positions.name as position'
    )
  const days = [...new Set(shifts.map((row) => String(row.day)))]
  const positions = [
    ...new Map(shifts.map((row) => [Number(row.position_id), String(row.position)])),
  ]
  const positionIds = positions.map(([id]) => id)
  const chart = (
    id: string,
    axis: ReportLabel,
    x: ReportLabel[],
    indexOf: (row: Record<string, unknown>) => number
  ): ReportChart => {
    const table = new SeriesTable(x.length)
    for (const figure of FILL_FIGURES) table.add(figure, key(`reports.rosters.${figure}`), -1, 0)
    for (const row of shifts) {
      const people = peopleOn.get(Number(row.id)) ?? 0
      const minimum = Number(row.min_headcount)
      const figures = {
        minimum,
        maximum: Number(row.max_headcount),
        published: people,
        short: Math.max(0, minimum - people),
      }
      for (const figure of FILL_FIGURES) {
        table.add(figure, key(`reports.rosters.${figure}`), indexOf(row), figures[figure])
      }
    }
    return {
      id,
      title: key(`reports.rosters.${id.replace(/-/g, '_')}`),
      kind: 'bar',
      stacked: false,
      unit: 'count',
      axis,
      x,
      series: table.all([...FILL_FIGURES]),
    }
  }
  return [
    chart('fill-per-day', key('reports.axis.day'), dayLabels(days), (row) =>
      days.indexOf(String(row.day))
    ),
    chart(
      'fill-per-position',
      key('reports.axis.position'),
      positions.map(([, name]) => text(name)),
      (row) => positionIds.indexOf(Number(row.position_id))
    ),
  ]
}
