import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/** NUL has no place in text a person types, and PostgreSQL refuses it in any text column or query. */
function withoutNul(value: unknown): unknown {
  if (typeof value === 'string')
    return value.includes('\u0000') ? value.replaceAll('\u0000', '') : value
  if (Array.isArray(value)) return value.map(withoutNul)
  if (value && typeof value === 'object' && value.constructor === Object) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [withoutNul(key), withoutNul(item)])
    )
  }
  return value
}

/**
 * Removes NUL characters from the body and query string once, after the body
 * parser, so no validator or query has to remember to (a NUL reached
 * PostgreSQL as a 500 before; SQLite stored it silently).
 */
export default class StripNulCharactersMiddleware {
  handle({ request }: HttpContext, next: NextFn) {
    request.updateBody(withoutNul(request.body()) as Record<string, any>)
    request.updateQs(withoutNul(request.qs()) as Record<string, any>)
    return next()
  }
}
