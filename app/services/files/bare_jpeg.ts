/** Start-of-frame markers (baseline, extended, progressive, lossless…): they carry the size. */
const FRAME_MARKERS = new Set([
  0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf,
])

/** A JFIF header without a thumbnail: the only APP segment a bare JPEG may keep. */
function bareJfif(bytes: Buffer, start: number, length: number) {
  return (
    length >= 16 &&
    bytes.toString('latin1', start, start + 5) === 'JFIF\0' &&
    bytes[start + 12] === 0 &&
    bytes[start + 13] === 0
  )
}

/**
 * The size of a JPEG that holds pixels only (no EXIF, GPS, XMP, ICC, IPTC,
 * comment, thumbnail or bytes after its end, so nothing to strip and no
 * orientation to apply), or null for any other file. Reads every segment of
 * every scan, so a segment between progressive scans is found too.
 */
export function bareJpegSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null
  let size: { width: number; height: number } | null = null
  let at = 2
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0xff) return null
    const marker = bytes[at + 1]
    if (marker === 0xff) {
      at += 1 // fill byte
      continue
    }
    if (marker === 0xd9) return at + 2 === bytes.length ? size : null
    if (marker >= 0xd0 && marker <= 0xd7) return null
    if (at + 3 >= bytes.length) return null
    const length = bytes.readUInt16BE(at + 2)
    const start = at + 4
    if (length < 2 || at + 2 + length > bytes.length) return null
    if (marker === 0xfe || (marker >= 0xe1 && marker <= 0xef)) return null
    if (marker === 0xe0 && !bareJfif(bytes, start, length)) return null
    if (FRAME_MARKERS.has(marker)) {
      size = { height: bytes.readUInt16BE(start + 1), width: bytes.readUInt16BE(start + 3) }
    }
    at += 2 + length
    if (marker === 0xda) {
      // Entropy-coded data: up to the next marker that is neither stuffing (FF00) nor a restart.
      while (at + 1 < bytes.length) {
        if (
          bytes[at] === 0xff &&
          bytes[at + 1] !== 0 &&
          (bytes[at + 1] < 0xd0 || bytes[at + 1] > 0xd7)
        )
          break
        at += 1
      }
    }
  }
  return null
}
