import { posix } from 'node:path'
import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/**
 * What the Vite development server may answer: its own modules (/@vite,
 * /@id, /@fs within vite.config.ts's fs.allow), the front-end sources and
 * packages, and the rules the pages share with the server (the doors', the
 * photo check's). Vite serves any file under the project root, so without this
 * guard /tmp/db.sqlite3, /storage/... photos, /.env and /config/*.ts would be
 * downloadable from a development server.
 */
const VITE_PATHS =
  /^\/(@|inertia\/|node_modules\/|\.adonisjs\/client\/|__vite|app\/services\/(doors\/rules|review\/photo_rules)\/[a-z_]+\.ts$|dev-sw\.js$|workbox-[a-z0-9]+\.js$|suppress-warnings\.js$|manifest\.webmanifest$|api\/v1\/openapi\.json$)/
/** Requests for files (an extension) or dot-paths; routes have neither (but the two above, served by routes). */
const FILE_LIKE = /(^|\/)\.|\.[a-z0-9]{1,8}$/i

export default class DevFilesGuardMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (app.inProduction) return next()
    const path = cleanPath(ctx.request.url())
    if (path === null || (FILE_LIKE.test(path) && !VITE_PATHS.test(path))) {
      return ctx.response.status(404).send('Not found')
    }
    return next()
  }
}

/** The path as a file server sees it: decoded, with `..` resolved; null when undecodable. */
function cleanPath(url: string): string | null {
  try {
    return posix.normalize(decodeURIComponent(url))
  } catch {
    return null
  }
}
