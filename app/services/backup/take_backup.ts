import { createHash } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, open, rename, rm, stat } from 'node:fs/promises'
import { once } from 'node:events'
import { join } from 'node:path'
import db from '@adonisjs/lucid/services/db'
import { PRIVATE_FILES_DIRECTORY } from '#config/drive'
import { manifestHmac } from '#services/backup/manifest_checks'
import { namedFiles } from '#services/privacy/orphan_files'
import { assertEmbeddedSetup, BackupRefused, withSqliteFile } from '#services/backup/embedded_setup'
import { endTar, writeTarEntry } from '#services/backup/tar_archive'
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  DATABASE_ENTRY,
  FILES_PREFIX,
  MANIFEST_ENTRY,
  MANIFEST_HMAC_ENTRY,
  type ArchivedFile,
  type BackupManifest,
} from '#services/backup/backup_manifest'

export type BackupResult = { path: string; files: number; bytes: number; missing: string[] }

/** A file's bytes into the archive, hashed on the way. */
async function archiveFile(
  out: ReturnType<typeof createWriteStream>,
  name: string,
  path: string
): Promise<ArchivedFile> {
  const { size, mtime } = await stat(path)
  const hash = createHash('sha256')
  async function* hashed() {
    for await (const chunk of createReadStream(path)) {
      hash.update(chunk as Buffer)
      yield chunk as Buffer
    }
  }
  await writeTarEntry(out, name, size, hashed(), mtime)
  return { bytes: size, sha256: hash.digest('hex') }
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false
  )

/** A file deleted between the snapshot and its copy: its row changed meanwhile. */
class FileGone extends Error {}

/**
 * One attempt: the snapshot's rows, then exactly the files they name, into
 * `partial`. Keys whose file is missing are `missing`; with `accept` false a
 * missing file throws FileGone so the caller takes a newer snapshot.
 */
async function writeArchive(
  snapshot: string,
  partial: string,
  createdAt: Date,
  known: string[] | null
): Promise<{ manifest: BackupManifest; missing: string[] }> {
  await rm(snapshot, { force: true })
  /** One read transaction: a consistent copy while the app keeps writing (WAL). */
  await db.connection().rawQuery('VACUUM INTO ?', [snapshot])
  const stores = await withSqliteFile(snapshot, (client) => namedFiles(client))
  const keys = stores.flatMap(({ keys: named }) => [...named]).sort()
  const missing: string[] = []
  for (const key of keys) if (!(await exists(join(PRIVATE_FILES_DIRECTORY, key)))) missing.push(key)
  /** The same keys missing twice were missing before the backup began: recorded, not retried. */
  if (missing.length && missing.join('\n') !== known?.join('\n'))
    throw new FileGone(missing.join('\n'))

  const out = createWriteStream(partial, { flags: 'w', mode: 0o600 })
  const closed = once(out, 'close')
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: createdAt.toISOString(),
    database: await archiveFile(out, DATABASE_ENTRY, snapshot),
    files: [],
    missing,
  }
  for (const key of keys) {
    if (missing.includes(key)) continue
    try {
      manifest.files.push({
        key,
        ...(await archiveFile(out, FILES_PREFIX + key, join(PRIVATE_FILES_DIRECTORY, key))),
      })
    } catch (error) {
      out.destroy()
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new FileGone(key)
      throw error
    }
  }
  const text = Buffer.from(JSON.stringify(manifest, null, 2))
  await writeTarEntry(out, MANIFEST_ENTRY, text.length, [text], createdAt)
  const hmac = Buffer.from(manifestHmac(text))
  await writeTarEntry(out, MANIFEST_HMAC_ENTRY, hmac.length, [hmac], createdAt)
  await endTar(out)
  out.end()
  await closed
  return { manifest, missing }
}

/**
 * Writes a consistent backup of the embedded setup while the app runs: a
 * snapshot of the SQLite database (VACUUM INTO, one read transaction) and
 * every private file its rows name, into an owner-only, dated tar in
 * `directory`. Files written after the snapshot belong to rows it does not
 * hold and are left out; a named file deleted meanwhile (an edit, a purge)
 * makes it start again from a newer snapshot. Rows whose file was already
 * missing are listed in the manifest and the result.
 */
export async function takeBackup(directory: string, createdAt = new Date()): Promise<BackupResult> {
  assertEmbeddedSetup()
  await mkdir(directory, { recursive: true, mode: 0o700 })
  const stamp = createdAt
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')
  const path = join(directory, `acreditaciones-${stamp}.tar`)
  const partial = `${path}.partial`
  const snapshot = `${path}.sqlite3`
  let known: string[] | null = null
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        const { manifest, missing } = await writeArchive(snapshot, partial, createdAt, known)
        const handle = await open(partial, 'r+')
        await handle.sync()
        await handle.close()
        await rename(partial, path)
        const { size } = await stat(path)
        return { path, files: manifest.files.length, bytes: size, missing }
      } catch (error) {
        if (!(error instanceof FileGone)) throw error
        if (attempt === 3) {
          throw new BackupRefused(
            'Private files kept changing while the backup was taken (three snapshots): run it again.'
          )
        }
        known = error.message.split('\n')
      }
    }
  } finally {
    await rm(snapshot, { force: true })
    await rm(partial, { force: true })
  }
}
