import PDFDocument from 'pdfkit'
import db from '@adonisjs/lucid/services/db'
import type { I18n } from '@adonisjs/i18n'
import { registerFonts } from '#services/pdf/fonts'
import { badgeData, type BadgeData } from '#services/badges/badge_data'
import { cardPhoto } from '#services/files/badge_photos'
import type { TemplateDefinition, TemplateVersion } from '#services/badges/badge_template'
import { drawTemplate, openedImage, type RenderAssets } from '#services/badges/badge_render'
import {
  currentTemplates,
  imageBytes,
  imagesOf,
  templateFor,
} from '#services/badges/template_store'

/** Badges read from the database at a time: memory stays bounded whatever the batch. */
const CHUNK = 50

/** The template version each badge printed with, by form id (the print log records it). */
export type PrintedWith = Map<number, TemplateVersion>

/** How a print picks each badge's template: fixed for the whole run when it starts. */
export type TemplateChoice =
  | { kind: 'current' }
  /** Every badge with this definition (the designer's preview of an unsaved design). */
  | { kind: 'fixed'; version: TemplateVersion }
  /** Each form its own version (a station's jobs keep the version they were sent with). */
  | { kind: 'per_form'; versions: Map<number, TemplateVersion> }

/** The holder's photo at the photo element's size (a 1 MB upload would make a 1,000-badge PDF huge). */
async function photoOf(badge: BadgeData, definition: TemplateDefinition): Promise<Buffer | null> {
  if (!badge.photoPath) return null
  const photo = definition.sides.flatMap((side) => side.elements).find((e) => e.kind === 'photo')
  if (!photo) return null
  const points = 72 / 25.4
  try {
    return await cardPhoto(
      badge.photoPath,
      Math.round(photo.width * points * 3),
      Math.round(photo.height * points * 3)
    )
  } catch {
    return null
  }
}

/** Each tournament's zones in order (a zone's number on a badge is its place here). */
async function zoneOrders(tournamentIds: number[]) {
  const orders = new Map<number, string[]>()
  if (tournamentIds.length === 0) return orders
  const rows = await db
    .from('zones')
    .whereIn('tournament_id', tournamentIds)
    .orderBy('id')
    .select('tournament_id', 'name')
  for (const row of rows) {
    const id = Number(row.tournament_id)
    orders.set(id, [...(orders.get(id) ?? []), String(row.name)])
  }
  return orders
}

async function tournamentsOf(ids: number[]): Promise<number[]> {
  const rows = await db.from('forms').whereIn('id', ids).distinct('tournament_id')
  return rows.map((row) => Number(row.tournament_id))
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
 * One PDF, one badge per template side, in the order of the ids (already
 * checked printable), each drawn with its category's template (read once
 * when the print starts). Pages are written to the returned stream as they
 * are drawn, CHUNK forms read at a time: a batch of a thousand never sits in
 * memory. `printedWith` is complete when the stream ends. Errors after the
 * first byte end the stream (the response is cut).
 */
export function badgesPdf(
  ids: number[],
  i18n: I18n,
  choice: TemplateChoice = { kind: 'current' }
): { doc: PDFKit.PDFDocument; printedWith: PrintedWith } {
  const doc = new PDFDocument({ autoFirstPage: false, info: { Title: i18n.t('badges.title') } })
  registerFonts(doc)
  const printedWith: PrintedWith = new Map()
  /** The template images, each opened (embedded) once for this document. */
  const opened = new Map<number, Buffer>()
  async function imagesOfDesign(definition: TemplateDefinition) {
    const wanted = imagesOf(definition)
    const missing = wanted.filter((id) => !opened.has(id))
    for (const [id, bytes] of await imageBytes(missing)) opened.set(id, openedImage(doc, bytes))
    return opened
  }
  void (async () => {
    try {
      const tournaments = await tournamentsOf(ids)
      const templates = choice.kind === 'current' ? await currentTemplates(tournaments) : new Map()
      const zones = await zoneOrders(tournaments)
      for (let start = 0; start < ids.length; start += CHUNK) {
        for (const badge of await badgeData(ids.slice(start, start + CHUNK))) {
          const drawing = performance.now()
          const version =
            choice.kind === 'fixed'
              ? choice.version
              : choice.kind === 'per_form' && choice.versions.has(badge.id)
                ? choice.versions.get(badge.id)!
                : templateFor(templates, badge.tournament, badge.category)
          const assets: RenderAssets = {
            photo: await photoOf(badge, version.definition),
            images: await imagesOfDesign(version.definition),
            zoneOrder: zones.get(badge.tournament.id) ?? [],
          }
          drawTemplate(doc, version.definition, badge, assets, i18n)
          printedWith.set(badge.id, version)
          await yieldAsLongAs(performance.now() - drawing)
        }
      }
      doc.end()
    } catch (error) {
      doc.destroy(error as Error)
    }
  })()
  return { doc, printedWith }
}
