import { errors as httpErrors, type HttpContext } from '@adonisjs/core/http'
import { listScope, lookUpForm } from '#services/auth/form_access'
import { CONTENT_TYPES, formOwningFile } from '#services/files/form_files'
import { recordFileAccess } from '#services/privacy/file_access_log'
import { streamPrivateFile } from '#services/files/private_file_response'
import ForbiddenException from '#exceptions/forbidden_exception'

/**
 * GET /merchant/preview?file=…: applicants' photos and
 * documents, only to staff who may review that form type.
 */
export default class FormFilesController {
  async preview(ctx: HttpContext) {
    const key = String(ctx.request.qs().file ?? '')
    const owner = key ? await formOwningFile(key) : null
    if (!owner) throw new httpErrors.E_ROUTE_NOT_FOUND([ctx.request.method(), ctx.request.url()])
    const seen = await lookUpForm(listScope(ctx.auth.getUserOrFail()), owner.id)
    if (!seen.form) throw new ForbiddenException(`file of form type ${owner.type}`)
    const image = (CONTENT_TYPES[key.split('.').pop() ?? ''] ?? '').startsWith('image/')
    await recordFileAccess(ctx, {
      kind: image ? 'photo' : 'document',
      formId: owner.id,
      detail: key,
    })
    return streamPrivateFile(ctx, key)
  }
}
