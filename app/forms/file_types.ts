import { open } from 'node:fs/promises'

export type FileType = 'png' | 'jpeg' | 'pdf'

/** Signatures at the start of each accepted format. */
const SIGNATURES: Record<FileType, number[]> = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpeg: [0xff, 0xd8, 0xff],
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
}

export function detectFileType(head: Uint8Array): FileType | null {
  for (const [type, signature] of Object.entries(SIGNATURES)) {
    if (signature.every((byte, index) => head[index] === byte)) return type as FileType
  }
  return null
}

/** Reads the first bytes of a file: what it is, whatever its name or Content-Type claim. */
export async function fileTypeOf(path: string): Promise<FileType | null> {
  const handle = await open(path, 'r')
  try {
    const head = new Uint8Array(8)
    await handle.read(head, 0, head.length, 0)
    return detectFileType(head)
  } finally {
    await handle.close()
  }
}

export async function hasFileType(path: string, types: FileType[]): Promise<boolean> {
  try {
    const type = await fileTypeOf(path)
    return type !== null && types.includes(type)
  } catch {
    return false
  }
}
