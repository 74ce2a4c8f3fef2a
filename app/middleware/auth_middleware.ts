import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import type { Authenticators } from '@adonisjs/auth/types'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { checkStaffSession } from '#services/auth/staff_sessions'
import { logAccess } from '#services/auth/access_log'
import { rememberIntendedUrl } from '#http/intended_url'

/**
 * Staff routes: anonymous visitors go to the staff login. A session whose
 * user was banned, whose sessions were ended (logout elsewhere, password
 * change), or that sat idle or lived too long is logged out here, on the
 * server, on the next request.
 */
export default class AuthMiddleware {
  get redirectTo() {
    return urlFor('session.create')
  }

  async handle(
    ctx: HttpContext,
    next: NextFn,
    options: { guards?: (keyof Authenticators)[] } = {}
  ) {
    /** Refused without a session: the exception handler remembers the page for the login. */
    await ctx.auth.authenticateUsing(options.guards, { loginRoute: this.redirectTo })
    const user = ctx.auth.user!
    if (user.isBanned) return this.#end(ctx, 'auth.banned', 'banned')
    const verdict = checkStaffSession(ctx.session, user)
    if (verdict !== 'valid') return this.#end(ctx, 'auth.session_ended', `session ${verdict}`)
    return next()
  }

  async #end(ctx: HttpContext, message: string, reason: string) {
    logAccess(ctx, 'session_ended', { reason })
    await ctx.auth.use('web').logout()
    rememberIntendedUrl(ctx)
    ctx.session.flash('notification', { type: 'error', message: ctx.i18n.t(message) })
    return ctx.response.redirect(this.redirectTo)
  }
}
