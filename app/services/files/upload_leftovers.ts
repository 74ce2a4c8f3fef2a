import { readdir, stat, unlink } from 'node:fs/promises'
import { join } from 'node:path'
import { UPLOADS_DIRECTORY } from '#config/bodyparser'

/** No request lasts this long: an upload this old is left over whoever its process was. */
export const UPLOAD_LEFTOVER_AGE_MS = 60 * 60 * 1000

/** When this process started: its own uploads are all younger. */
const STARTED_AT = Date.now() - process.uptime() * 1000

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    /** EPERM: it runs, as another user. */
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Whether a temporary upload outlived its request. Each upload's name starts
 * with the id of the process that receives it (config/bodyparser.ts): a
 * process that is gone (crash, kill -9) left it, however young; so did an
 * earlier process with this one's id (a container's app is often pid 1) if
 * the file predates this process. An upload of another running process is
 * in flight unless older than any request, which also covers a process id
 * reused since, and names without an id.
 */
function isLeftover(name: string, modifiedAt: number, now: number): boolean {
  if (now - modifiedAt >= UPLOAD_LEFTOVER_AGE_MS) return true
  const owner = /^(\d+)-/.exec(name)
  if (!owner) return false
  const pid = Number(owner[1])
  if (pid === process.pid) return modifiedAt < STARTED_AT
  return !isRunning(pid)
}

/** The temporary uploads whose request ended without removing them (full paths). */
export async function uploadLeftovers(now = Date.now()): Promise<string[]> {
  const leftovers: string[] = []
  for (const name of await readdir(UPLOADS_DIRECTORY).catch(() => [] as string[])) {
    const path = join(UPLOADS_DIRECTORY, name)
    const info = await stat(path).catch(() => null)
    if (info?.isFile() && isLeftover(name, info.mtimeMs, now)) leftovers.push(path)
  }
  return leftovers
}

/**
 * Removes temporary uploads that outlived their request because the process
 * stopped before the cleanup middleware ran (crash, kill -9). Uploads of
 * requests still running in another process are left alone.
 * Returns how many were removed.
 */
export async function sweepUploadLeftovers(now = Date.now()): Promise<number> {
  let removed = 0
  for (const path of await uploadLeftovers(now)) {
    try {
      await unlink(path)
      removed++
    } catch {
      continue // removed meanwhile by its own request
    }
  }
  return removed
}
