import { unlink } from 'node:fs/promises'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { MultipartFile } from '@adonisjs/core/bodyparser'

/** Every uploaded file of a request, however the form nested or repeated its fields. */
function uploadsIn(value: unknown): MultipartFile[] {
  if (value instanceof MultipartFile) return [value]
  if (Array.isArray(value)) return value.flatMap(uploadsIn)
  if (value && typeof value === 'object') return Object.values(value).flatMap(uploadsIn)
  return []
}

/**
 * The body parser writes each upload to a temporary file before any check
 * runs, and never removes it. Whatever becomes of the request (stored,
 * refused by a validator or the CSRF check, failed), its temporary files are
 * removed when it ends: the stored ones were already moved or re-encoded
 * onto the private disk, and applicants' photos and ID documents must not
 * pile up on the server (they did: 19 GB after a day of benchmarks).
 */
export default class UploadCleanupMiddleware {
  async handle({ request }: HttpContext, next: NextFn) {
    try {
      return await next()
    } finally {
      const leftovers = uploadsIn(request.allFiles()).filter(
        (file) => file.tmpPath && file.state !== 'moved'
      )
      /** A file moved by a rename of ours is already gone: ENOENT is expected. */
      await Promise.allSettled(leftovers.map((file) => unlink(file.tmpPath!)))
    }
  }
}
