import { createHash } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'

/**
 * A JSON answer with a strong ETag of its bytes: a client that sends it back
 * in If-None-Match gets a bodiless 304 when nothing changed.
 */
export function sendWithEtag(ctx: HttpContext, body: unknown) {
  const json = JSON.stringify(body)
  const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`
  ctx.response.header('ETag', etag)
  ctx.response.header('Cache-Control', 'private, no-cache')
  const asked = ctx.request.header('if-none-match')
  if (asked && asked.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    return ctx.response.status(304).send('')
  }
  ctx.response.header('Content-Type', 'application/json; charset=utf-8')
  return ctx.response.send(json)
}
