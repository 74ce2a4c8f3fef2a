import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

const fontsDirectory = join(
  dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
  'ttf'
)

/**
 * The fonts our PDFs embed (DejaVu: every Spanish and most European letters),
 * registered once per document under these names.
 */
export const PDF_FONTS = {
  regular: join(fontsDirectory, 'DejaVuSans.ttf'),
  bold: join(fontsDirectory, 'DejaVuSans-Bold.ttf'),
}

export function registerFonts(doc: PDFKit.PDFDocument) {
  doc.registerFont('regular', PDF_FONTS.regular)
  doc.registerFont('bold', PDF_FONTS.bold)
  doc.font('regular')
}
