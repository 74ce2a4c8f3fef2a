import type { InferRoutes, UserRegistry } from '@tuyau/core/types'

type Routes = InferRoutes<UserRegistry>

/** A public form's routes, one set per registry entry: `forms.<slug>.show`, `.store`, `.thanks`. */
export type PublicFormRoute<Action extends 'show' | 'store' | 'thanks'> = Extract<
  keyof Routes,
  `forms.${string}.${Action}`
>

/** A route the server names for a link or a form action, with its parameters and query string. */
export type RouteTarget<Route extends keyof Routes> = {
  route: Route
  params: Record<string, string>
  qs?: Record<string, string>
}
