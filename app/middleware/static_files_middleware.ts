import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import StaticMiddleware from '@adonisjs/static/static_middleware'

/** Only paths ending in a file extension can be files under public/. */
const FILE_PATH = /\.[a-z0-9]{1,12}$/i

/**
 * Serves public/ (built assets, favicon) without a disk lookup for every
 * page request: the stock middleware stats the disk for /forms/... too.
 */
export default class StaticFilesMiddleware {
  #files?: Promise<StaticMiddleware>

  async handle(ctx: HttpContext, next: NextFn) {
    if (!FILE_PATH.test(ctx.request.url())) return next()
    this.#files ??= app.container.make(StaticMiddleware)
    const files = await this.#files
    return files.handle(ctx, next)
  }
}
