import { randomUUID } from 'node:crypto'
import { readFile, stat, unlink, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { unzipSync } from 'fflate'
import { MultipartFile } from '@adonisjs/core/bodyparser'
import { UPLOADS_DIRECTORY } from '#config/bodyparser'

/** Entries a photo archive may hold: one photo per row of the longest spreadsheet, and room. */
export const ARCHIVE_MAX_ENTRIES = 6000
/** What its entries may inflate to together: photos barely compress, so far above any real one. */
export const ARCHIVE_MAX_INFLATED_BYTES = 100 * 1024 * 1024

export type ArchiveRefusal =
  'unreadable' | 'too_many_entries' | 'inflates_too_much' | 'unsafe_name' | 'same_name'

/** A photo archive refused whole, before any row is read; `data` fills its message. */
export class ArchiveRefusedError extends Error {
  constructor(
    readonly reason: ArchiveRefusal,
    readonly data: Record<string, string | number> = {}
  ) {
    super(reason)
  }
}

/** How a name is looked up: case and Unicode form aside (what a person types in a cell). */
export function archiveKey(name: string) {
  return name.trim().normalize('NFC').toLowerCase()
}

type Entry = { name: string; bytes: Uint8Array | null; declaredSize: number }

/**
 * The entry names a zip may hold: relative paths, no "..", no drive or root.
 * Folders are allowed (a zipped folder puts its name before each file) and
 * ignored: a photo is found by its file name alone.
 */
function baseNameOf(rawName: string): string | null {
  const parts = rawName.replace(/\\/g, '/').split('/')
  if (rawName.startsWith('/') || /^[a-z]:/i.test(rawName) || parts.includes('..')) {
    throw new ArchiveRefusedError('unsafe_name', { name: rawName.slice(0, 80) })
  }
  const base = parts.at(-1) ?? ''
  /** Folders, and what macOS and editors add beside the files (__MACOSX/, ._name, .DS_Store). */
  if (base === '' || base.startsWith('.') || parts[0] === '__MACOSX') return null
  return base
}

/**
 * The photos of a zip the manager uploads beside a spreadsheet, read once:
 * the whole archive is refused before anything else if it is not a zip,
 * holds too many entries, would inflate past the limit (a zip bomb is
 * refused on its own directory's sizes, and an entry that lies about its
 * size is cut at what it declared), names a path outside itself, or holds
 * two files of the same name. An entry over `maxEntryBytes` is not inflated:
 * it is handed over with its declared size, for the photo's own size rule to
 * refuse. Each photo is written to a temporary upload only when a row asks
 * for it; `discard` removes whatever is left.
 */
export class PhotoArchive {
  readonly #entries = new Map<string, Entry>()
  readonly #written = new Set<string>()

  private constructor() {}

  static async open(path: string, maxEntryBytes: number): Promise<PhotoArchive> {
    const archive = new PhotoArchive()
    const { size } = await stat(path)
    if (size === 0) throw new ArchiveRefusedError('unreadable')
    const bytes = new Uint8Array(await readFile(path))
    let count = 0
    let inflated = 0
    const wanted = new Map<string, string>()
    let files: Record<string, Uint8Array>
    try {
      files = unzipSync(bytes, {
        filter: (file) => {
          count += 1
          if (count > ARCHIVE_MAX_ENTRIES)
            throw new ArchiveRefusedError('too_many_entries', { max: ARCHIVE_MAX_ENTRIES })
          const base = baseNameOf(file.name)
          if (base === null) return false
          const key = archiveKey(base)
          if (archive.#entries.has(key)) throw new ArchiveRefusedError('same_name', { name: base })
          const tooLarge = file.originalSize > maxEntryBytes
          archive.#entries.set(key, { name: base, bytes: null, declaredSize: file.originalSize })
          if (tooLarge) return false
          inflated += file.originalSize
          if (inflated > ARCHIVE_MAX_INFLATED_BYTES)
            throw new ArchiveRefusedError('inflates_too_much', {
              megabytes: ARCHIVE_MAX_INFLATED_BYTES / 1024 / 1024,
            })
          if (file.compression !== 0 && file.compression !== 8) return false
          wanted.set(file.name, key)
          return true
        },
      })
    } catch (error) {
      if (error instanceof ArchiveRefusedError) throw error
      throw new ArchiveRefusedError('unreadable')
    }
    for (const [name, data] of Object.entries(files)) {
      const entry = archive.#entries.get(wanted.get(name)!)
      if (entry) entry.bytes = data
    }
    return archive
  }

  get size() {
    return this.#entries.size
  }

  has(name: string) {
    return this.#entries.has(archiveKey(name))
  }

  /**
   * The named photo as the body parser hands an upload over (its bytes in a
   * temporary file, its declared size when it was too large to inflate), or
   * null when the archive has no such file.
   */
  async upload(name: string, fieldName: string): Promise<MultipartFile | null> {
    const entry = this.#entries.get(archiveKey(name))
    if (!entry) return null
    const file = new MultipartFile({ fieldName, clientName: entry.name, headers: {} }, {})
    const dot = entry.name.lastIndexOf('.')
    file.extname = dot > 0 ? entry.name.slice(dot + 1).toLowerCase() : undefined
    file.size = entry.bytes?.length ?? entry.declaredSize
    file.state = 'consumed'
    const path = join(UPLOADS_DIRECTORY, `${process.pid}-${randomUUID()}`)
    this.#written.add(path)
    await writeFile(path, entry.bytes ?? new Uint8Array(0), { mode: 0o600 })
    file.tmpPath = path
    /** Each photo is used once: its bytes need not stay in memory. */
    entry.bytes = null
    return file
  }

  /** Removes the temporary file of a photo handed over (stored or refused, it is done with). */
  async release(file: MultipartFile | null | undefined) {
    if (!file?.tmpPath || !this.#written.has(file.tmpPath)) return
    this.#written.delete(file.tmpPath)
    await unlink(file.tmpPath).catch(() => {})
  }

  /** Removes every temporary file still written (a failed upload leaves none). */
  async discard() {
    const paths = [...this.#written]
    this.#written.clear()
    await Promise.allSettled(paths.map((path) => unlink(path)))
    for (const entry of this.#entries.values()) entry.bytes = null
  }
}
