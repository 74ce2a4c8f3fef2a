import type { I18n } from '@adonisjs/i18n'
import type { Locale } from '#config/i18n'
import type { Labels } from '#services/credentials/credential_labels'
import { fontFor, printable } from '#services/pdf/fonts'
import type { BadgeData } from '#services/badges/badge_data'
import { drawCode128, drawQr } from '#services/badges/barcode_vectors'
import { tournamentTitle } from '#support/tournament_title'
import {
  DEFAULT_BAND_COLOR,
  MUTED_COLOR,
  TEXT_COLOR,
  type TemplateDefinition,
  type TemplateElement,
} from '#services/badges/badge_template'

/**
 * Draws a template's sides for one credential: every element at its place
 * in millimetres, converted to PDF points here only. The designer's preview
 * is this same drawing (a PDF), so what the organiser sees is what prints.
 * It runs in the badge renderer threads (badge_renderers.ts): the words are
 * translated beforehand in the request's thread (`badgeWords`).
 */

const PT = 72 / 25.4

/** What a page needs besides the credential: its photo, the uploaded images, the zone numbers. */
export type RenderAssets = {
  photo: Buffer | null
  /** Opened for this document (`openedImage`). */
  images: Map<number, Buffer>
  /** The tournament's zones in order: a zone's number is its place here, from 1. */
  zoneOrder: string[]
}

/**
 * An image opened once for a document: pdfkit embeds a Buffer again at each
 * use (a logo on 1,000 badges would be stored 1,000 times), an opened image
 * once, whatever the pages that show it. Typed as the Buffer `doc.image` takes.
 */
export function openedImage(doc: PDFKit.PDFDocument, bytes: Buffer): Buffer {
  return (doc as unknown as { openImage(src: Buffer): Buffer }).openImage(bytes)
}

/** What a badge says in its card's language (the template's, whoever prints it). */
export type BadgeWords = {
  locale: string
  /** The zones' heading. */
  zones: string
  /** The day pass's days, else the tournament's. */
  validity: string
}

/** Made once per language: building a formatter costs more than a badge's text. */
const shortDates = {
  es: new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'short', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }),
}

function shortDate(date: Date, locale: string) {
  return (locale === 'es' ? shortDates.es : shortDates.en).format(date)
}

function labelIn(labels: Labels, words: BadgeWords) {
  return labels[words.locale as Locale] ?? labels.es
}

export function badgeWords(badge: BadgeData, i18n: I18n): BadgeWords {
  const validity = badge.days
    ? i18n.t('badges.valid_days', {
        from: shortDate(badge.days.from, i18n.locale),
        to: shortDate(badge.days.to, i18n.locale),
      })
    : i18n.t('badges.valid_tournament', {
        from: shortDate(badge.tournament.startsOn, i18n.locale),
        to: shortDate(badge.tournament.endsOn, i18n.locale),
      })
  return { locale: i18n.locale, zones: i18n.t('badges.zones'), validity }
}

/** The band's colour: the request's own, else the tournament's for the category, else grey. */
export function categoryColor(badge: BadgeData): string {
  if (badge.color) return badge.color
  try {
    const colors = JSON.parse(badge.tournament.colors) as Record<string, unknown>
    const color = colors[badge.category]
    if (typeof color === 'string' && /^#[0-9a-fA-F]{6}$/.test(color)) return color
  } catch {}
  return DEFAULT_BAND_COLOR
}

type Box = { x: number; y: number; width: number; height: number }

function pointsOf(element: TemplateElement): Box {
  return {
    x: element.x * PT,
    y: element.y * PT,
    width: element.width * PT,
    height: element.height * PT,
  }
}

function line(
  doc: PDFKit.PDFDocument,
  text: string,
  box: Box,
  element: TemplateElement,
  fallbackColor: string
) {
  const font = fontFor(text, element.bold ? 'bold' : 'regular')
  doc
    .font(font)
    .fontSize(element.fontSize ?? 7)
    .fillColor(element.color ?? fallbackColor)
    .text(text, box.x, box.y, {
      width: box.width,
      height: box.height,
      align: element.align ?? 'left',
      lineBreak: false,
      ellipsis: true,
    })
}

/**
 * The holder's name and last name on two lines: the largest size from
 * fontSize down to minFontSize at which each line fits the width; a name
 * too long even then is wrapped at the smallest size within the box.
 */
function drawName(doc: PDFKit.PDFDocument, badge: BadgeData, box: Box, element: TemplateElement) {
  const holder = `${printable(badge.name)}\n${printable(badge.lastName)}`
  const font = fontFor(holder, element.bold === false ? 'regular' : 'bold')
  const max = element.fontSize ?? 9
  const min = Math.min(element.minFontSize ?? max * 0.7, max)
  doc.font(font).fillColor(element.color ?? TEXT_COLOR)
  let size = max
  for (; size > min; size -= 0.5) {
    doc.fontSize(size)
    const widest = Math.max(...holder.split('\n').map((part) => doc.widthOfString(part)))
    if (widest <= box.width && doc.heightOfString(holder, { width: box.width }) <= box.height) break
  }
  doc.fontSize(Math.max(size, min)).text(holder, box.x, box.y, {
    width: box.width,
    height: box.height,
    align: element.align ?? 'left',
    ellipsis: true,
  })
}

function drawElement(
  doc: PDFKit.PDFDocument,
  element: TemplateElement,
  badge: BadgeData,
  assets: RenderAssets,
  words: BadgeWords
) {
  const box = pointsOf(element)
  switch (element.kind) {
    case 'category_band': {
      doc.rect(box.x, box.y, box.width, box.height).fill(categoryColor(badge))
      const size = element.fontSize ?? 8
      doc
        .font('bold')
        .fontSize(size)
        .fillColor(element.color ?? '#ffffff')
        .text(
          labelIn(badge.categoryLabel, words).toUpperCase(),
          box.x + 8,
          box.y + (box.height - size) / 2 - 1,
          { width: Math.max(1, box.width - 16), align: element.align ?? 'left', lineBreak: false }
        )
      return
    }
    case 'color_box':
      doc.rect(box.x, box.y, box.width, box.height).fill(element.color ?? categoryColor(badge))
      return
    case 'photo':
      if (assets.photo) {
        doc.image(assets.photo, box.x, box.y, { width: box.width, height: box.height })
      } else {
        doc.rect(box.x, box.y, box.width, box.height).lineWidth(0.5).stroke(MUTED_COLOR)
      }
      return
    case 'name':
      return drawName(doc, badge, box, element)
    case 'category':
      return line(doc, labelIn(badge.categoryLabel, words), box, element, TEXT_COLOR)
    case 'type':
      return line(doc, labelIn(badge.typeLabel, words), box, element, TEXT_COLOR)
    case 'organisation':
      if (badge.organisation) line(doc, printable(badge.organisation), box, element, TEXT_COLOR)
      return
    case 'tournament':
      return line(
        doc,
        tournamentTitle(badge.tournament.name, badge.tournament.year),
        box,
        element,
        MUTED_COLOR
      )
    case 'validity':
    case 'days': {
      if (element.kind === 'days' && !badge.days) return
      return line(doc, words.validity, box, element, MUTED_COLOR)
    }
    case 'zones': {
      const size = element.fontSize ?? 5.5
      doc
        .fillColor(element.color ?? TEXT_COLOR)
        .font('bold')
        .fontSize(size)
      doc.text(words.zones, box.x, box.y, { width: box.width, lineBreak: false })
      doc.font('regular').fontSize(size)
      doc.text(badge.zones.join(' · ') || '—', box.x, box.y + size + 2, {
        width: box.width,
        height: Math.max(1, box.height - size - 2),
        ellipsis: true,
      })
      return
    }
    case 'zone_numbers': {
      const numbers = badge.zones
        .map((zone) => assets.zoneOrder.indexOf(zone.split(':')[0].trim()) + 1)
        .filter((number) => number > 0)
        .sort((a, b) => a - b)
      return line(doc, numbers.join(' ') || '—', box, { ...element, bold: true }, TEXT_COLOR)
    }
    case 'barcode':
      return drawCode128(doc, badge.code, box)
    case 'qr':
      return drawQr(doc, badge.code, box)
    case 'code':
      return line(doc, badge.code, box, element, TEXT_COLOR)
    case 'rfid':
      if (badge.rfid) line(doc, `RFID ${badge.rfid}`, box, element, MUTED_COLOR)
      return
    case 'text': {
      const text = element.text?.[words.locale as Locale] || element.text?.es || ''
      if (text) line(doc, text, box, element, TEXT_COLOR)
      return
    }
    case 'image': {
      const image = element.imageId ? assets.images.get(element.imageId) : undefined
      if (image)
        doc.image(image, box.x, box.y, {
          fit: [box.width, box.height],
          align: 'center',
          valign: 'center',
        })
      return
    }
  }
}

/** One page per side of the template, for one credential. */
export function drawTemplate(
  doc: PDFKit.PDFDocument,
  definition: TemplateDefinition,
  badge: BadgeData,
  assets: RenderAssets,
  words: BadgeWords
) {
  const size: [number, number] = [definition.width * PT, definition.height * PT]
  for (const side of definition.sides) {
    doc.addPage({ size, margin: 0 })
    if (side.background) doc.rect(0, 0, size[0], size[1]).fill(side.background)
    const background = side.backgroundImageId
      ? assets.images.get(side.backgroundImageId)
      : undefined
    if (background) doc.image(background, 0, 0, { width: size[0], height: size[1] })
    for (const element of side.elements) drawElement(doc, element, badge, assets, words)
  }
}
