import type { HttpContext } from '@adonisjs/core/http'

/**
 * The paired devices' API authenticates with a bearer token and reads no
 * cookie (decision 0120): a forged cross-site request has nothing to ride on,
 * so it gets neither a session nor a CSRF check.
 */
export function isDeviceApiRequest(ctx: HttpContext) {
  return ctx.request.url().startsWith('/device-api/')
}
