import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import type { Authenticators } from '@adonisjs/auth/types'
import { urlFor } from '@adonisjs/core/services/url_builder'

/** Login and password-reset pages: a logged-in user goes to the dashboard. */
export default class GuestMiddleware {
  get redirectTo() {
    return urlFor('dashboard')
  }

  async handle(
    ctx: HttpContext,
    next: NextFn,
    options: { guards?: (keyof Authenticators)[] } = {}
  ) {
    for (const guard of options.guards || [ctx.auth.defaultGuard]) {
      if (await ctx.auth.use(guard).check()) {
        return ctx.response.redirect(this.redirectTo, true)
      }
    }
    return next()
  }
}
