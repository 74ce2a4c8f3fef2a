/**
 * What a backup archive holds, in this order: the database snapshot, every
 * private file its rows name (under files/), the manifest with the size and
 * SHA-256 of each, and last the manifest's HMAC under APP_KEY: an archive cut
 * short has no signature, a changed byte fails its checksum, and a changed
 * checksum fails the signature.
 */
export const DATABASE_ENTRY = 'database.sqlite3'
export const FILES_PREFIX = 'files/'
export const MANIFEST_ENTRY = 'manifest.json'
export const MANIFEST_HMAC_ENTRY = 'manifest.hmac'
export const BACKUP_FORMAT = 'acreditaciones-backup'
/** 2: the manifest is signed. */
export const BACKUP_VERSION = 2

export type ArchivedFile = { bytes: number; sha256: string }

export type BackupManifest = {
  format: typeof BACKUP_FORMAT
  version: typeof BACKUP_VERSION
  createdAt: string
  database: ArchivedFile
  files: (ArchivedFile & { key: string })[]
  /** Keys the rows name whose file was already missing from the disk. */
  missing: string[]
}

/** A disk key safe to write under a folder: relative, no `..`, no empty parts. */
export function isSafeKey(key: string): boolean {
  return (
    key.length > 0 &&
    !key.includes('\\') &&
    !key.includes('\0') &&
    key.split('/').every((part) => part !== '' && part !== '.' && part !== '..')
  )
}
