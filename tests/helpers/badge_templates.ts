import { spawn } from 'node:child_process'
import { rm } from 'node:fs/promises'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'

/** A word of a PDF where poppler reads it: page (from 1) and box in points from the top-left. */
export type PdfWord = {
  page: number
  text: string
  xMin: number
  yMin: number
  xMax: number
  yMax: number
}

/** Every word of a PDF with its box, page by page (pdftotext -bbox). */
export function pdfWords(pdf: Buffer): Promise<PdfWord[]> {
  return new Promise((resolve, reject) => {
    const child = spawn('pdftotext', ['-bbox', '-', '-'])
    const chunks: Buffer[] = []
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk))
    child.on('error', reject)
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`pdftotext exited ${code}`))
      const html = Buffer.concat(chunks).toString('utf8')
      const words: PdfWord[] = []
      html
        .split(/<page /)
        .slice(1)
        .forEach((page, index) => {
          for (const match of page.matchAll(
            /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g
          )) {
            words.push({
              page: index + 1,
              xMin: Number(match[1]),
              yMin: Number(match[2]),
              xMax: Number(match[3]),
              yMax: Number(match[4]),
              text: match[5].replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>'),
            })
          }
        })
      resolve(words)
    })
    child.stdin.end(pdf)
  })
}

/** Each page's size in points, in order. */
export function pdfPageSizes(pdf: Buffer): [number, number][] {
  return [...pdf.toString('latin1').matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)].map(
    (match) => [Number(match[1]), Number(match[2])]
  )
}

export const PT_PER_MM = 72 / 25.4

/**
 * A designed two-sided A7 template: on the front the category band, photo,
 * name, organisation, zone numbers and a sponsor image; on the back the
 * static text, the barcode, the QR and the code.
 */
export function designedTemplate(options: { imageId?: number; backText?: string } = {}) {
  return {
    size: 'a7',
    width: 74,
    height: 105,
    sides: [
      {
        background: '#fefce8',
        elements: [
          { kind: 'category_band', x: 0, y: 0, width: 74, height: 12, fontSize: 12 },
          { kind: 'photo', x: 4, y: 16, width: 26, height: 34 },
          {
            kind: 'name',
            x: 34,
            y: 16,
            width: 36,
            height: 20,
            fontSize: 14,
            minFontSize: 7,
            bold: true,
          },
          { kind: 'organisation', x: 34, y: 38, width: 36, height: 6, fontSize: 8 },
          { kind: 'zone_numbers', x: 4, y: 60, width: 66, height: 16, fontSize: 28 },
          ...(options.imageId
            ? [{ kind: 'image', x: 4, y: 88, width: 66, height: 14, imageId: options.imageId }]
            : []),
        ],
      },
      {
        elements: [
          {
            kind: 'text',
            x: 4,
            y: 4,
            width: 66,
            height: 8,
            fontSize: 9,
            text: {
              es: options.backText ?? 'Reverso del torneo',
              en: options.backText ?? 'Tournament back',
            },
          },
          { kind: 'barcode', x: 4, y: 20, width: 66, height: 18 },
          { kind: 'code', x: 4, y: 40, width: 66, height: 6, fontSize: 8, align: 'center' },
          { kind: 'qr', x: 22, y: 52, width: 30, height: 30 },
        ],
      },
    ],
  }
}

/** The print entries of a form, their data parsed. */
export async function printEntries(formId: number) {
  const rows = await db.from('form_logs').where({ form_id: formId, type: 'print' }).orderBy('id')
  return rows.map((row) => JSON.parse(row.data ?? '{}') as Record<string, any>)
}

/** The bytes behind a blob: URL a page made (a preview or a printed PDF it shows). */
export async function blobBytes(page: any, url: string): Promise<Buffer> {
  const base64: string = await page.evaluate(async (blobUrl: string) => {
    const response = await fetch(blobUrl)
    const bytes = new Uint8Array(await response.arrayBuffer())
    let binary = ''
    for (const byte of bytes) binary += String.fromCharCode(byte)
    return btoa(binary)
  }, url)
  return Buffer.from(base64, 'base64')
}

/**
 * Removes the template images a test uploaded (its rows were rolled back,
 * the files stay on the shared test disk and would be orphans to later specs).
 */
export async function clearTemplateImages() {
  await rm(app.makePath('tmp/storage-test/badge-images'), { recursive: true, force: true })
}
