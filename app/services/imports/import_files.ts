import { randomUUID } from 'node:crypto'
import type { Tour } from '#models/default_player'
import type { ImportFileFormat } from '#services/imports/file_format'

/** Keys on the private disk are ours: the tour, a random id, the extension the content has. */
export function importFileKey(tour: Tour, format: ImportFileFormat) {
  return `imports/${tour.toLowerCase()}/${randomUUID()}.${format}`
}

export function resultKey(fileKey: string) {
  return fileKey.replace(/\.(xlsx|csv)$/, '-result.xlsx')
}

export function importFormat(fileKey: string): ImportFileFormat {
  return fileKey.endsWith('.xlsx') ? 'xlsx' : 'csv'
}

/** The uploader's file name, for display and downloads only: no path, no control characters. */
export function displayFileName(name: string | undefined | null) {
  const base = String(name ?? '')
    .split(/[\\/]/)
    .pop()!
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim()
  return (base || 'import').slice(0, 200)
}

export function resultFileName(importedFileName: string) {
  return `${importedFileName.replace(/\.[^.]*$/, '')}-result.xlsx`
}

/** `attachment` with an ASCII fallback and the UTF-8 name (RFC 6266), for names like "Inscripción.xlsx". */
export function attachmentHeader(name: string) {
  const ascii =
    name
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '') || 'file'
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`
}
