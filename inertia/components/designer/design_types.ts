/** The template a designer edits, as the server stores it (millimetres; font sizes in points). */
export type ElementKind =
  | 'category_band'
  | 'color_box'
  | 'photo'
  | 'name'
  | 'category'
  | 'type'
  | 'organisation'
  | 'tournament'
  | 'validity'
  | 'days'
  | 'zones'
  | 'zone_numbers'
  | 'barcode'
  | 'qr'
  | 'code'
  | 'rfid'
  | 'text'
  | 'image'

export type DesignElement = {
  kind: ElementKind
  x: number
  y: number
  width: number
  height: number
  fontSize?: number
  minFontSize?: number
  bold?: boolean
  align?: 'left' | 'center' | 'right'
  color?: string
  text?: { es: string; en: string }
  imageId?: number
}

export type DesignSide = {
  background?: string
  backgroundImageId?: number
  elements: DesignElement[]
}

export type Design = {
  size: 'cr80' | 'a6' | 'a7' | 'custom'
  width: number
  height: number
  sides: DesignSide[]
  /** The card's language, whoever prints it (none: Spanish). */
  language?: 'es' | 'en'
}

export type Selection = { side: number; index: number } | null

/** Rounded to a hundredth of a millimetre: what the server keeps. */
export function roundMm(value: number) {
  return Math.round(value * 100) / 100
}

/** A value snapped to the grid (no grid: a hundredth of a millimetre). */
export function snap(value: number, grid: number) {
  return roundMm(grid > 0 ? Math.round(value / grid) * grid : value)
}

/** The element kept on the card: moved back inside, never larger than the card. */
export function keptOnCard(element: DesignElement, design: Design): DesignElement {
  const width = Math.min(element.width, design.width)
  const height = Math.min(element.height, design.height)
  return {
    ...element,
    width,
    height,
    x: roundMm(Math.min(Math.max(0, element.x), design.width - width)),
    y: roundMm(Math.min(Math.max(0, element.y), design.height - height)),
  }
}

/** The design with one side changed. */
export function withSide(
  design: Design,
  side: number,
  update: (side: DesignSide) => DesignSide
): Design {
  return {
    ...design,
    sides: design.sides.map((each, index) => (index === side ? update(each) : each)),
  }
}

/** The design with one element of a side replaced. */
export function withElement(
  design: Design,
  side: number,
  index: number,
  element: DesignElement
): Design {
  return withSide(design, side, (each) => ({
    ...each,
    elements: each.elements.map((old, i) => (i === index ? element : old)),
  }))
}

/** Whether any side shows the image (as an element or as its background). */
export function showsImage(design: Design, imageId: number) {
  return design.sides.some(
    (side) =>
      side.backgroundImageId === imageId ||
      side.elements.some((element) => element.imageId === imageId)
  )
}

/** Text elements get a font size; the others none. */
export const TEXT_KINDS: ElementKind[] = [
  'category_band',
  'name',
  'category',
  'type',
  'organisation',
  'tournament',
  'validity',
  'days',
  'zones',
  'zone_numbers',
  'code',
  'rfid',
  'text',
]

/** A new element's place and size: small, near the top-left corner. */
export function newElement(kind: ElementKind): DesignElement {
  const square = kind === 'qr' || kind === 'photo'
  const element: DesignElement = {
    kind,
    x: 2,
    y: 2,
    width: square ? 18 : kind === 'barcode' ? 40 : 30,
    height: square ? (kind === 'photo' ? 24 : 18) : kind === 'barcode' ? 10 : 6,
  }
  if (TEXT_KINDS.includes(kind)) element.fontSize = kind === 'name' ? 10 : 7
  if (kind === 'name') element.minFontSize = 6
  if (kind === 'text') element.text = { es: 'Texto', en: 'Text' }
  return element
}
