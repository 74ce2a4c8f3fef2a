import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import * as fontkit from 'fontkit'

const require = createRequire(import.meta.url)
const folderOf = (pkg: string, folder: string) =>
  join(dirname(require.resolve(`${pkg}/package.json`)), folder)

const dejavu = folderOf('dejavu-fonts-ttf', 'ttf')
/** These packages export only their script (dist/), the fonts sit beside it. */
const noto = (pkg: string) =>
  join(dirname(require.resolve(`@embedpdf/fonts-${pkg}`)), '..', 'fonts')

export type FontWeight = 'regular' | 'bold'
type FontFiles = Record<FontWeight, string>

/**
 * The fonts our PDFs embed, registered once per document under these names.
 * DejaVu writes every Spanish and European letter, Cyrillic and Greek; names
 * in other scripts take a Noto family (SIL Open Font License) that has their
 * glyphs: tour players and their teams come from everywhere.
 */
export const PDF_FONTS: FontFiles = {
  regular: join(dejavu, 'DejaVuSans.ttf'),
  bold: join(dejavu, 'DejaVuSans-Bold.ttf'),
}

const FALLBACKS: Record<string, FontFiles> = {
  sc: {
    regular: join(noto('sc'), 'NotoSansHans-Regular.otf'),
    bold: join(noto('sc'), 'NotoSansHans-Bold.otf'),
  },
  jp: {
    regular: join(noto('jp'), 'NotoSansJP-Regular.otf'),
    bold: join(noto('jp'), 'NotoSansJP-Bold.otf'),
  },
  kr: {
    regular: join(noto('kr'), 'NotoSansKR-Regular.otf'),
    bold: join(noto('kr'), 'NotoSansKR-Bold.otf'),
  },
  arabic: {
    regular: join(noto('arabic'), 'NotoNaskhArabic-Regular.ttf'),
    bold: join(noto('arabic'), 'NotoNaskhArabic-Bold.ttf'),
  },
}

/**
 * Which fallbacks to try first, by the script a name is written in: kana
 * make a Japanese name (its kanji drawn the Japanese way), hangul a Korean
 * one, other Han characters Chinese (a traditional character missing from
 * the simplified set is then found in the Japanese or Korean font).
 */
const BY_SCRIPT: { script: RegExp; order: string[] }[] = [
  { script: /[\p{Script=Hiragana}\p{Script=Katakana}]/u, order: ['jp', 'sc', 'kr'] },
  { script: /\p{Script=Hangul}/u, order: ['kr', 'jp', 'sc'] },
  { script: /\p{Script=Han}/u, order: ['sc', 'jp', 'kr'] },
  { script: /\p{Script=Arabic}/u, order: ['arabic'] },
]

const opened = new Map<string, fontkit.Font>()
function fontAt(path: string): fontkit.Font {
  let font = opened.get(path)
  if (!font) {
    font = fontkit.openSync(path) as fontkit.Font
    opened.set(path, font)
  }
  return font
}

/** How many of the text's characters the font cannot draw (spaces apart). */
function missingGlyphs(path: string, characters: string[]) {
  const font = fontAt(path)
  return characters.filter((character) => !font.hasGlyphForCodePoint(character.codePointAt(0)!))
    .length
}

/**
 * The registered font to write `text` in: DejaVu whenever it has every
 * glyph and the name is not in a script with a fallback of its own, so
 * Latin names print exactly as before; otherwise the first fallback for the
 * name's script that has every glyph, or the one missing the fewest.
 */
export function fontFor(text: string, weight: FontWeight): string {
  const characters = [...text].filter((character) => /\S/u.test(character))
  const preferred = BY_SCRIPT.find(({ script }) => script.test(text))?.order ?? []
  const candidates = [
    ...preferred.map((name) => ({ name: `${name}-${weight}`, path: FALLBACKS[name][weight] })),
    { name: weight, path: PDF_FONTS[weight] },
  ]
  let best = candidates[candidates.length - 1]
  let fewest = Number.POSITIVE_INFINITY
  for (const candidate of candidates) {
    const missing = missingGlyphs(candidate.path, characters)
    if (missing === 0) return candidate.name
    if (missing < fewest) [best, fewest] = [candidate, missing]
  }
  return best.name
}

/**
 * A name written right to left only (Arabic, Hebrew) as pdfkit can draw it:
 * fontkit joins the letters and orders a run right to left, but pdfkit lays
 * out each space-separated word as a run of its own, left to right, so a
 * two-word name came out with its words swapped. No-break spaces keep the
 * name one run. Text mixing directions is left as it is.
 */
export function printable(text: string): string {
  const rtl = /[\p{Script=Arabic}\p{Script=Hebrew}]/u
  const ltr =
    /[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Han}\p{Script=Hangul}]/u
  return rtl.test(text) && !ltr.test(text) ? text.trim().replace(/ +/g, '\u00A0') : text
}

export function registerFonts(doc: PDFKit.PDFDocument) {
  doc.registerFont('regular', PDF_FONTS.regular)
  doc.registerFont('bold', PDF_FONTS.bold)
  for (const [name, files] of Object.entries(FALLBACKS)) {
    doc.registerFont(`${name}-regular`, files.regular)
    doc.registerFont(`${name}-bold`, files.bold)
  }
  doc.font('regular')
}
