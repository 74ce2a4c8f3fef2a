import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/**
 * Responses that hold personal data: staff screens (`/merchant`), an
 * applicant's own pages (`/solicitud/…`) and any page opened through a
 * signed link (whoever holds the link sees what it names: a status, a
 * guest form, a password reset, a download). No cache (a shared computer's
 * history, a proxy) may keep them, whatever produced the response.
 */
export function isPrivateRequest(url: string, query: Record<string, unknown>): boolean {
  return url.startsWith('/merchant') || url.startsWith('/solicitud/') || 'signature' in query
}

export default class PrivateNoStoreMiddleware {
  async handle({ request, response }: HttpContext, next: NextFn) {
    await next()
    if (!isPrivateRequest(request.url(), request.qs())) return
    const current = String(response.getHeader('Cache-Control') ?? '')
    if (!current.includes('no-store')) response.header('Cache-Control', 'no-store')
  }
}
