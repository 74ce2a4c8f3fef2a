import type { HttpContext } from '@adonisjs/core/http'
import type { Locale } from '#config/i18n'
import { requestStatus } from '#services/applicants/request_status'

/** The applicant's status page, reached only through the signed link of their mails. */
export default class StatusController {
  async show(ctx: HttpContext) {
    const status = ctx.request.hasValidSignature()
      ? await requestStatus(Number(ctx.params.id), ctx.i18n.locale as Locale)
      : null
    if (!status) {
      /** Tampered, expired, or the data is gone: a clear page, nothing of the request. */
      ctx.response.status(410)
      return ctx.inertia.render('applicants/link_refused', {})
    }
    return ctx.inertia.render('applicants/status', { status })
  }
}
