import type { HttpContext } from '@adonisjs/core/http'
import { askForChanges } from '#services/applicants/change_requests'
import { notify } from '#http/notify'
import { redirectBack } from '#http/redirect_back'

/** Staff ask the applicant of a waiting request to change some fields (decision 0127). */
export default class ChangeRequestsController {
  /** POST /merchant/requests/{id}/changes with fields {name: reason}. */
  async store(ctx: HttpContext) {
    const asked = ctx.request.input('fields')
    const result = await askForChanges(
      ctx.auth.getUserOrFail(),
      Number(ctx.params.id),
      asked && typeof asked === 'object' && !Array.isArray(asked) ? asked : {}
    )
    if ('refused' in result) {
      if (result.refused === 'not_found') ctx.response.status(404)
      notify(ctx, 'error', `applicants.changes.${result.refused}`)
      return result.refused === 'not_found'
        ? ctx.response.send({ message: ctx.i18n.t('applicants.changes.not_found') })
        : redirectBack(ctx)
    }
    notify(ctx, 'success', 'applicants.changes.asked')
    return redirectBack(ctx)
  }
}
