import type { HttpContext } from '@adonisjs/core/http'
import { listScope } from '#services/auth/form_access'
import { markNotSamePerson } from '#services/review/duplicate_review'
import { notify } from '#http/notify'
import { redirectBack } from '#http/redirect_back'
import { wantsJson } from '#http/wants_json'

/** Staff rule out a likely duplicate person (decision 0135). */
export default class DuplicatesController {
  /** POST /merchant/review/duplicates/{id}/not-same: both requests must be in the user's lists. */
  async notSame(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const marked = await markNotSamePerson(Number(ctx.params.id), user.id, listScope(user))
    if (!marked) {
      if (wantsJson(ctx))
        return ctx.response.notFound({ message: ctx.i18n.t('review.duplicates.gone') })
      notify(ctx, 'error', 'review.duplicates.gone')
      return redirectBack(ctx)
    }
    if (wantsJson(ctx)) return { marked: true }
    notify(ctx, 'success', 'review.duplicates.marked')
    return redirectBack(ctx)
  }
}
