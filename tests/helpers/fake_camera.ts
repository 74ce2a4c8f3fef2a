import { open } from 'node:fs/promises'
import bwipjs from 'bwip-js/node'

const SIZE = 240
const FPS = 10

/** A square frame (Y plane only, 0 black / 255 white) with this QR code in the middle; none: blank. */
function lumaFrame(code: string | null): Buffer {
  const luma = Buffer.alloc(SIZE * SIZE, 255)
  if (code === null) return luma
  const [{ pixs, pixx, pixy }] = bwipjs.raw('qrcode', code, '') as {
    pixs: number[]
    pixx: number
    pixy: number
  }[]
  const scale = Math.floor((SIZE * 0.75) / pixx)
  const left = Math.floor((SIZE - pixx * scale) / 2)
  const top = Math.floor((SIZE - pixy * scale) / 2)
  for (let y = 0; y < pixy * scale; y++) {
    for (let x = 0; x < pixx * scale; x++) {
      if (pixs[Math.floor(y / scale) * pixx + Math.floor(x / scale)]) {
        luma[(top + y) * SIZE + left + x] = 0
      }
    }
  }
  return luma
}

/**
 * A video for Chromium's fake camera (`--use-file-for-fake-video-capture`,
 * Y4M 4:2:0 at 10 frames a second): each scene shows a badge's QR code (or
 * nothing, for null) for its seconds. Chromium plays it in a loop.
 */
export async function badgeVideo(file: string, scenes: { code: string | null; seconds: number }[]) {
  const handle = await open(file, 'w')
  try {
    await handle.write(`YUV4MPEG2 W${SIZE} H${SIZE} F${FPS}:1 Ip A1:1 C420jpeg\n`)
    const chroma = Buffer.alloc((SIZE / 2) * (SIZE / 2) * 2, 128)
    for (const scene of scenes) {
      const frame = Buffer.concat([Buffer.from('FRAME\n'), lumaFrame(scene.code), chroma])
      for (let index = 0; index < scene.seconds * FPS; index++) await handle.write(frame)
    }
  } finally {
    await handle.close()
  }
}
