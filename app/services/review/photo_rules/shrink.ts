import type { Pixels } from './photo_rules.js'

/** Decoded pixels as a decoder hands them over: RGB (sharp) or RGBA (a canvas). */
export type DecodedImage = {
  data: Uint8Array | Uint8ClampedArray
  width: number
  height: number
  channels: 3 | 4
}

/**
 * For each output cell along one side, the source cells it covers and how
 * much of each: cell `c`'s taps are `from[offsets[c]..offsets[c+1]]` with
 * their `weights` (flat arrays: this runs for every pixel of a photo).
 */
function coverage(source: number, target: number) {
  const step = source / target
  const offsets = new Int32Array(target + 1)
  const from: number[] = []
  const weights: number[] = []
  for (let cell = 0; cell < target; cell++) {
    const start = cell * step
    const end = start + step
    for (let at = Math.floor(start); at < Math.min(source, Math.ceil(end)); at++) {
      from.push(at)
      weights.push((Math.min(end, at + 1) - Math.max(start, at)) / step)
    }
    offsets[cell + 1] = from.length
  }
  return { offsets, from: Int32Array.from(from), weights: Float64Array.from(weights) }
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
  /** First across each row, then down each column. */
  const across = new Float64Array(height * outWidth * 3)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < outWidth; x++) {
      let red = 0
      let green = 0
      let blue = 0
      for (let tap = columns.offsets[x]; tap < columns.offsets[x + 1]; tap++) {
        const at = (y * width + columns.from[tap]) * channels
        const weight = columns.weights[tap]
        red += data[at] * weight
        green += data[at + 1] * weight
        blue += data[at + 2] * weight
      }
      const out = (y * outWidth + x) * 3
      across[out] = red
      across[out + 1] = green
      across[out + 2] = blue
    }
  }
  const result = new Uint8Array(outWidth * outHeight * 3)
  for (let y = 0; y < outHeight; y++) {
    for (let x = 0; x < outWidth; x++) {
      let red = 0
      let green = 0
      let blue = 0
      for (let tap = rows.offsets[y]; tap < rows.offsets[y + 1]; tap++) {
        const at = (rows.from[tap] * outWidth + x) * 3
        const weight = rows.weights[tap]
        red += across[at] * weight
        green += across[at + 1] * weight
        blue += across[at + 2] * weight
      }
      const out = (y * outWidth + x) * 3
      result[out] = Math.round(red)
      result[out + 1] = Math.round(green)
      result[out + 2] = Math.round(blue)
    }
  }
  return { data: result, width: outWidth, height: outHeight }
}
