import { readFile, stat } from 'node:fs/promises'
import { zipInflatedSize } from '#services/imports/zip_inflated_size'

export type ImportFileFormat = 'xlsx' | 'csv'

/** Tour entry lists are a few hundred rows; 10 MB leaves room for 100,000. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024

/**
 * A workbook inflates to a few times its size; past this its parser would
 * take gigabytes of memory (a zip bomb of a few hundred KB does exactly that).
 */
export const IMPORT_MAX_INFLATED_BYTES = 100 * 1024 * 1024

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04] // PK\x03\x04

/**
 * What the file is by its content, whatever its name says: an xlsx is a zip
 * holding a workbook part; a csv is text (no NUL byte, which every binary
 * format carries). Anything else, an empty file included, is null.
 */
export function detectImportFormat(bytes: Uint8Array): ImportFileFormat | null {
  if (bytes.length === 0) return null
  if (ZIP_MAGIC.every((byte, index) => bytes[index] === byte)) {
    /** Zip entry names are stored uncompressed, so a workbook names its part in clear. */
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes('xl/workbook.xml')
      ? 'xlsx'
      : null
  }
  return bytes.includes(0) ? null : 'csv'
}

export type FileCheck =
  | { ok: true; format: ImportFileFormat }
  | { ok: false; reason: 'empty' | 'too_large' | 'wrong_type' | 'inflates_too_much' }

/** Size and content checks, before anything is stored. */
export async function checkImportFile(path: string): Promise<FileCheck> {
  const { size } = await stat(path)
  if (size === 0) return { ok: false, reason: 'empty' }
  if (size > IMPORT_MAX_BYTES) return { ok: false, reason: 'too_large' }
  const bytes = await readFile(path)
  const format = detectImportFormat(bytes)
  if (!format) return { ok: false, reason: 'wrong_type' }
  if (format === 'xlsx') {
    const inflated = zipInflatedSize(bytes)
    if (inflated === null) return { ok: false, reason: 'wrong_type' }
    if (inflated > IMPORT_MAX_INFLATED_BYTES) return { ok: false, reason: 'inflates_too_much' }
  }
  return { ok: true, format }
}
