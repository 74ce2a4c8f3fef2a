import { createHash } from 'node:crypto'
import cache from '@adonisjs/cache/services/main'
import drive from '@adonisjs/drive/services/main'
import sharp from 'sharp'
import type Device from '#models/device'
import Zone from '#models/zone'
import { scopeQuery } from '#services/devices/snapshot'
import { dayPassSources } from '#forms/day_pass'

/** A desk's photo: enough to tell a face at a door or a till, a few KB each. */
const SIDE = 64
/** The most photos one request asks for: the desk fetches its scope's photos in pages. */
export const MAX_PHOTOS_PER_REQUEST = 100

/** A photo's thumbnail, made once per stored file (a new upload is a new file) and cached. */
export function thumbnailOf(photoPath: string): Promise<string | null> {
  return cache.getOrSet({
    key: `device-thumb:${createHash('sha1').update(photoPath).digest('hex')}`,
    ttl: '1d',
    factory: async () => {
      try {
        const bytes = await drive.use().getBytes(photoPath)
        const small = await sharp(bytes)
          .resize({ width: SIDE, height: SIDE, fit: 'cover' })
          .jpeg({ quality: 50, mozjpeg: true })
          .toBuffer()
        return small.toString('base64')
      } catch {
        return null
      }
    },
  })
}

/**
 * Thumbnails (base64 JPEG) of the asked credentials that are in the
 * device's scope and have a photo; others are left out without a word.
 */
export async function deviceThumbnails(device: Device, ids: number[]) {
  const zone = device.kind === 'door' ? await Zone.find(device.zoneId) : null
  const rows = await scopeQuery(device, zone?.name ?? null, await dayPassSources()).whereIn(
    'forms.id',
    ids
  )
  const photos: { id: number; jpeg: string }[] = []
  for (const row of rows) {
    if (!row.photo_path) continue
    const jpeg = await thumbnailOf(String(row.photo_path))
    if (jpeg) photos.push({ id: Number(row.form_id), jpeg })
  }
  return photos
}
