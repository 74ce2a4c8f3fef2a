import { readFile, writeFile } from 'node:fs/promises'
import sharp, { type SharpOptions } from 'sharp'
import { bareJpegSize } from '#services/files/bare_jpeg'
import { UnreadableImageError } from '#services/files/stored_files'

/** The portrait frame the form's crop sends (inertia/components/public_form/photo_crop.ts). */
const FRAME = { width: 600, height: 800 }
/** The same decompression-bomb bound as every stored photo. */
const MAX_PIXELS = 40_000_000

/** A 3:4 portrait (to the pixel the crop's rounding allows) no larger than the frame. */
function isFramed({ width, height }: { width: number; height: number }) {
  return (
    width <= FRAME.width && Math.abs(width * FRAME.height - height * FRAME.width) <= FRAME.height
  )
}

/** Width and height as the photo stands once its EXIF orientation is applied. */
async function uprightSize(bytes: Buffer, options: SharpOptions) {
  const meta = await sharp(bytes, options).metadata()
  const turned = (meta.orientation ?? 1) >= 5
  return {
    width: (turned ? meta.height : meta.width) ?? 0,
    height: (turned ? meta.width : meta.height) ?? 0,
  }
}

/**
 * A photo that did not pass through the form's crop (a spreadsheet's zip)
 * framed as the crop frames it untouched: centred, covering the 3:4 frame,
 * upright, a JPEG of the crop's quality, at most the crop's size (a smaller
 * photo is cut to 3:4, not enlarged; one already framed so is kept). The
 * file is rewritten in place; the stored photo then goes through the same
 * `putPhoto` as a cropped one. A file that does not decode whole is
 * unreadable. Returns its new size.
 */
export async function frameLikeTheCrop(path: string): Promise<number> {
  let framed: Buffer
  try {
    const bytes = await readFile(path)
    const options = { limitInputPixels: MAX_PIXELS, failOn: 'error', autoOrient: true } as const
    /** A bare JPEG has no orientation to apply: its header gives its size without a decoder. */
    const bare = bareJpegSize(bytes)
    /** Already what the crop sends (a bare 3:4 JPEG within the frame): kept, as `putPhoto` keeps the crop's. */
    if (bare && isFramed(bare)) return bytes.length
    const { width, height } = bare ?? (await uprightSize(bytes, options))
    if (!width || !height) throw new UnreadableImageError()
    const scale = Math.max(FRAME.width / width, FRAME.height / height)
    /** The largest 3:4 part of a photo smaller than the frame, at its own size. */
    const cut = Math.min(width, (height * FRAME.width) / FRAME.height)
    const target =
      scale < 1
        ? FRAME
        : {
            width: Math.max(1, Math.round(cut)),
            height: Math.max(1, Math.round((cut * FRAME.height) / FRAME.width)),
          }
    framed = await sharp(bytes, options)
      .resize(target.width, target.height, { fit: 'cover', position: 'centre' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 88 })
      .toBuffer()
  } catch {
    throw new UnreadableImageError()
  }
  await writeFile(path, framed)
  return framed.length
}
