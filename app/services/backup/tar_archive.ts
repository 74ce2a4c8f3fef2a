import { once } from 'node:events'
import type { FileHandle } from 'node:fs/promises'
import type { WriteStream } from 'node:fs'

/**
 * A plain POSIX tar (ustar), written and read as a stream: sizes stand in
 * each entry's header, so reading never guesses where an entry ends, and any
 * `tar tf` lists a backup. Only regular files; names up to 255 bytes.
 */
const BLOCK = 512

class TarDamaged extends Error {}
export { TarDamaged }

function writeString(header: Buffer, value: string, offset: number, length: number) {
  header.write(value, offset, Math.min(Buffer.byteLength(value), length), 'utf8')
}

function writeOctal(header: Buffer, value: number, offset: number, length: number) {
  writeString(header, value.toString(8).padStart(length - 1, '0') + '\0', offset, length)
}

/** ustar keeps a long name as prefix + '/' + name. */
function splitName(name: string): [string, string] {
  if (Buffer.byteLength(name) <= 100) return ['', name]
  for (let cut = name.indexOf('/'); cut !== -1; cut = name.indexOf('/', cut + 1)) {
    const [prefix, rest] = [name.slice(0, cut), name.slice(cut + 1)]
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(rest) <= 100) return [prefix, rest]
  }
  throw new Error(`name too long for the archive: ${name}`)
}

function checksum(header: Buffer) {
  let sum = 0
  for (let index = 0; index < BLOCK; index++) {
    sum += index >= 148 && index < 156 ? 32 : header[index]
  }
  return sum
}

function entryHeader(name: string, size: number, modifiedAt: Date): Buffer {
  const header = Buffer.alloc(BLOCK)
  const [prefix, rest] = splitName(name)
  writeString(header, rest, 0, 100)
  writeOctal(header, 0o600, 100, 8)
  writeOctal(header, 0, 108, 8)
  writeOctal(header, 0, 116, 8)
  writeOctal(header, size, 124, 12)
  writeOctal(header, Math.floor(modifiedAt.getTime() / 1000), 136, 12)
  header.write('0', 156)
  writeString(header, 'ustar\0', 257, 6)
  writeString(header, '00', 263, 2)
  writeString(header, prefix, 345, 155)
  writeString(header, checksum(header).toString(8).padStart(6, '0') + '\0 ', 148, 8)
  return header
}

async function write(out: WriteStream, chunk: Buffer) {
  if (!out.write(chunk)) await once(out, 'drain')
}

/** Appends one file of `size` bytes, read from `chunks`, to the archive. */
export async function writeTarEntry(
  out: WriteStream,
  name: string,
  size: number,
  chunks: AsyncIterable<Buffer> | Buffer[],
  modifiedAt = new Date()
) {
  await write(out, entryHeader(name, size, modifiedAt))
  let written = 0
  for await (const chunk of chunks) {
    written += chunk.length
    if (written > size) throw new Error(`${name} grew while it was archived`)
    await write(out, chunk)
  }
  if (written !== size) throw new Error(`${name} changed size while it was archived`)
  if (size % BLOCK) await write(out, Buffer.alloc(BLOCK - (size % BLOCK)))
}

/** The two empty blocks that end an archive. */
export async function endTar(out: WriteStream) {
  await write(out, Buffer.alloc(BLOCK * 2))
}

function readString(header: Buffer, offset: number, length: number) {
  const field = header.subarray(offset, offset + length)
  const end = field.indexOf(0)
  return field.subarray(0, end === -1 ? length : end).toString('utf8')
}

function readOctal(header: Buffer, offset: number, length: number) {
  const text = readString(header, offset, length).trim()
  if (!/^[0-7]+$/.test(text)) throw new TarDamaged('an entry header is unreadable')
  return Number.parseInt(text, 8)
}

export type TarEntry = { name: string; size: number; chunks: AsyncIterable<Buffer> }

/**
 * Reads an archive entry by entry; `onEntry` must consume every chunk.
 * Throws TarDamaged when a header fails its checksum, an entry is not a
 * plain file, or the archive stops before its end blocks.
 */
export async function readTar(file: FileHandle, onEntry: (entry: TarEntry) => Promise<void>) {
  let position = 0
  const readExactly = async (length: number) => {
    const buffer = Buffer.alloc(length)
    const { bytesRead } = await file.read(buffer, 0, length, position)
    if (bytesRead !== length) throw new TarDamaged('the archive is cut short')
    position += length
    return buffer
  }
  for (;;) {
    const header = await readExactly(BLOCK)
    if (header.every((byte) => byte === 0)) {
      await readExactly(BLOCK)
      return
    }
    if (readOctal(header, 148, 8) !== checksum(header)) {
      throw new TarDamaged('an entry header fails its checksum')
    }
    const type = String.fromCharCode(header[156])
    if (type !== '0' && type !== '\0') throw new TarDamaged('the archive holds more than files')
    const prefix = readString(header, 345, 155)
    const name = (prefix ? `${prefix}/` : '') + readString(header, 0, 100)
    const size = readOctal(header, 124, 12)
    const start = position
    async function* chunks() {
      for (let done = 0; done < size;) {
        const chunk = await readExactly(Math.min(64 * 1024, size - done))
        done += chunk.length
        yield chunk
      }
    }
    await onEntry({ name, size, chunks: chunks() })
    position = start + Math.ceil(size / BLOCK) * BLOCK
  }
}
