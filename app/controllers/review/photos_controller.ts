import type { HttpContext } from '@adonisjs/core/http'
import { listScope, lookUpForm } from '#services/auth/form_access'
import { overrulePhotoCheck } from '#services/review/photo_review'
import { notify } from '#http/notify'
import { redirectBack } from '#http/redirect_back'
import { wantsJson } from '#http/wants_json'

/** Staff overrule the photo check (decision 0136): they always decide. */
export default class PhotosController {
  /** POST /merchant/review/photos/{id}/overrule: the request must be in the user's lists. */
  async overrule(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const { form } = await lookUpForm(listScope(user), Number(ctx.params.id))
    const overruled = form ? await overrulePhotoCheck(form.id, user.id) : false
    if (!overruled) {
      if (wantsJson(ctx))
        return ctx.response.notFound({ message: ctx.i18n.t('review.photo.nothing_to_overrule') })
      notify(ctx, 'error', 'review.photo.nothing_to_overrule')
      return redirectBack(ctx)
    }
    if (wantsJson(ctx)) return { overruled: true }
    notify(ctx, 'success', 'review.photo.overruled_notice')
    return redirectBack(ctx)
  }
}
