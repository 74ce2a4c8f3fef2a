/**
 * What a zip (an xlsx) says its entries take once inflated, read from its
 * central directory without inflating anything. Null when the directory is
 * missing, damaged or in the zip64 form (which tour entry lists never need).
 */
export function zipInflatedSize(bytes: Buffer): number | null {
  const END_SIGNATURE = 0x06054b50
  const ENTRY_SIGNATURE = 0x02014b50
  const searchFrom = Math.max(0, bytes.length - 22 - 0xffff)
  let end = -1
  for (let offset = bytes.length - 22; offset >= searchFrom; offset--) {
    if (bytes.readUInt32LE(offset) === END_SIGNATURE) {
      end = offset
      break
    }
  }
  if (end < 0) return null
  const entries = bytes.readUInt16LE(end + 10)
  let offset = bytes.readUInt32LE(end + 16)
  let total = 0
  for (let index = 0; index < entries; index++) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== ENTRY_SIGNATURE) return null
    const inflated = bytes.readUInt32LE(offset + 24)
    if (inflated === 0xffffffff) return null
    total += inflated
    offset +=
      46 +
      bytes.readUInt16LE(offset + 28) +
      bytes.readUInt16LE(offset + 30) +
      bytes.readUInt16LE(offset + 32)
  }
  return total
}
