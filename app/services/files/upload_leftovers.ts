import { readdir, stat, unlink } from 'node:fs/promises'
import { join } from 'node:path'
import { UPLOADS_DIRECTORY } from '#config/bodyparser'

/** No request lasts this long: an upload this old belongs to a process that died mid-request. */
export const UPLOAD_LEFTOVER_AGE_MS = 60 * 60 * 1000

/**
 * Removes temporary uploads that outlived their request because the process
 * stopped before the cleanup middleware ran (crash, kill -9). Younger files
 * may be another process's requests in flight: they are left alone.
 * Returns how many were removed.
 */
export async function sweepUploadLeftovers(now = Date.now()): Promise<number> {
  let removed = 0
  for (const name of await readdir(UPLOADS_DIRECTORY)) {
    const path = join(UPLOADS_DIRECTORY, name)
    try {
      const { mtimeMs } = await stat(path)
      if (now - mtimeMs < UPLOAD_LEFTOVER_AGE_MS) continue
      await unlink(path)
      removed++
    } catch {
      continue // removed meanwhile by its own request
    }
  }
  return removed
}
