import PDFDocument from 'pdfkit'
import type { I18n } from '@adonisjs/i18n'
import type { Locale } from '#config/i18n'
import type { Labels } from '#services/credentials/credential_labels'
import { fontFor, printable, registerFonts } from '#services/pdf/fonts'
import { BADGE_LAYOUTS, type BadgeLayout } from '#services/badges/badge_layout'
import { badgeData, type BadgeData } from '#services/badges/badge_data'
import { drawCode128, drawQr } from '#services/badges/barcode_vectors'
import { tournamentTitle } from '#support/tournament_title'
import { cardPhoto } from '#services/files/badge_photos'

/** Badges read from the database at a time: memory stays bounded whatever the batch. */
const CHUNK = 50

function layoutOf(badge: BadgeData): BadgeLayout {
  return badge.tournament.format === 'a6' ? BADGE_LAYOUTS.a6 : BADGE_LAYOUTS.cr80
}

function bandColor(badge: BadgeData, layout: BadgeLayout): string {
  if (badge.color) return badge.color
  try {
    const colors = JSON.parse(badge.tournament.colors) as Record<string, unknown>
    const color = colors[badge.category]
    if (typeof color === 'string' && /^#[0-9a-fA-F]{6}$/.test(color)) return color
  } catch {}
  return layout.defaultColor
}

/** The holder's photo, small enough for a card (a 1 MB upload would make a 1,000-badge PDF huge). */
async function photoOf(badge: BadgeData, layout: BadgeLayout): Promise<Buffer | null> {
  if (!badge.photoPath) return null
  try {
    const width = Math.round(layout.photo.width * 3)
    return await cardPhoto(badge.photoPath, width, Math.round(layout.photo.height * 3))
  } catch {
    return null
  }
}

/** Made once per language: building a formatter costs more than a badge's text (4 per badge). */
const shortDates = {
  es: new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'short', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }),
}

function shortDate(date: Date, locale: string) {
  return (locale === 'es' ? shortDates.es : shortDates.en).format(date)
}

/** A credential's label in the staff member's language. */
function labelIn(labels: Labels, i18n: I18n) {
  return labels[i18n.locale as Locale] ?? labels.es
}

async function drawBadge(doc: PDFKit.PDFDocument, badge: BadgeData, i18n: I18n) {
  const layout = layoutOf(badge)
  doc.addPage({ size: layout.size, margin: 0 })
  const { band, photo, name, role, tournament, validity, zones, barcode, code, qr, rfid } = layout
  const photoBytes = await photoOf(badge, layout)

  doc.rect(band.x, band.y, band.width, band.height).fill(bandColor(badge, layout))
  doc
    .font('bold')
    .fontSize(band.fontSize)
    .fillColor(band.textColor)
    .text(
      labelIn(badge.categoryLabel, i18n).toUpperCase(),
      band.x + 8,
      band.y + (band.height - band.fontSize) / 2 - 1,
      {
        width: band.width - 16,
        lineBreak: false,
      }
    )

  if (photoBytes) {
    doc.image(photoBytes, photo.x, photo.y, { width: photo.width, height: photo.height })
  } else {
    doc.rect(photo.x, photo.y, photo.width, photo.height).lineWidth(0.5).stroke(layout.mutedColor)
  }

  /**
   * A name in a script DejaVu lacks takes a font with its glyphs; its taller
   * lines shrink to keep both lines of the name in the box.
   */
  const holder = `${printable(badge.name)}\n${printable(badge.lastName)}`
  const font = fontFor(holder, 'bold')
  doc.fillColor(layout.textColor).font(font).fontSize(name.fontSize)
  for (let size = name.fontSize; font !== 'bold' && size > name.fontSize * 0.7; size -= 0.5) {
    if (doc.fontSize(size).heightOfString(holder, { width: name.width }) <= name.height) break
  }
  doc.text(holder, name.x, name.y, {
    width: name.width,
    height: name.height,
    ellipsis: true,
  })
  doc.font('regular').fontSize(role.fontSize)
  doc.text(labelIn(badge.typeLabel, i18n), role.x, role.y, {
    width: role.width,
    lineBreak: false,
  })
  doc.fillColor(layout.mutedColor).fontSize(tournament.fontSize)
  doc.text(
    tournamentTitle(badge.tournament.name, badge.tournament.year),
    tournament.x,
    tournament.y,
    {
      width: tournament.width,
      lineBreak: false,
      ellipsis: true,
    }
  )
  const valid = badge.days
    ? i18n.t('badges.valid_days', {
        from: shortDate(badge.days.from, i18n.locale),
        to: shortDate(badge.days.to, i18n.locale),
      })
    : i18n.t('badges.valid_tournament', {
        from: shortDate(badge.tournament.startsOn, i18n.locale),
        to: shortDate(badge.tournament.endsOn, i18n.locale),
      })
  doc
    .fontSize(validity.fontSize)
    .text(valid, validity.x, validity.y, { width: validity.width, lineBreak: false })

  doc.fillColor(layout.textColor).font('bold').fontSize(zones.titleSize)
  doc.text(i18n.t('badges.zones'), zones.x, zones.y, { width: zones.width, lineBreak: false })
  doc.font('regular').fontSize(zones.fontSize)
  doc.text(badge.zones.join(' · ') || '—', zones.x, zones.y + zones.titleSize + 2, {
    width: zones.width,
    height: zones.height - zones.titleSize - 2,
    ellipsis: true,
  })

  drawCode128(doc, badge.code, barcode)
  doc.font('regular').fontSize(code.fontSize).fillColor(layout.textColor)
  doc.text(badge.code, code.x, code.y, { width: code.width, align: 'center', lineBreak: false })
  drawQr(doc, badge.code, qr)
  if (badge.rfid) {
    doc.fillColor(layout.mutedColor).fontSize(rfid.fontSize)
    doc.text(`RFID ${badge.rfid}`, rfid.x, rfid.y, { width: rfid.width, lineBreak: false })
  }
}

/** The longest pause between badges: a slow badge does not stall the print. */
const MAX_PAUSE_MS = 20

/**
 * Other requests get the main thread between badges for as long as the
 * badge took (up to MAX_PAUSE_MS): a print takes at most about half of it,
 * whatever its size. A timer, not setImmediate, so the loop also waits for
 * their database answers (with the photos kept a badge is pure main-thread
 * work, and setImmediate alone left another page ×6 slower).
 */
function yieldAsLongAs(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, Math.min(Math.max(1, ms), MAX_PAUSE_MS)))
}

/**
 * One PDF, one badge per page, in the order of the ids (already checked
 * printable). Pages are written to the returned stream as they are drawn,
 * CHUNK forms read at a time: a batch of a thousand never sits in memory.
 * Errors after the first byte end the stream (the response is cut).
 */
export function badgesPdf(ids: number[], i18n: I18n): PDFKit.PDFDocument {
  const doc = new PDFDocument({ autoFirstPage: false, info: { Title: i18n.t('badges.title') } })
  registerFonts(doc)
  void (async () => {
    try {
      for (let start = 0; start < ids.length; start += CHUNK) {
        for (const badge of await badgeData(ids.slice(start, start + CHUNK))) {
          const drawing = performance.now()
          await drawBadge(doc, badge, i18n)
          await yieldAsLongAs(performance.now() - drawing)
        }
      }
      doc.end()
    } catch (error) {
      doc.destroy(error as Error)
    }
  })()
  return doc
}
