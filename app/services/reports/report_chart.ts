/**
 * A report's chart as data: the axis labels, the series and how to draw them.
 * Labels are translation keys (a state, a type, an hour) or names as stored
 * (a reviewer, a restaurant, a zone); the transformer turns keys into words.
 */
export type ReportLabel =
  { key: string; values?: Record<string, string | number> } | { text: string }

export type ReportSeries = { id: string; label: ReportLabel; values: number[] }

export type ReportChart = {
  /** Stable id: the chart's element, its data table and its download names. */
  id: string
  title: ReportLabel
  kind: 'bar' | 'line'
  stacked: boolean
  /** What the values are: a count, euros in cents, meal credits. */
  unit: 'count' | 'cents'
  axis: ReportLabel
  x: ReportLabel[]
  series: ReportSeries[]
  /** A live chart: the zone ids its series stand for (the occupancy channel names zones). */
  live?: { zoneIds: number[]; hourIndex: number }
}

export function text(value: string): ReportLabel {
  return { text: value }
}

export function key(name: string, values?: Record<string, string | number>): ReportLabel {
  return values ? { key: name, values } : { key: name }
}

/** Zero-filled series by id over an axis of `size` points, in first-seen order. */
export class SeriesTable {
  #series = new Map<string, ReportSeries>()
  constructor(private size: number) {}

  add(id: string, label: ReportLabel, index: number, value: number) {
    let series = this.#series.get(id)
    if (!series) {
      series = { id, label, values: new Array(this.size).fill(0) }
      this.#series.set(id, series)
    }
    if (index >= 0 && index < this.size) series.values[index] += value
  }

  /** The series in the given order of ids (unknown ones after it, as added). */
  all(order: string[] = []): ReportSeries[] {
    const rank = (id: string) => {
      const at = order.indexOf(id)
      return at === -1 ? order.length : at
    }
    return [...this.#series.values()].sort((a, b) => rank(a.id) - rank(b.id))
  }
}

/** The local days as axis labels. */
export function dayLabels(days: string[]): ReportLabel[] {
  return days.map((day) => text(day))
}

export function hourLabels(): ReportLabel[] {
  return Array.from({ length: 24 }, (_, hour) => text(`${String(hour).padStart(2, '0')}:00`))
}
