import type { HttpContext } from '@adonisjs/core/http'
import { changePasswordValidator } from '#validators/auth'
import { changeOwnPassword, isCurrentPassword } from '#services/auth/own_password'
import {
  removeSecondFactors,
  renewRecoveryCodes,
  secondFactorStatus,
} from '#services/auth/second_factor'
import { rememberTokenIdOf, sessionKeyOf } from '#services/auth/staff_sessions'
import {
  endOneSession,
  forgetRememberedBrowser,
  signOutEverywhere,
} from '#services/auth/session_management'
import { passkeysOf } from '#services/auth/passkeys'
import { sessionListProps } from '#http/session_list_props'
import { auditActor } from '#http/audit_actor'
import { resolveLocale } from '#services/i18n/locales'
import { notify } from '#http/notify'
import { redirectBack } from '#http/redirect_back'
import { currentPasswordConfirmed } from '#http/current_password'
import { confirmPasswordValidator } from '#validators/second_factor'

/** Flashed once after new recovery codes: shown on the next page and never again. */
export const RECOVERY_CODES_FLASH = 'recovery_codes'

/** My account: password, second factor, recovery codes, sessions. */
export default class AccountController {
  async show(ctx: HttpContext) {
    const { auth, inertia, session } = ctx
    const user = auth.user!
    return inertia.render('auth/account', {
      account: { name: user.name, lastName: user.lastName, email: user.email },
      secondFactor: await secondFactorStatus(user),
      ...(await sessionListProps(user.id, {
        sessionKey: sessionKeyOf(session),
        rememberTokenId: rememberTokenIdOf(ctx),
      })),
      passkeys: await passkeysOf(user.id),
      recoveryCodes: (session.flashMessages.get(RECOVERY_CODES_FLASH) as string[] | null) ?? null,
    })
  }

  async updatePassword(ctx: HttpContext) {
    const user = ctx.auth.user!
    const input = await ctx.request.validateUsing(changePasswordValidator, {
      meta: { personal: [user.name, user.lastName, user.email] },
    })
    if (!(await isCurrentPassword(user, input.currentPassword))) {
      ctx.session.flashExcept(['currentPassword', 'password', 'passwordConfirmation'])
      ctx.session.flash('inputErrorsBag', {
        currentPassword: [ctx.i18n.t('sign_in.account.wrong_current_password')],
      })
      return redirectBack(ctx)
    }
    await changeOwnPassword(
      user,
      input.password,
      ctx.session,
      auditActor(ctx),
      resolveLocale(ctx.i18n.locale)
    )
    notify(ctx, 'success', 'sign_in.account.password_changed')
    return ctx.response.redirect().toRoute('account.show')
  }

  /** Asks for the password, as removing a factor does: the old codes stop working. */
  async renewRecoveryCodes(ctx: HttpContext) {
    const { currentPassword } = await ctx.request.validateUsing(confirmPasswordValidator)
    if (!(await currentPasswordConfirmed(ctx, currentPassword))) return redirectBack(ctx)
    const codes = await renewRecoveryCodes(ctx.auth.user!, auditActor(ctx))
    ctx.session.flash(RECOVERY_CODES_FLASH, codes)
    return ctx.response.redirect().toRoute('account.show')
  }

  /** Removing one's factors asks for the password: a borrowed open session cannot do it. */
  async removeSecondFactor(ctx: HttpContext) {
    const user = ctx.auth.user!
    const { currentPassword } = await ctx.request.validateUsing(confirmPasswordValidator)
    if (!(await currentPasswordConfirmed(ctx, currentPassword))) return redirectBack(ctx)
    await removeSecondFactors(user.id, auditActor(ctx), { session: ctx.session })
    notify(ctx, 'success', 'sign_in.account.factor_removed')
    return ctx.response.redirect().toRoute('account.show')
  }

  /** Every session and remembered browser of the user ends, this one too. */
  async signOutEverywhere(ctx: HttpContext) {
    const user = ctx.auth.user!
    await ctx.auth.use('web').logout()
    await signOutEverywhere(user.id, auditActor(ctx, { id: user.id, email: user.email }))
    notify(ctx, 'success', 'sign_in.account.signed_out_everywhere')
    return ctx.response.redirect().toRoute('session.create')
  }

  /** Every other session and remembered browser ends; this one goes on. */
  async signOutElsewhere(ctx: HttpContext) {
    await signOutEverywhere(ctx.auth.user!.id, auditActor(ctx), ctx.session)
    notify(ctx, 'success', 'sign_in.sessions.signed_out_elsewhere')
    return ctx.response.redirect().toRoute('account.show')
  }

  /** One of the user's own sessions (another user's id ends nothing: 404). */
  async endSession(ctx: HttpContext) {
    const user = ctx.auth.user!
    if (!(await endOneSession(user.id, ctx.params.id, auditActor(ctx)))) {
      return ctx.response.notFound()
    }
    notify(ctx, 'success', 'sign_in.sessions.ended')
    return ctx.response.redirect().toRoute('account.show')
  }

  /** One of the user's own remembered browsers, with the sessions it opened. */
  async forgetDevice(ctx: HttpContext) {
    const user = ctx.auth.user!
    if (!(await forgetRememberedBrowser(user.id, ctx.params.id, auditActor(ctx)))) {
      return ctx.response.notFound()
    }
    notify(ctx, 'success', 'sign_in.sessions.device_forgotten')
    return ctx.response.redirect().toRoute('account.show')
  }
}
