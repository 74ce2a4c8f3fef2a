/**
 * Where everything sits on a badge, per size. A designer changes the badge
 * here only: boxes in PDF points (1 mm = 2.835 pt) from the top-left corner,
 * font sizes in points, colours as hex. The fonts (DejaVu) are embedded once
 * per document.
 */
export type Box = { x: number; y: number; width: number; height: number }

export type BadgeLayout = {
  /** Page size in points. */
  size: [number, number]
  band: Box & { fontSize: number; textColor: string }
  photo: Box
  name: Box & { fontSize: number }
  role: Box & { fontSize: number }
  tournament: Box & { fontSize: number }
  validity: Box & { fontSize: number }
  zones: Box & { fontSize: number; titleSize: number }
  barcode: Box
  code: Box & { fontSize: number }
  qr: Box
  rfid: Box & { fontSize: number }
  /** The band's colour when neither the request nor the tournament sets one. */
  defaultColor: string
  textColor: string
  mutedColor: string
}

const MM = 72 / 25.4

/** CR80 card, landscape: 85.6 × 54 mm. */
const CR80: BadgeLayout = {
  size: [85.6 * MM, 54 * MM],
  band: { x: 0, y: 0, width: 85.6 * MM, height: 16, fontSize: 8, textColor: '#ffffff' },
  photo: { x: 8, y: 22, width: 52, height: 68 },
  name: { x: 66, y: 22, width: 170, height: 24, fontSize: 9 },
  role: { x: 66, y: 47, width: 170, height: 10, fontSize: 6.5 },
  tournament: { x: 66, y: 58, width: 170, height: 9, fontSize: 6 },
  validity: { x: 66, y: 67, width: 170, height: 9, fontSize: 6 },
  zones: { x: 66, y: 77, width: 118, height: 22, fontSize: 5.5, titleSize: 5.5 },
  barcode: { x: 8, y: 100, width: 150, height: 30 },
  code: { x: 8, y: 132, width: 150, height: 8, fontSize: 6 },
  qr: { x: 186, y: 96, width: 48, height: 48 },
  rfid: { x: 8, y: 141, width: 150, height: 8, fontSize: 5.5 },
  defaultColor: '#475569',
  textColor: '#0f172a',
  mutedColor: '#475569',
}

/** A6 sheet, portrait: 105 × 148 mm. */
const A6: BadgeLayout = {
  size: [105 * MM, 148 * MM],
  band: { x: 0, y: 0, width: 105 * MM, height: 34, fontSize: 14, textColor: '#ffffff' },
  photo: { x: 20, y: 48, width: 96, height: 126 },
  name: { x: 128, y: 50, width: 150, height: 44, fontSize: 14 },
  role: { x: 128, y: 98, width: 150, height: 14, fontSize: 9 },
  tournament: { x: 128, y: 116, width: 150, height: 14, fontSize: 8 },
  validity: { x: 128, y: 132, width: 150, height: 14, fontSize: 8 },
  zones: { x: 20, y: 186, width: 258, height: 70, fontSize: 9, titleSize: 8 },
  barcode: { x: 20, y: 268, width: 180, height: 50 },
  code: { x: 20, y: 322, width: 180, height: 12, fontSize: 8 },
  qr: { x: 208, y: 262, width: 72, height: 72 },
  rfid: { x: 20, y: 338, width: 180, height: 12, fontSize: 7.5 },
  defaultColor: '#475569',
  textColor: '#0f172a',
  mutedColor: '#475569',
}

export const BADGE_LAYOUTS = { cr80: CR80, a6: A6 } as const
