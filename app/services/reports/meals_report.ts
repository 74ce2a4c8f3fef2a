import db from '@adonisjs/lucid/services/db'
import { daysOf, type ReportFilters } from '#services/reports/report_filters'
import type { ReportScope } from '#services/reports/report_scope'
import { formTallies } from '#services/reports/report_queries'
import {
  dayLabels,
  hourLabels,
  key,
  SeriesTable,
  text,
  type ReportChart,
} from '#services/reports/report_chart'

/**
 * Meals (credits) and money (cents) per restaurant per day, and meals per
 * restaurant by hour of the day over the range, from the tallies the tills keep.
 */
export async function mealsReport(
  scope: ReportScope,
  filters: ReportFilters
): Promise<ReportChart[]> {
  const rows = await formTallies(['meal'], scope, filters, 'hour')
  const days = daysOf(filters)
  const restaurants = await db.from('restaurants').orderBy('name').select('id', 'name')
  const order = restaurants.map((row) => String(row.id))
  const names = new Map(restaurants.map((row) => [Number(row.id), String(row.name)]))
  const meals = new SeriesTable(days.length)
  const money = new SeriesTable(days.length)
  const byHour = new SeriesTable(24)
  for (const row of rows) {
    const label = text(names.get(row.subject) ?? `#${row.subject}`)
    const at = row.at
    if (row.detail === 'credit') {
      meals.add(String(row.subject), label, days.indexOf(at.day), row.total)
      byHour.add(String(row.subject), label, at.hour, row.total)
    } else {
      money.add(String(row.subject), label, days.indexOf(at.day), row.total)
    }
  }
  const perDay = {
    kind: 'bar',
    stacked: true,
    axis: key('reports.axis.day'),
    x: dayLabels(days),
  } as const
  return [
    {
      id: 'meals-per-day',
      title: key('reports.meals.per_day'),
      unit: 'count',
      series: meals.all(order),
      ...perDay,
    },
    {
      id: 'money-per-day',
      title: key('reports.meals.money_per_day'),
      unit: 'cents',
      series: money.all(order),
      ...perDay,
    },
    {
      id: 'meals-by-hour',
      title: key('reports.meals.by_hour'),
      kind: 'bar',
      stacked: true,
      unit: 'count',
      axis: key('reports.axis.hour'),
      x: hourLabels(),
      series: byHour.all(order),
    },
  ]
}
