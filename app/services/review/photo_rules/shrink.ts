import type { Pixels } from './photo_rules.js'

/** Decoded pixels as a decoder hands them over: RGB (sharp) or RGBA (a canvas). */
export type DecodedImage = {
  data: Uint8Array | Uint8ClampedArray
  width: number
  height: number
  channels: 3 | 4
}

/** For each output cell along one side, the source cells it covers and how much of each. */
function coverage(source: number, target: number) {
  const step = source / target
  return Array.from({ length: target }, (_, cell) => {
    const start = cell * step
    const end = start + step
    const taps: [number, number][] = []
    for (let at = Math.floor(start); at < Math.min(source, Math.ceil(end)); at++) {
      taps.push([at, (Math.min(end, at + 1) - Math.max(start, at)) / step])
    }
    return taps
  })
}

/**
 * RGB pixels at most `side` px on the longer side, each the mean of the
 * source area it covers. The server and the browser shrink with this, not
 * with their own resamplers, so the rules see the same pixels on both.
 */
export function shrinkInside(image: DecodedImage, side: number): Pixels {
  const { data, width, height, channels } = image
  const scale = Math.min(1, side / Math.max(width, height))
  const outWidth = Math.max(1, Math.round(width * scale))
  const outHeight = Math.max(1, Math.round(height * scale))
  const columns = coverage(width, outWidth)
  const rows = coverage(height, outHeight)
  const across = new Float32Array(height * outWidth * 3)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < outWidth; x++) {
      const out = (y * outWidth + x) * 3
      for (const [from, weight] of columns[x]) {
        const at = (y * width + from) * channels
        across[out] += data[at] * weight
        across[out + 1] += data[at + 1] * weight
        across[out + 2] += data[at + 2] * weight
      }
    }
  }
  const result = new Uint8Array(outWidth * outHeight * 3)
  for (let y = 0; y < outHeight; y++) {
    for (let x = 0; x < outWidth; x++) {
      const out = (y * outWidth + x) * 3
      for (let channel = 0; channel < 3; channel++) {
        let value = 0
        for (const [from, weight] of rows[y])
          value += across[(from * outWidth + x) * 3 + channel] * weight
        result[out + channel] = Math.round(value)
      }
    }
  }
  return { data: result, width: outWidth, height: outHeight }
}
