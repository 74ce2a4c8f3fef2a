import bwipjs from 'bwip-js/node'
import type { Box } from '#services/badges/badge_layout'

/**
 * Barcodes drawn as vector rectangles from bwip-js's encodings (not images):
 * a few hundred microseconds per badge instead of rasterising PNGs, and
 * edges that stay sharp at any printer resolution.
 */

/** Code 128 across the box: bars and spaces alternate, starting with a bar. */
export function drawCode128(doc: PDFKit.PDFDocument, text: string, box: Box) {
  const [{ sbs }] = bwipjs.raw('code128', text, '') as { sbs: number[] }[]
  const modules = sbs.reduce((sum, width) => sum + width, 0)
  const unit = box.width / modules
  let x = box.x
  sbs.forEach((width, index) => {
    if (index % 2 === 0) doc.rect(x, box.y, width * unit, box.height)
    x += width * unit
  })
  doc.fill('#000000')
}

/** A QR code fitted in the box (square), dark modules merged into runs per row. */
export function drawQr(doc: PDFKit.PDFDocument, text: string, box: Box) {
  const [{ pixs, pixx, pixy }] = bwipjs.raw('qrcode', text, '') as {
    pixs: number[]
    pixx: number
    pixy: number
  }[]
  const unit = Math.min(box.width, box.height) / Math.max(pixx, pixy)
  for (let row = 0; row < pixy; row++) {
    let start = -1
    for (let column = 0; column <= pixx; column++) {
      const dark = column < pixx && pixs[row * pixx + column] === 1
      if (dark && start < 0) start = column
      if (!dark && start >= 0) {
        doc.rect(box.x + start * unit, box.y + row * unit, (column - start) * unit, unit)
        start = -1
      }
    }
  }
  doc.fill('#000000')
}
