import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'

type Handler = (request: IncomingMessage, response: ServerResponse) => unknown

/**
 * The Node server every entry point starts (web server and test server):
 * each response starts with the headers that must never be missing, before
 * Adonis handles it. Responses the router never reaches (unknown paths,
 * malformed URLs, static assets) carry them too, and a page cannot be
 * framed, sniffed into something executable, or leak its URL elsewhere.
 */
export function serverWithBaseHeaders(handler: Handler, production: boolean) {
  return createServer((request, response) => {
    response.setHeader('X-Content-Type-Options', 'nosniff')
    response.setHeader('X-Frame-Options', 'DENY')
    response.setHeader('Referrer-Policy', 'same-origin')
    if (production) response.setHeader('Strict-Transport-Security', 'max-age=15552000')
    return handler(request, response)
  })
}
