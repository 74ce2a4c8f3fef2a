import { errors as httpErrors, type HttpContext } from '@adonisjs/core/http'
import drive from '@adonisjs/drive/services/main'
import { canAccessFormType } from '#services/form_access'
import { CONTENT_TYPES, formOwningFile } from '#services/form_files'
import ForbiddenException from '#exceptions/forbidden_exception'

/**
 * GET /merchant/preview?file=… (SPEC §7 Preview): applicants' photos and
 * documents, only to staff who may review that form type. Never cached by
 * shared caches and never sniffed into something executable.
 */
export default class FormFilesController {
  async preview(ctx: HttpContext) {
    const key = String(ctx.request.qs().file ?? '')
    const owner = key ? await formOwningFile(key) : null
    if (!owner) throw new httpErrors.E_ROUTE_NOT_FOUND([ctx.request.method(), ctx.request.url()])
    if (!canAccessFormType(ctx.auth.getUserOrFail(), owner.type))
      throw new ForbiddenException(`file of form type ${owner.type}`)
    const extension = key.split('.').pop() ?? ''
    ctx.response.header('content-type', CONTENT_TYPES[extension] ?? 'application/octet-stream')
    ctx.response.header('cache-control', 'private, no-store')
    /**
     * Opened directly, an uploaded file runs no script and reaches nothing
     * (sandbox); documents other than photos are downloaded, not rendered.
     */
    ctx.response.header('content-security-policy', "sandbox; default-src 'none'; img-src 'self'")
    const image = (CONTENT_TYPES[extension] ?? '').startsWith('image/')
    ctx.response.header('content-disposition', image ? 'inline' : 'attachment')
    return ctx.response.stream(await drive.use().getStream(key))
  }
}
