import { errors as httpErrors, type HttpContext } from '@adonisjs/core/http'
import { formType } from '#forms/registry'
import type { FormTypeDefinition } from '#forms/definition'

/** The registry definition named by the route's {type}; anything else is "page not found". */
export function routeFormType(ctx: HttpContext): FormTypeDefinition {
  const definition = formType(String(ctx.params.type))
  if (!definition) throw new httpErrors.E_ROUTE_NOT_FOUND([ctx.request.method(), ctx.request.url()])
  return definition
}
