import type { HttpContext } from '@adonisjs/core/http'
import drive from '@adonisjs/drive/services/main'
import { CONTENT_TYPES } from '#services/files/form_files'

/**
 * Sends an applicant's file from the private disk: never kept by shared
 * caches, never sniffed into something executable. Opened directly, it runs
 * no script and reaches nothing (sandbox); documents other than photos are
 * downloaded, not rendered.
 */
export async function streamPrivateFile(ctx: HttpContext, key: string) {
  const extension = key.split('.').pop() ?? ''
  const contentType = CONTENT_TYPES[extension] ?? 'application/octet-stream'
  ctx.response.header('content-type', contentType)
  ctx.response.header('cache-control', 'private, no-store')
  ctx.response.header('content-security-policy', "sandbox; default-src 'none'; img-src 'self'")
  ctx.response.header(
    'content-disposition',
    contentType.startsWith('image/') ? 'inline' : 'attachment'
  )
  return ctx.response.stream(await drive.use().getStream(key))
}
