import { Exception } from '@adonisjs/core/exceptions'
import type { HttpContext } from '@adonisjs/core/http'
import { wantsJson } from '#http/wants_json'
import { logAccess } from '#services/auth/access_log'
import { redirectBack } from '#http/redirect_back'

/**
 * "Sorry! You don't have permission!": a toast and back for
 * form submits, a 403 page for visits and a 403 with the message for JSON clients.
 */
export default class ForbiddenException extends Exception {
  static status = 403
  static code = 'E_FORBIDDEN'

  /**
   * Why the user was refused (logged, never shown): e.g. "capability print";
   * and what they are told, when a screen has its own words for it.
   */
  constructor(
    readonly reason = 'forbidden',
    readonly messageKey = 'errors.forbidden'
  ) {
    super('Forbidden')
  }

  async handle(error: this, ctx: HttpContext) {
    logAccess(ctx, 'forbidden', { reason: error.reason })
    const message = ctx.i18n.t(error.messageKey)
    if (wantsJson(ctx)) {
      return ctx.response.status(403).send({ message })
    }
    if (ctx.request.method() !== 'GET') {
      ctx.session.flash('notification', { type: 'error', message })
      return redirectBack(ctx)
    }
    const page = await ctx.inertia.render('errors/forbidden', {
      reason: error.messageKey === 'errors.forbidden' ? null : message,
    })
    return ctx.response.status(403).send(page)
  }
}
