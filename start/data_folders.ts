import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

/**
 * The instance's data folders, fixed once at boot. With DATA_DIR (which
 * `npm start` passes as an absolute, link-free path) they are its tmp/ and
 * storage/; without it, the app root's. Nothing reaches the data through a
 * link in the build that another instance of the same checkout could move.
 */
const root = process.env.DATA_DIR ? resolve(process.env.DATA_DIR) : null

export const DATA_FOLDERS = {
  /** Database, mail, uploads, exports: what app.tmpPath() resolves under. */
  tmp: root ? join(root, 'tmp') : 'tmp',
  /** The fs disk's private files. */
  storage: root ? join(root, 'storage') : 'storage',
}

/**
 * The key `npm start` keeps in the data folder (tmp/app-key), so `node ace`
 * commands run with the same DATA_DIR (backup, restore) use that
 * instance's key; null without DATA_DIR or before the first start.
 */
export function storedAppKey(): string | null {
  if (!root) return null
  try {
    const key = readFileSync(join(root, 'tmp', 'app-key'), 'utf8').trim()
    return key.length >= 32 ? key : null
  } catch {
    return null
  }
}
