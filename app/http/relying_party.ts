import type { HttpContext } from '@adonisjs/core/http'
import type { RelyingParty } from '#services/auth/passkeys'

/**
 * The site passkeys are bound to, as this request reached it (behind a
 * trusted proxy, its forwarded scheme and host): the browser signs the
 * origin it shows, so a passkey made here answers nowhere else.
 */
export function relyingParty(ctx: HttpContext): RelyingParty {
  const host = ctx.request.host() ?? ''
  return { id: ctx.request.hostname() ?? '', origin: `${ctx.request.protocol()}://${host}` }
}
