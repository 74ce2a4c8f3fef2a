import type { HttpContext } from '@adonisjs/core/http'

/**
 * The paired devices' API and the partner API authenticate with a bearer
 * token and read no cookie (decisions 0120, 0250): a forged cross-site
 * request has nothing to ride on, so they get neither a session nor a CSRF check.
 */
export function isDeviceApiRequest(ctx: HttpContext) {
  const url = ctx.request.url()
  return url.startsWith('/device-api/') || url.startsWith('/api/')
}
