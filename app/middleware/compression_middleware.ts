import compression from 'compression'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/**
 * Gzip for pages, JSON and assets above 1 KB: a phone on a slow connection
 * downloads about a quarter of the bytes. A proxy in front may do it instead.
 */
const compress = compression({
  threshold: 1024,
  /** Server-sent events must reach the browser as they are written, never buffered. */
  filter: (request, response) =>
    !String(response.getHeader('content-type') ?? '').startsWith('text/event-stream') &&
    compression.filter(request, response),
})

export default class CompressionMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    return new Promise<void>((resolve, reject) => {
      compress(ctx.request.request as any, ctx.response.response as any, () => {
        Promise.resolve(next()).then(() => resolve(), reject)
      })
    })
  }
}
