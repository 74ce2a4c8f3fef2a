import type { HttpContext } from '@adonisjs/core/http'
import { forgotPasswordValidator, resetPasswordValidator } from '#validators/auth'
import { findUsableToken, resetAccountWords, resetPassword } from '#services/auth/password_reset'
import RequestPasswordResetJob from '#jobs/request_password_reset_job'
import { resolveLocale } from '#services/i18n/locales'
import { notify } from '#http/notify'
import { redirectBack } from '#http/redirect_back'

export default class PasswordResetController {
  async create({ inertia }: HttpContext) {
    return inertia.render('auth/forgot_password', {})
  }

  /** Same answer, and the same work, whether or not the email belongs to a user. */
  async store(ctx: HttpContext) {
    const { email } = await ctx.request.validateUsing(forgotPasswordValidator)
    await RequestPasswordResetJob.dispatch({ email, locale: resolveLocale(ctx.i18n.locale) })
    notify(ctx, 'success', 'auth.reset.sent')
    return redirectBack(ctx)
  }

  async edit({ request, params, inertia }: HttpContext) {
    const usable = request.hasValidSignature() && !!(await findUsableToken(params.token))
    return inertia.render('auth/reset_password', {
      token: params.token,
      signature: request.qs().signature ?? '',
      usable,
    })
  }

  async update(ctx: HttpContext) {
    const { request, params, response } = ctx
    const { password } = await request.validateUsing(resetPasswordValidator, {
      meta: { personal: await resetAccountWords(params.token) },
    })
    if (
      !request.hasValidSignature() ||
      !(await resetPassword(params.token, password, resolveLocale(ctx.i18n.locale), request.ip()))
    ) {
      notify(ctx, 'error', 'auth.reset.invalid_link')
      return response.redirect().toRoute('password_reset.create')
    }
    notify(ctx, 'success', 'auth.reset.done')
    return response.redirect().toRoute('session.create')
  }
}
