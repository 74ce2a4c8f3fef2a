import type { HttpContext } from '@adonisjs/core/http'
import { totpConfirmValidator } from '#validators/second_factor'
import { completeTotpEnrolment, secondFactorRequired } from '#services/auth/second_factor'
import { startTotpEnrolment } from '#services/auth/totp_factor'
import { auditActor } from '#http/audit_actor'
import { notify } from '#http/notify'
import { redirectBack } from '#http/redirect_back'
import { RECOVERY_CODES_FLASH } from '#controllers/auth/account_controller'

/**
 * Enrolling an authenticator app: a QR code to scan, then its first code.
 * Reachable before enrolment (the only staff page a user the rule applies
 * to reaches while they have no second factor).
 */
export default class TotpEnrolmentController {
  async create({ auth, inertia, response, session }: HttpContext) {
    const user = auth.user!
    const enrolment = await startTotpEnrolment(user, session)
    if (!enrolment) return response.redirect().toRoute('account.show')
    return inertia.render('auth/totp_enrolment', {
      secret: enrolment.secret,
      uri: enrolment.uri,
      qrSvg: enrolment.qrSvg,
      required: await secondFactorRequired(user),
    })
  }

  async store(ctx: HttpContext) {
    const { code } = await ctx.request.validateUsing(totpConfirmValidator)
    const codes = await completeTotpEnrolment(ctx.auth.user!, code, ctx.session, auditActor(ctx))
    if (!codes) {
      ctx.session.flash('inputErrorsBag', { code: [ctx.i18n.t('sign_in.enrol.wrong_code')] })
      return redirectBack(ctx)
    }
    if (codes.length) ctx.session.flash(RECOVERY_CODES_FLASH, codes)
    notify(ctx, 'success', 'sign_in.enrol.done')
    return ctx.response.redirect().toRoute('account.show')
  }
}
