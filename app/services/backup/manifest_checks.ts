import { createHmac, timingSafeEqual } from 'node:crypto'
import { appKey } from '#config/app'
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  isSafeKey,
  type ArchivedFile,
  type BackupManifest,
} from '#services/backup/backup_manifest'

/** Why an archive cannot be trusted or used; the text completes "the archive is damaged (…)". */
export class ArchiveDamaged extends Error {}

/**
 * The manifest's HMAC-SHA256 under a key derived from APP_KEY: whoever edits
 * an archive's files and checksums together cannot sign the new manifest.
 */
export function manifestHmac(manifestBytes: Buffer): string {
  const key = createHmac('sha256', appKey.release()).update('backup-manifest').digest()
  return createHmac('sha256', key).update(manifestBytes).digest('hex')
}

export function assertAuthentic(manifestBytes: Buffer, hmacText: string | null) {
  if (hmacText === null) {
    throw new ArchiveDamaged(
      'its manifest is not signed: it was cut short, or written by a version without signatures'
    )
  }
  const given = Buffer.from(hmacText.trim(), 'utf8')
  const wanted = Buffer.from(manifestHmac(manifestBytes), 'utf8')
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) {
    throw new ArchiveDamaged(
      'its manifest does not carry this installation’s signature: it was edited, or made under another APP_KEY'
    )
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function archivedFile(value: unknown, what: string): ArchivedFile {
  if (
    !isObject(value) ||
    !Number.isSafeInteger(value.bytes) ||
    (value.bytes as number) < 0 ||
    typeof value.sha256 !== 'string' ||
    !/^[0-9a-f]{64}$/.test(value.sha256)
  ) {
    throw new ArchiveDamaged(`its manifest describes ${what} without a size and checksum`)
  }
  return { bytes: value.bytes as number, sha256: value.sha256 }
}

function safeKey(value: unknown, what: string): string {
  if (typeof value !== 'string' || !isSafeKey(value)) {
    throw new ArchiveDamaged(`its manifest names ${what} that is not a file key`)
  }
  return value
}

/**
 * File keys seen so far: each once, and none the folder of another (`a` and
 * `a/b` cannot both be files).
 */
export class FileKeys {
  #files = new Set<string>()
  #folders = new Set<string>()

  add(key: string) {
    if (this.#files.has(key)) throw new ArchiveDamaged(`it names ${key} twice`)
    if (this.#folders.has(key)) {
      throw new ArchiveDamaged(`it names ${key} both as a file and as a folder of files`)
    }
    const parts = key.split('/')
    for (let depth = 1; depth < parts.length; depth++) {
      const folder = parts.slice(0, depth).join('/')
      if (this.#files.has(folder)) {
        throw new ArchiveDamaged(`it names ${folder} both as a file and as the folder of ${key}`)
      }
      this.#folders.add(folder)
    }
    this.#files.add(key)
  }
}

/**
 * The whole manifest, checked field by field before anything is used: a
 * malformed one is refused with the reason, never half-read.
 */
export function parseManifest(text: string): BackupManifest {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new ArchiveDamaged('its manifest is unreadable')
  }
  if (!isObject(value) || value.format !== BACKUP_FORMAT) {
    throw new ArchiveDamaged('it is not a backup of this application')
  }
  if (value.version !== BACKUP_VERSION) {
    throw new ArchiveDamaged(
      `it is a backup of format version ${String(value.version)}, this version restores ${BACKUP_VERSION}`
    )
  }
  if (typeof value.createdAt !== 'string' || Number.isNaN(Date.parse(value.createdAt))) {
    throw new ArchiveDamaged('its manifest has no date')
  }
  const database = archivedFile(value.database, 'the database')
  if (!Array.isArray(value.files)) throw new ArchiveDamaged('its manifest has no list of files')
  const files = value.files.map((entry: unknown, index) => {
    const key = safeKey(isObject(entry) ? entry.key : undefined, `file ${index + 1}`)
    return { key, ...archivedFile(entry, key) }
  })
  if (!Array.isArray(value.missing)) {
    throw new ArchiveDamaged('its manifest has no list of missing files')
  }
  const missing = value.missing.map((key: unknown, index) =>
    safeKey(key, `missing file ${index + 1}`)
  )
  const keys = new FileKeys()
  for (const key of [...files.map((file) => file.key), ...missing]) keys.add(key)
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: value.createdAt,
    database,
    files,
    missing,
  }
}
