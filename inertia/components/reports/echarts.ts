/**
 * ECharts as the reports use it (decision 0261): the core with the two chart
 * kinds, the components they show, the aria module (a generated description
 * of each chart) and the SVG renderer (crisp when printed, a file to download).
 * Imported by the reports page alone, so no other page's bundle carries it.
 */
import * as echarts from 'echarts/core'
import { BarChart, LineChart } from 'echarts/charts'
import { AriaComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components'
import { SVGRenderer } from 'echarts/renderers'

echarts.use([
  BarChart,
  LineChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  AriaComponent,
  SVGRenderer,
])

export { echarts }
