import type { Data } from '@generated/data'

/** A CSV cell: quoted when it holds a separator, a quote or a line break; never read as a formula. */
function cell(value: string | number): string {
  let text = String(value)
  if (/^[=+\-@\t\r]/.test(text) && typeof value !== 'number') text = `'${text}`
  return /[",\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** The chart's table as CSV: one row per point of the axis, one column per series. */
export function chartCsv(chart: Data.ReportChart, format: (value: number) => string | number) {
  const rows = [[chart.axis, ...chart.series.map((series) => series.name)]]
  chart.x.forEach((label, index) => {
    rows.push([label, ...chart.series.map((series) => String(format(series.values[index])))])
  })
  return '\uFEFF' + rows.map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n'
}

export function download(name: string, blob: Blob) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/** An SVG drawn on a white canvas at twice its size, as PNG. */
export async function svgToPng(svg: string, width: number, height: number): Promise<Blob> {
  const image = new Image()
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }))
  try {
    await new Promise<void>((resolve, reject) => {
      image.onload = () => resolve()
      image.onerror = () => reject(new Error('svg'))
      image.src = url
    })
    const canvas = document.createElement('canvas')
    canvas.width = width * 2
    canvas.height = height * 2
    const context = canvas.getContext('2d')!
    context.fillStyle = '#ffffff'
    context.fillRect(0, 0, canvas.width, canvas.height)
    context.drawImage(image, 0, 0, canvas.width, canvas.height)
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('png'))), 'image/png')
    )
  } finally {
    URL.revokeObjectURL(url)
  }
}
