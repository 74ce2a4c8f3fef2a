import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import type { Authenticators } from '@adonisjs/auth/types'

/**
 * Staff routes: anonymous visitors go to the staff login; a user banned
 * after logging in is logged out on the next request.
 */
export default class AuthMiddleware {
  redirectTo = '/merchant/login'

  async handle(
    ctx: HttpContext,
    next: NextFn,
    options: { guards?: (keyof Authenticators)[] } = {}
  ) {
    await ctx.auth.authenticateUsing(options.guards, { loginRoute: this.redirectTo })
    if (ctx.auth.user?.isBanned) {
      await ctx.auth.use('web').logout()
      ctx.session.flash('notification', { type: 'error', message: ctx.i18n.t('auth.banned') })
      return ctx.response.redirect(this.redirectTo)
    }
    return next()
  }
}
