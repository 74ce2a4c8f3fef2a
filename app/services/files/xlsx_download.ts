import type { HttpContext } from '@adonisjs/core/http'

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** Headers of a workbook sent as a download, never kept by a shared cache. */
export function sendXlsxAttachment(ctx: HttpContext, name: string) {
  ctx.response.header('content-type', XLSX)
  ctx.response.header('content-disposition', `attachment; filename="${name}"`)
  ctx.response.header('cache-control', 'private, no-store')
}
