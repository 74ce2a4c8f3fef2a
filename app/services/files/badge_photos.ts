import sharp from 'sharp'
import drive from '@adonisjs/drive/services/main'

/** Resized photos kept between prints: ~20 KB each, so a few thousand stay well under 100 MB. */
const KEPT = 3000
const kept = new Map<string, Buffer>()

/**
 * A holder's photo at a card's size, a JPEG. A stored photo never changes
 * (a new upload gets a new key), so the resized copy is kept in this process
 * between prints, the least recently used dropped first; a reprint of the
 * same holders resizes nothing.
 */
export async function cardPhoto(path: string, width: number, height: number) {
  const key = `${path}:${width}x${height}`
  const hit = kept.get(key)
  if (hit) {
    kept.delete(key)
    kept.set(key, hit)
    return hit
  }
  const resized = await sharp(await drive.use().getBytes(path))
    .resize({ width, height, fit: 'cover' })
    .jpeg({ quality: 80 })
    .toBuffer()
  kept.set(key, resized)
  if (kept.size > KEPT) kept.delete(kept.keys().next().value!)
  return resized
}

/** Forgets every kept photo (a person's data erased: nothing of it stays in memory). */
export function forgetCardPhotos() {
  kept.clear()
}
