import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { organiserZone } from '#services/i18n/time_zone'
import { today, utcBounds, type ReportFilters } from '#services/reports/report_filters'
import { countedBy, type ReportScope } from '#services/reports/report_scope'
import { bucketReader, bucketSql } from '#services/reports/report_queries'
import {
  hourLabels,
  key,
  SeriesTable,
  text,
  type ReportChart,
} from '#services/reports/report_chart'

/** A passage tally's net effect on who is inside: entries that counted less exits that counted. */
const NET = `sum(case when detail like 'in:%' then total else -total end)`

/**
 * One day (the range's last) per zone: entries admitted and refusals per
 * hour, and how many were inside at the end of each hour (every counted
 * passage before it, summed from the hourly tallies). Today's chart stops at
 * the current hour, whose point the page moves live with the occupancy
 * channel. Zones have no form type: the type and category filters do not apply.
 */
export async function passagesReport(
  scope: ReportScope,
  filters: ReportFilters
): Promise<ReportChart[]> {
  const day = filters.to
  const zones = await db
    .from('zones')
    .join('tournaments', 'tournaments.id', 'zones.tournament_id')
    .whereIn('zones.tournament_id', countedBy(scope, filters).tournamentIds)
    .orderBy('tournaments.name')
    .orderBy('zones.name')
    .select('zones.id', 'zones.name')
  const zoneIds = zones.map((zone) => Number(zone.id))
  const order = zoneIds.map(String)
  const names = new Map(zones.map((zone) => [Number(zone.id), String(zone.name)]))
  const { start, end } = utcBounds({ from: day, to: day })
  const isToday = day === today()
  const hours = isToday ? DateTime.now().setZone(organiserZone()).hour + 1 : 24
  const inZones = zoneIds.length ? zoneIds : [0]
  const [rows, before] = await Promise.all([
    db
      .from('report_tallies')
      .where('fact', 'passage')
      .whereIn('subject_id', inZones)
      .where('hour', '>=', start)
      .where('hour', '<', end)
      .select(
        db.raw(`${bucketSql('hour', 'hour', { start, end })} as bucket`),
        'subject_id',
        'detail',
        'count',
        'total'
      ),
    db
      .from('report_tallies')
      .where('fact', 'passage')
      .whereIn('subject_id', inZones)
      .where('hour', '<', start)
      .groupBy('subject_id')
      .select('subject_id', db.raw(`${NET} as net`)),
  ])
  const admitted = new SeriesTable(hours)
  const refused = new SeriesTable(hours)
  const net = new SeriesTable(hours)
  for (const zoneId of zoneIds) {
    const label = text(names.get(zoneId)!)
    admitted.add(String(zoneId), label, -1, 0)
    refused.add(String(zoneId), label, -1, 0)
    net.add(String(zoneId), label, -1, 0)
  }
  const bucketOf = bucketReader('hour')
  for (const row of rows) {
    const zoneId = Number(row.subject_id)
    const label = text(names.get(zoneId)!)
    const at = bucketOf(row.bucket).hour
    const [direction, verdict] = String(row.detail).split(':')
    if (verdict === 'admit' && direction === 'in')
      admitted.add(String(zoneId), label, at, Number(row.count))
    if (verdict !== 'admit') refused.add(String(zoneId), label, at, Number(row.count))
    net.add(String(zoneId), label, at, (direction === 'in' ? 1 : -1) * Number(row.total))
  }
  const baseline = new Map(before.map((row) => [Number(row.subject_id), Number(row.net)]))
  const occupancy = net.all(order).map((series) => {
    let inside = baseline.get(Number(series.id)) ?? 0
    return { ...series, values: series.values.map((change) => (inside += change)) }
  })
  const x = hourLabels().slice(0, hours)
  return [
    {
      id: 'occupancy-per-hour',
      title: key(isToday ? 'reports.passages.occupancy_today' : 'reports.passages.occupancy', {
        day,
      }),
      kind: 'line',
      stacked: false,
      unit: 'count',
      axis: key('reports.axis.hour'),
      x,
      series: occupancy,
      ...(isToday ? { live: { zoneIds, hourIndex: hours - 1 } } : {}),
    },
    {
      id: 'entries-per-hour',
      title: key('reports.passages.entries', { day }),
      kind: 'bar',
      stacked: true,
      unit: 'count',
      axis: key('reports.axis.hour'),
      x,
      series: admitted.all(order),
    },
    {
      id: 'refusals-per-hour',
      title: key('reports.passages.refusals', { day }),
      kind: 'bar',
      stacked: true,
      unit: 'count',
      axis: key('reports.axis.hour'),
      x,
      series: refused.all(order),
    },
  ]
}
