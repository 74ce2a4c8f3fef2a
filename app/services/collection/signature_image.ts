import sharp from 'sharp'
import { detectFileType } from '#forms/file_types'

/** A drawn signature is a small PNG; anything larger is not one. */
const MAX_BYTES = 300_000
const MAX_SIDE = 3000

/**
 * The PNG a signature pad sends as a data URL, checked by content (magic
 * bytes, then decoded by libvips) and by size. Null when it is not a
 * signature image.
 */
export async function signaturePng(dataUrl: unknown): Promise<Buffer | null> {
  if (typeof dataUrl !== 'string') return null
  const match = /^data:image\/png;base64,([A-Za-z0-9+/=]+)$/.exec(dataUrl)
  if (!match || match[1].length > (MAX_BYTES * 4) / 3 + 4) return null
  const bytes = Buffer.from(match[1], 'base64')
  if (bytes.length === 0 || detectFileType(bytes) !== 'png') return null
  try {
    const { width = 0, height = 0 } = await sharp(bytes).metadata()
    if (width < 10 || height < 10 || width > MAX_SIDE || height > MAX_SIDE) return null
  } catch {
    return null
  }
  return bytes
}
