import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/**
 * Staff responses hold personal data: no cache (browser history on a shared
 * desk machine, a proxy) may keep them, whatever produced the response.
 */
export default class StaffNoStoreMiddleware {
  async handle({ request, response }: HttpContext, next: NextFn) {
    await next()
    if (!request.url().startsWith('/merchant')) return
    const current = String(response.getHeader('Cache-Control') ?? '')
    if (!current.includes('no-store')) response.header('Cache-Control', 'no-store')
  }
}
