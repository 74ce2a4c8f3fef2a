import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import type { Authenticators } from '@adonisjs/auth/types'
import { urlFor } from '@adonisjs/core/services/url_builder'
import {
  checkStaffSession,
  closeStaffSession,
  rememberTokenIdOf,
} from '#services/auth/staff_sessions'
import { deleteRememberedDevice } from '#services/auth/remembered_devices'
import { hasSecondFactor, mustEnrol } from '#services/auth/second_factor'
import { factorProvedByProvider, holdPendingSignIn } from '#services/auth/pending_sign_in'
import { logAccess } from '#services/auth/access_log'
import { rememberIntendedUrl } from '#http/intended_url'

/**
 * Staff routes: anonymous visitors go to the staff login. A session whose
 * user was banned, whose sessions were ended (signed out everywhere, a
 * password change), that was ended by itself (its row gone: a logout, "sign
 * out" in a session list), or that sat idle or lived too long is logged out
 * here, on the server, on the next request. A user the second-factor rule applies to
 * who has none is led to enrol first (`beforeEnrolment` marks the routes
 * they may use meanwhile: the enrolment itself and signing out).
 */
export default class AuthMiddleware {
  get redirectTo() {
    return urlFor('session.create')
  }

  async handle(
    ctx: HttpContext,
    next: NextFn,
    options: { guards?: (keyof Authenticators)[]; beforeEnrolment?: boolean } = {}
  ) {
    /** Refused without a session: the exception handler remembers the page for the login. */
    await ctx.auth.authenticateUsing(options.guards, { loginRoute: this.redirectTo })
    const user = ctx.auth.user!
    if (user.isBanned) return this.#end(ctx, 'auth.banned', 'banned')
    /** A remembered browser skips the password only: a user with a second factor proves it. */
    if (ctx.auth.use('web').viaRemember && (await hasSecondFactor(user.id))) {
      logAccess(ctx, 'session_ended', {
        userId: user.id,
        reason: 'remembered browser, second factor owed',
      })
      const token = rememberTokenIdOf(ctx)
      if (token) await deleteRememberedDevice(user.id, token)
      await ctx.auth.use('web').logout()
      holdPendingSignIn(ctx.session, user.id, false)
      rememberIntendedUrl(ctx)
      return ctx.response.redirect().toRoute('second_factor.create')
    }
    const verdict = await checkStaffSession(ctx, user)
    if (verdict !== 'valid') return this.#end(ctx, 'auth.session_ended', `session ${verdict}`)
    /** Someone the rule asks for a second factor reaches nothing but its enrolment until they have one. */
    if (
      !options.beforeEnrolment &&
      !factorProvedByProvider(ctx.session, user.id) &&
      (await mustEnrol(user))
    ) {
      ctx.session.flash('notification', {
        type: 'info',
        message: ctx.i18n.t('sign_in.enrol.required'),
      })
      return ctx.response.redirect().toRoute('account_totp.create')
    }
    return next()
  }

  async #end(ctx: HttpContext, message: string, reason: string) {
    logAccess(ctx, 'session_ended', { reason })
    await ctx.auth.use('web').logout()
    await closeStaffSession(ctx.session)
    rememberIntendedUrl(ctx)
    ctx.session.flash('notification', { type: 'error', message: ctx.i18n.t(message) })
    return ctx.response.redirect(this.redirectTo)
  }
}
