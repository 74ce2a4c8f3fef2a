import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/**
 * Keys that would shadow Object.prototype (toString, valueOf, __proto__,
 * constructor…): an input object carrying them crashed Vine's number rule
 * ("Cannot convert object to primitive value", a 500) — found by fuzzing.
 */
function isPrototypeKey(key: string) {
  return key in Object.prototype
}

/** NUL has no place in text a person types, and PostgreSQL refuses it in any text column or query. */
function sanitized(value: unknown): unknown {
  if (typeof value === 'string') return value.replaceAll('\u0000', '')
  if (Array.isArray(value)) return value.map(sanitized)
  if (value && typeof value === 'object') {
    const clean: Record<string, unknown> = {}
    for (const [key, item] of Object.entries(value)) {
      const name = key.replaceAll('\u0000', '')
      if (!isPrototypeKey(name)) clean[name] = sanitized(item)
    }
    return clean
  }
  return value
}

/**
 * Cleans the body and query string once, after the body parser, so no
 * validator or query has to remember to: NUL characters go (they reached
 * PostgreSQL as a 500), and so do keys named after Object.prototype members.
 */
export default class SanitizeInputMiddleware {
  handle({ request }: HttpContext, next: NextFn) {
    request.updateBody(sanitized(request.body()) as Record<string, any>)
    request.updateQs(sanitized(request.qs()) as Record<string, any>)
    return next()
  }
}
