import type { HttpContext } from '@adonisjs/core/http'

/**
 * Back to the page the request came from, query string included: a list's
 * search, state, sort and page survive an approve, a bulk change or an
 * export (the framework's back() keeps only the path).
 */
export function redirectBack(ctx: HttpContext) {
  return ctx.response.redirect().withQs().back()
}
