import type { HttpContext } from '@adonisjs/core/http'

const KEY = 'intended_page'

/**
 * A staff page opened without a session (a mailed export link, a bookmark)
 * is where the login leads back to. Only pages: a form post or a JSON call
 * is not replayed.
 */
export function rememberIntendedPage(ctx: HttpContext) {
  if (ctx.request.method() !== 'GET' || ctx.request.header('x-inertia') || !ctx.session) return
  ctx.session.put(KEY, ctx.request.url(true))
}

/** The remembered page, once, when it is one of ours (a path under /merchant). */
export function takeIntendedPage(ctx: HttpContext): string | null {
  const page = ctx.session.pull(KEY)
  return typeof page === 'string' && /^\/merchant(\/|\?|$)/.test(page) && !page.startsWith('//')
    ? page
    : null
}
