import { createHash } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir, open, rename, rm, stat } from 'node:fs/promises'
import { once } from 'node:events'
import { dirname, join } from 'node:path'
import { SQLITE_FILE } from '#config/database'
import { PRIVATE_FILES_DIRECTORY } from '#config/drive'
import { assertEmbeddedSetup, BackupRefused, withSqliteFile } from '#services/backup/embedded_setup'
import { readTar, TarDamaged } from '#services/backup/tar_archive'
import {
  DATABASE_ENTRY,
  FILES_PREFIX,
  isSafeKey,
  MANIFEST_ENTRY,
  MANIFEST_HMAC_ENTRY,
  type ArchivedFile,
  type BackupManifest,
} from '#services/backup/backup_manifest'
import {
  ArchiveDamaged as Damaged,
  assertAuthentic,
  FileKeys,
  parseManifest,
} from '#services/backup/manifest_checks'

/** A manifest is small; anything bigger is not one of ours. */
const MANIFEST_LIMIT = 64 * 1024 * 1024
const HMAC_LIMIT = 1024

async function readSmall(chunks: AsyncIterable<Buffer>) {
  const parts: Buffer[] = []
  for await (const chunk of chunks) parts.push(chunk)
  return Buffer.concat(parts)
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false
  )

async function unpackTo(target: string, chunks: AsyncIterable<Buffer>): Promise<ArchivedFile> {
  await mkdir(dirname(target), { recursive: true, mode: 0o700 })
  const out = createWriteStream(target, { mode: 0o600 })
  const hash = createHash('sha256')
  let bytes = 0
  for await (const chunk of chunks) {
    hash.update(chunk)
    bytes += chunk.length
    if (!out.write(chunk)) await once(out, 'drain')
  }
  out.end()
  await once(out, 'close')
  return { bytes, sha256: hash.digest('hex') }
}

/**
 * Unpacks the archive into the staging places and checks every entry
 * against the manifest. Throws Damaged with the reason.
 */
async function unpack(archive: string, stagedDatabase: string, stagedFiles: string) {
  const file = await open(archive, 'r').catch(() => {
    throw new BackupRefused(`There is no archive at ${archive}.`)
  })
  const found = new Map<string, ArchivedFile>()
  const keys = new FileKeys()
  let manifestBytes: Buffer | null = null
  let hmacText: string | null = null
  try {
    await readTar(file, async ({ name, size, chunks }) => {
      if (found.has(name) || (name === MANIFEST_ENTRY && manifestBytes !== null)) {
        throw new Damaged(`it holds ${name} twice`)
      }
      if (name === MANIFEST_ENTRY) {
        if (size > MANIFEST_LIMIT) throw new Damaged('its manifest is not one of a backup')
        manifestBytes = await readSmall(chunks)
      } else if (name === MANIFEST_HMAC_ENTRY && hmacText === null) {
        if (size > HMAC_LIMIT) throw new Damaged('its signature is not one of a backup')
        const bytes = await readSmall(chunks)
        hmacText = bytes.toString('utf8')
      } else if (name === DATABASE_ENTRY) {
        found.set(name, await unpackTo(stagedDatabase, chunks))
      } else if (name.startsWith(FILES_PREFIX) && isSafeKey(name.slice(FILES_PREFIX.length))) {
        const key = name.slice(FILES_PREFIX.length)
        keys.add(key)
        found.set(name, await unpackTo(join(stagedFiles, key), chunks))
      } else {
        throw new Damaged(`it holds an entry no backup has: ${name}`)
      }
    })
  } catch (error) {
    if (error instanceof TarDamaged) throw new Damaged(error.message)
    throw error
  } finally {
    await file.close()
  }
  if (manifestBytes === null) throw new Damaged('it has no manifest: it was cut short')
  assertAuthentic(manifestBytes, hmacText)
  const manifest = parseManifest((manifestBytes as Buffer).toString('utf8'))
  const expected = new Map<string, ArchivedFile>([[DATABASE_ENTRY, manifest.database]])
  for (const entry of manifest.files) expected.set(FILES_PREFIX + entry.key, entry)
  for (const [name, want] of expected) {
    const got = found.get(name)
    if (!got) throw new Damaged(`${name} is missing`)
    if (got.bytes !== want.bytes || got.sha256 !== want.sha256) {
      throw new Damaged(`${name} does not match its checksum`)
    }
  }
  for (const name of found.keys()) {
    if (!expected.has(name)) throw new Damaged(`${name} is not in its manifest`)
  }
  return manifest
}

/** The snapshot is a whole SQLite database of this app. */
async function checkDatabase(path: string) {
  await withSqliteFile(path, async (client) => {
    const [result] = await client.rawQuery('PRAGMA integrity_check').catch(() => [null])
    if (result?.integrity_check !== 'ok')
      throw new Damaged('its database fails the integrity check')
    await client.rawQuery('select count(*) from adonis_schema').catch(() => {
      throw new Damaged('its database is not one of this application')
    })
  })
}

/**
 * The app opens its database in WAL mode, and SQLite refuses to leave WAL
 * while another connection has the file open: the app (or a worker) is
 * still running.
 */
async function assertNotInUse(path: string) {
  if (!(await exists(path))) return
  await withSqliteFile(path, async (client) => {
    await client.rawQuery('PRAGMA busy_timeout = 200')
    const [{ journal_mode: mode }] = await client.rawQuery('PRAGMA journal_mode')
    if (mode !== 'wal') return
    await client.rawQuery('PRAGMA journal_mode = DELETE').catch(() => {
      throw new BackupRefused(
        'The app is still running: its database is open in another process. Stop the app (and any `node ace queue:work`), then restore.'
      )
    })
  })
}

export type RestoreResult = { createdAt: string; files: number; missing: string[] }

/**
 * Puts a backup back on a stopped app: unpacks it beside the live data,
 * checks every entry against the manifest and the database's integrity,
 * and only then replaces the database and the private files (the whole
 * disk folder: files of the replaced data have no rows any more). A
 * damaged archive changes nothing.
 */
export async function restoreBackup(archive: string): Promise<RestoreResult> {
  assertEmbeddedSetup()
  const stagedDatabase = `${SQLITE_FILE}.restoring`
  const stagedFiles = `${PRIVATE_FILES_DIRECTORY}.restoring`
  const replacedFiles = `${PRIVATE_FILES_DIRECTORY}.replaced`
  const clearStaging = () =>
    Promise.all([
      rm(stagedDatabase, { force: true }),
      rm(stagedFiles, { recursive: true, force: true }),
    ])
  await clearStaging()
  try {
    await mkdir(stagedFiles, { recursive: true, mode: 0o700 })
    let manifest: BackupManifest
    try {
      manifest = await unpack(archive, stagedDatabase, stagedFiles)
      await checkDatabase(stagedDatabase)
    } catch (error) {
      if (!(error instanceof Damaged)) throw error
      throw new BackupRefused(
        `The archive ${archive} is damaged (${error.message}): nothing was restored. Restore another backup.`
      )
    }
    await assertNotInUse(SQLITE_FILE)

    await rm(replacedFiles, { recursive: true, force: true })
    if (await exists(PRIVATE_FILES_DIRECTORY)) await rename(PRIVATE_FILES_DIRECTORY, replacedFiles)
    await rename(stagedFiles, PRIVATE_FILES_DIRECTORY)
    for (const suffix of ['', '-wal', '-shm', '-journal']) {
      await rm(SQLITE_FILE + suffix, { force: true })
    }
    await rename(stagedDatabase, SQLITE_FILE)
    await rm(replacedFiles, { recursive: true, force: true })
    return {
      createdAt: manifest.createdAt,
      files: manifest.files.length,
      missing: manifest.missing,
    }
  } finally {
    await clearStaging()
  }
}
