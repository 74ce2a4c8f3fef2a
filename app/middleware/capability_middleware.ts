import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { hasCapability, type Capability } from '#services/auth/capabilities'
import ForbiddenException from '#exceptions/forbidden_exception'

/** Refuses the route unless the logged-in user holds the capability. */
export default class CapabilityMiddleware {
  async handle(ctx: HttpContext, next: NextFn, options: { capability: Capability }) {
    const user = ctx.auth.getUserOrFail()
    if (!hasCapability(user, options.capability)) {
      throw new ForbiddenException(`capability ${options.capability}`)
    }
    return next()
  }
}
