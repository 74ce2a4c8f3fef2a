import type { Locale } from '#config/i18n'
import { BADGE_LAYOUTS, type BadgeLayout } from '#services/badges/badge_layout'

/**
 * A badge template: a card size in millimetres, one or two sides, and on
 * each side elements placed in millimetres from the top-left corner. The
 * renderer (badge_render.ts) draws exactly this, for the PDF and for the
 * designer's preview (which is that PDF).
 */

/** What an element shows. */
export const ELEMENT_KINDS = [
  /** The category's colour, filled, with the category label on it. */
  'category_band',
  /** A rectangle in the category's colour (or the element's own colour). */
  'color_box',
  'photo',
  /** Name and last name: shrink to fit between minFontSize and fontSize, then wrap. */
  'name',
  'category',
  'type',
  'organisation',
  'tournament',
  'validity',
  /** A day pass's days (nothing on a whole-tournament credential). */
  'days',
  /** The granted zones, titled, as names. */
  'zones',
  /** The granted zones as large numbers (their place in the tournament's zone list). */
  'zone_numbers',
  'barcode',
  'qr',
  /** The card's code as text. */
  'code',
  'rfid',
  /** Static text in each language. */
  'text',
  /** An image the organiser uploaded (logo, sponsor strip). */
  'image',
] as const
export type ElementKind = (typeof ELEMENT_KINDS)[number]

/** Kinds a card cannot do without: a door or a desk must be able to read the code. */
export const CODE_KINDS: ElementKind[] = ['barcode', 'qr']

export type TemplateElement = {
  kind: ElementKind
  x: number
  y: number
  width: number
  height: number
  /** Points; the largest size for a name. */
  fontSize?: number
  /** The smallest size a name shrinks to before it wraps. */
  minFontSize?: number
  bold?: boolean
  align?: 'left' | 'center' | 'right'
  /** #rrggbb: text colour, or a colour box's fill (none: the category's colour). */
  color?: string
  text?: { es: string; en: string }
  imageId?: number
}

export type TemplateSide = {
  background?: string
  backgroundImageId?: number
  elements: TemplateElement[]
}

export const SIZES = { cr80: [85.6, 54], a6: [105, 148], a7: [74, 105] } as const
export type SizeName = keyof typeof SIZES | 'custom'

export type TemplateDefinition = {
  size: SizeName
  /** Millimetres (the size's own unless custom). */
  width: number
  height: number
  sides: TemplateSide[]
  /** The card's language (static texts, labels, dates); none: Spanish. */
  language?: Locale
}

/**
 * The language a card prints in: the template's own, whoever prints it (a
 * station or desk in English prints the same card as one in Spanish).
 */
export function cardLanguage(definition: TemplateDefinition): Locale {
  return definition.language ?? 'es'
}

/** A template version as a print uses it: null id for the built-in layout. */
export type TemplateVersion = {
  templateId: number | null
  versionId: number | null
  version: number
  definition: TemplateDefinition
}

const PT_PER_MM = 72 / 25.4
const mm = (points: number) => Math.round((points / PT_PER_MM) * 100) / 100

/** The layout of a size (points) as template elements (millimetres): the badge printed before templates. */
function fromLayout(layout: BadgeLayout, size: 'cr80' | 'a6'): TemplateDefinition {
  const box = (b: { x: number; y: number; width: number; height: number }) => ({
    x: mm(b.x),
    y: mm(b.y),
    width: mm(b.width),
    height: mm(b.height),
  })
  const { band, name, zones } = layout
  return {
    size,
    width: SIZES[size][0],
    height: SIZES[size][1],
    sides: [
      {
        elements: [
          { kind: 'category_band', ...box(band), fontSize: band.fontSize, color: band.textColor },
          { kind: 'photo', ...box(layout.photo) },
          {
            kind: 'name',
            ...box(name),
            fontSize: name.fontSize,
            minFontSize: name.fontSize * 0.7,
            bold: true,
          },
          { kind: 'type', ...box(layout.role), fontSize: layout.role.fontSize },
          {
            kind: 'tournament',
            ...box(layout.tournament),
            fontSize: layout.tournament.fontSize,
            color: layout.mutedColor,
          },
          {
            kind: 'validity',
            ...box(layout.validity),
            fontSize: layout.validity.fontSize,
            color: layout.mutedColor,
          },
          { kind: 'zones', ...box(zones), fontSize: zones.fontSize },
          { kind: 'barcode', ...box(layout.barcode) },
          { kind: 'code', ...box(layout.code), fontSize: layout.code.fontSize, align: 'center' },
          { kind: 'qr', ...box(layout.qr) },
          {
            kind: 'rfid',
            ...box(layout.rfid),
            fontSize: layout.rfid.fontSize,
            color: layout.mutedColor,
          },
        ],
      },
    ],
  }
}

const BUILT_IN = {
  cr80: fromLayout(BADGE_LAYOUTS.cr80, 'cr80'),
  a6: fromLayout(BADGE_LAYOUTS.a6, 'a6'),
}

/** The tournament's badge as it printed before templates (its format, CR80 or A6). */
export function builtInTemplate(format: string): TemplateVersion {
  return {
    templateId: null,
    versionId: null,
    version: 0,
    definition: format === 'a6' ? BUILT_IN.a6 : BUILT_IN.cr80,
  }
}

/** Text and line colours of the built-in layout, the defaults of every element. */
export const TEXT_COLOR = BADGE_LAYOUTS.cr80.textColor
export const MUTED_COLOR = BADGE_LAYOUTS.cr80.mutedColor
export const DEFAULT_BAND_COLOR = BADGE_LAYOUTS.cr80.defaultColor
