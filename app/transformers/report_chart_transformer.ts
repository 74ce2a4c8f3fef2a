import { BaseTransformer } from '@adonisjs/core/transformers'
import type { ReportChart, ReportLabel } from '#services/reports/report_chart'

type Translate = (key: string, values?: Record<string, string | number>) => string

/** A report's chart for the page: every label in the reader's language, the values as counted. */
export default class ReportChartTransformer extends BaseTransformer<ReportChart> {
  constructor(
    chart: ReportChart,
    protected translate: Translate = (key) => key
  ) {
    super(chart)
  }

  #label(label: ReportLabel): string {
    return 'text' in label ? label.text : this.translate(label.key, label.values)
  }

  toObject() {
    const chart = this.resource
    return {
      id: chart.id,
      title: this.#label(chart.title),
      kind: chart.kind,
      stacked: chart.stacked,
      unit: chart.unit,
      axis: this.#label(chart.axis),
      x: chart.x.map((label) => this.#label(label)),
      series: chart.series.map((series) => ({
        id: series.id,
        name: this.#label(series.label),
        values: series.values,
      })),
      live: chart.live ?? null,
    }
  }
}
