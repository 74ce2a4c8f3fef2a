import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import sharp from 'sharp'
import drive from '@adonisjs/drive/services/main'
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import { fileTypeOf } from '#forms/file_types'
import { moveOntoDisk } from '#services/files/private_disk'
import { bareJpegSize } from '#services/files/bare_jpeg'

/**
 * Photos are stored at most this size: the crop on the form sends 600 × 800
 * (inertia/components/public_form/photo_crop.ts), so an uncropped upload ends
 * the same size. At this size libjpeg decodes a 12 MP photo at a quarter scale
 * (shrink-on-load): a third less CPU per photo than 1200 px.
 */
const PHOTO_MAX_SIDE = 800
/** Refuse decompression bombs: 40 megapixels is far above any phone photo. */
const PHOTO_MAX_PIXELS = 40_000_000

/** Every photo is a new file: libvips's operation cache only holds memory and takes a lock. */
sharp.cache(false)

export class UnreadableImageError extends Error {}

/** Decodes every entropy-coded byte (at an eighth of the size: libjpeg skips most of the work). */
async function decodesWhole(bytes: Buffer, width: number) {
  try {
    await sharp(bytes, { failOn: 'error', limitInputPixels: PHOTO_MAX_PIXELS })
      .resize({ width: Math.max(1, Math.ceil(width / 8)) })
      .raw()
      .toBuffer()
  } catch {
    throw new UnreadableImageError()
  }
}

/** The same image, upright, without EXIF, XMP or ICC comments: only pixels. */
async function withoutMetadata(path: string, type: 'jpeg' | 'png'): Promise<Buffer> {
  try {
    const image = sharp(path, {
      limitInputPixels: PHOTO_MAX_PIXELS,
      failOn: 'error',
      autoOrient: true,
    })
    return await (type === 'png' ? image.png() : image.jpeg({ quality: 90 })).toBuffer()
  } catch {
    throw new UnreadableImageError()
  }
}

/**
 * Files a request stores, so a failed submit can remove them all: a
 * refused request leaves no orphan file on the private disk.
 */
export class StoredFiles {
  readonly keys: string[] = []

  /**
   * Re-encodes a photo to JPEG: orientation applied, metadata (EXIF, GPS)
   * dropped. A JPEG already bare and small enough (the form's crop sends one)
   * is decoded to prove it whole and kept as sent: a second encoding would
   * only cost CPU and quality.
   */
  async putPhoto(file: MultipartFile, folder: string): Promise<string> {
    const bytes = await readFile(file.tmpPath!)
    const bare = bareJpegSize(bytes)
    if (bare && Math.max(bare.width, bare.height) <= PHOTO_MAX_SIDE) {
      await decodesWhole(bytes, bare.width)
      return this.#put(`${folder}/${randomUUID()}.jpg`, bytes)
    }
    let jpeg: Buffer
    try {
      jpeg = await sharp(bytes, {
        limitInputPixels: PHOTO_MAX_PIXELS,
        failOn: 'error',
        autoOrient: true,
      })
        .resize(PHOTO_MAX_SIDE, PHOTO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
        /** Plain libjpeg: a third of mozjpeg's CPU per photo, files ~1.5× larger (still tens of KB). */
        .jpeg({ quality: 85 })
        .toBuffer()
    } catch {
      throw new UnreadableImageError()
    }
    return this.#put(`${folder}/${randomUUID()}.jpg`, jpeg)
  }

  /**
   * Documents: the name is ours and the extension follows the content. An
   * image (a passport photo, a certificate photographed by a phone) is
   * re-encoded at its own size so its metadata (EXIF, GPS position) is
   * dropped; a PDF keeps its bytes.
   */
  async putDocument(file: MultipartFile, folder: string): Promise<string> {
    const type = await fileTypeOf(file.tmpPath!)
    const extension = type === 'jpeg' ? 'jpg' : (type ?? 'bin')
    const key = `${folder}/${randomUUID()}.${extension}`
    if (type === 'jpeg' || type === 'png') {
      return this.#put(key, await withoutMetadata(file.tmpPath!, type))
    }
    await moveOntoDisk(file.tmpPath!, key)
    this.keys.push(key)
    return key
  }

  async #put(key: string, contents: Buffer) {
    await drive.use().put(key, contents)
    this.keys.push(key)
    return key
  }

  /** Removes everything stored by this request (after a failed transaction). */
  async discard() {
    await Promise.allSettled(this.keys.map((key) => drive.use().delete(key)))
    this.keys.length = 0
  }
}
