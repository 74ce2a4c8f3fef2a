import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import SessionMiddleware from '@adonisjs/session/session_middleware'
import ShieldMiddleware from '@adonisjs/shield/shield_middleware'
import { isDeviceApiRequest } from '#support/device_api'

/**
 * The browser's session and shield (CSRF, CSP, frame and sniffing headers),
 * for every route but the devices' API: there a session would be a new one
 * per request (a random CSRF secret, an HMAC and two encrypted cookies that
 * no device keeps), the largest cost of a door device's scan.
 */
export default class BrowserStateMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (isDeviceApiRequest(ctx)) {
      ctx.response.header('X-Content-Type-Options', 'nosniff')
      return next()
    }
    const session = await ctx.containerResolver.make(SessionMiddleware)
    const shield = await ctx.containerResolver.make(ShieldMiddleware)
    return session.handle(ctx, () => shield.handle(ctx, next))
  }
}
