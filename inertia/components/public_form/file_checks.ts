/** "5mb", "512kb", "20MB" → bytes (the limit the server sends to the page). */
export function sizeInBytes(limit: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?\s*$/i.exec(limit)
  if (!match) return Number.POSITIVE_INFINITY
  const unit = (match[2] ?? 'b').toLowerCase()
  const factor = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 }[unit as 'b' | 'kb' | 'mb' | 'gb']
  return Number(match[1]) * factor
}

export const PHOTO_TYPES = ['image/jpeg', 'image/png']
export const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png']

/**
 * Why a chosen file would be refused, checked before anything is sent (the
 * server checks again by content): a translation key, or null when it may go.
 */
export function fileProblem(
  file: { size: number; type: string; name: string },
  { maxBytes, types }: { maxBytes: number; types: string[] }
): 'forms.errors.file_empty' | 'forms.errors.file_too_large' | 'forms.errors.file_type' | null {
  if (file.size === 0) return 'forms.errors.file_empty'
  if (file.size > maxBytes) return 'forms.errors.file_too_large'
  const byName = /\.(pdf|png|jpe?g)$/i.test(file.name)
  if (file.type ? !types.includes(file.type) : !byName) return 'forms.errors.file_type'
  return null
}
