import type { RoutesList } from '@adonisjs/core/types/http'

/** What a visitor does with a public form: open it, send it, see its thank-you page. */
export type PublicFormAction = 'show' | 'store' | 'thanks'

/** A public form route's name. */
export type PublicFormRouteName<Action extends PublicFormAction> = Extract<
  keyof RoutesList['ALL'],
  `forms.${string}.${Action}`
>

/**
 * Every registry entry's public routes are named after its slug:
 * `forms.<slug>.show`, `forms.<slug>.store` and `forms.<slug>.thanks`.
 */
export function publicFormRoute<Action extends PublicFormAction>(slug: string, action: Action) {
  return `forms.${slug}.${action}` as PublicFormRouteName<Action>
}

/** A link or form action a page follows through the route registry. */
export type RouteTarget<Route extends keyof RoutesList['ALL']> = {
  route: Route
  params: Record<string, string>
  qs?: Record<string, string>
}
