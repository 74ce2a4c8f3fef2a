import { urlFor } from '@adonisjs/core/services/url_builder'

type RouteTarget = { route: string; params?: Record<string, string>; qs?: Record<string, string> }

/** The registry's URL builder for a route name known only when the test runs. */
const urlOf = urlFor as unknown as (
  route: string,
  params?: Record<string, string>,
  options?: { qs?: Record<string, string> }
) => string

/** The URL a page's route target (name, params, query string) leads to. */
export function hrefOf(target: RouteTarget) {
  return urlOf(target.route, target.params, { qs: target.qs })
}
