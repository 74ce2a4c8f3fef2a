import { spawn } from 'node:child_process'
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

function run(command: string, args: string[], input?: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args)
    const chunks: Buffer[] = []
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk))
    child.on('error', reject)
    child.on('close', (code) =>
      code === 0
        ? resolve(Buffer.concat(chunks).toString('utf8'))
        : reject(new Error(`${command} exited ${code}`))
    )
    child.stdin.end(input)
  })
}

/** The text of a PDF, as poppler's pdftotext reads it. */
export function pdfText(pdf: Buffer): Promise<string> {
  return run('pdftotext', ['-layout', '-', '-'], pdf)
}

/** A binary response body (PDF, image) read whole. */
export async function binary(request: any): Promise<{ response: any; body: Buffer }> {
  request.request.buffer(true).parse((res: any, done: any) => {
    const chunks: Buffer[] = []
    res.on('data', (chunk: Buffer) => chunks.push(chunk))
    res.on('end', () => done(null, Buffer.concat(chunks)))
  })
  const response = await request
  return { response, body: response.body() as Buffer }
}

/** The barcodes and QR codes each page of a PDF shows, decoded by zbarimg from a 300 dpi rendering. */
export async function pdfBarcodes(pdf: Buffer): Promise<string[][]> {
  const directory = await mkdtemp(join(tmpdir(), 'badges-'))
  try {
    await writeFile(join(directory, 'in.pdf'), pdf)
    await run('pdftoppm', ['-r', '300', '-png', join(directory, 'in.pdf'), join(directory, 'page')])
    const files = await readdir(directory)
    const pages = files.filter((name) => name.endsWith('.png')).sort()
    const decoded: string[][] = []
    for (const page of pages) {
      const output = await run('zbarimg', ['--quiet', join(directory, page)]).catch(() => '')
      decoded.push(output.split('\n').filter(Boolean))
    }
    return decoded
  } finally {
    await rm(directory, { recursive: true, force: true })
  }
}

/** The colour (r, g, b) of one point of a PDF's first page, in points from the top-left corner. */
export async function pdfColorAt(pdf: Buffer, x: number, y: number): Promise<number[]> {
  const directory = await mkdtemp(join(tmpdir(), 'pdf-color-'))
  try {
    await writeFile(join(directory, 'in.pdf'), pdf)
    await run('pdftoppm', [
      '-r',
      '72',
      '-f',
      '1',
      '-l',
      '1',
      '-png',
      '-singlefile',
      join(directory, 'in.pdf'),
      join(directory, 'page'),
    ])
    const { default: sharp } = await import('sharp')
    const pixel = await sharp(join(directory, 'page.png'))
      .extract({ left: Math.round(x), top: Math.round(y), width: 1, height: 1 })
      .removeAlpha()
      .raw()
      .toBuffer()
    return [...pixel]
  } finally {
    await rm(directory, { recursive: true, force: true })
  }
}

/**
 * Names in the scripts tour players and their teams write in (Chinese,
 * Japanese, Korean, Arabic with a two-word last name, Cyrillic, Greek).
 */
export const NAMES_IN_EVERY_SCRIPT = [
  { name: '钦文', lastName: '郑' },
  { name: 'なおみ', lastName: '大坂' },
  { name: '순우', lastName: '권' },
  { name: 'أنس', lastName: 'عبد الرحمن' },
  { name: 'Мария', lastName: 'Шарапова' },
  { name: 'Στέφανος', lastName: 'Τσιτσιπάς' },
]

/** Text read back from a PDF without bidi marks and with plain spaces, to compare with what was stored. */
export function plainText(text: string): string {
  return text
    .replace(/[\u202A-\u202E\u2066-\u2069\u200E\u200F]/g, '')
    .replace(/\u00A0/g, ' ')
    .replace(/[ \t]+/g, ' ')
}
