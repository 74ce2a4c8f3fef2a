import type { HttpContext } from '@adonisjs/core/http'

/** A JSON client (not an Inertia visit, which also sends Accept: json-ish headers). */
export function wantsJson(ctx: HttpContext): boolean {
  if (ctx.request.header('x-inertia')) return false
  return ctx.request.accepts(['html', 'json']) === 'json'
}
