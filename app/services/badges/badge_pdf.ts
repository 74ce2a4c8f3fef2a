import db from '@adonisjs/lucid/services/db'
import type { I18n } from '@adonisjs/i18n'
import i18nManager from '@adonisjs/i18n/services/main'
import type { Locale } from '#config/i18n'
import { badgeData, type BadgeData } from '#services/badges/badge_data'
import { cardPhoto } from '#services/files/badge_photos'
import {
  cardLanguage,
  type TemplateDefinition,
  type TemplateVersion,
} from '#services/badges/badge_template'
import { badgeWords, type BadgeWords } from '#services/badges/badge_render'
import type { BadgePage } from '#services/badges/badge_renderer'
import { renderJob } from '#services/badges/badge_renderers'
import {
  currentTemplates,
  imageBytes,
  imagesOf,
  templateFor,
} from '#services/badges/template_store'

/** Badges read from the database at a time: memory stays bounded whatever the batch. */
const CHUNK = 50

/**
 * Badges sent to the renderer thread in one message: a station's card
 * waits for at most this many of a long print's badges.
 */
const SLICE = 10

/** Messages of a print the renderer holds at once: it draws one while the next is on its way. */
const IN_FLIGHT = 4

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

/**
 * The words of each badge in its template's language (not the staff
 * member's), translated once per tournament, day pass and language of a
 * print (the same few phrases for a thousand badges).
 */
function wordsOf() {
  const known = new Map<string, BadgeWords>()
  return (badge: BadgeData, language: Locale) => {
    const key = `${language}:${badge.tournament.id}:${badge.days?.from.getTime()}:${badge.days?.to.getTime()}`
    let words = known.get(key)
    if (!words) {
      words = badgeWords(badge, i18nManager.locale(language))
      known.set(key, words)
    }
    return words
  }
}

/**
 * One PDF, one badge per template side, in the order of the ids (already
 * checked printable), each drawn with its category's template (read once
 * when the print starts), as the bytes of the file in order. The pages are
 * drawn in a renderer thread (badge_renderers.ts) while the next badges are
 * read here, CHUNK forms at a time: a batch of a thousand never sits in
 * memory. `printedWith` is complete when the bytes end; a failure (here or
 * in the renderer) ends them with the error.
 */
export function badgesPdf(
  ids: number[],
  i18n: I18n,
  choice: TemplateChoice = { kind: 'current' }
): { bytes: AsyncIterable<Uint8Array>; printedWith: PrintedWith } {
  const printedWith: PrintedWith = new Map()
  async function* bytes() {
    const job = renderJob()
    try {
      /** The renderer's answers in the order asked: the next pages go out before these are back. */
      const answers = [job.open(i18n.t('badges.title'))]
      const tournaments = await tournamentsOf(ids)
      const templates = choice.kind === 'current' ? await currentTemplates(tournaments) : new Map()
      const zones = await zoneOrders(tournaments)
      const words = wordsOf()
      const pageOf = async (badge: BadgeData): Promise<BadgePage> => {
        const version =
          choice.kind === 'fixed'
            ? choice.version
            : choice.kind === 'per_form' && choice.versions.has(badge.id)
              ? choice.versions.get(badge.id)!
              : templateFor(templates, badge.tournament, badge.category)
        printedWith.set(badge.id, version)
        return {
          definition: version.definition,
          badge,
          words: words(badge, cardLanguage(version.definition)),
          photo: await photoOf(badge, version.definition),
          zoneOrder: zones.get(badge.tournament.id) ?? [],
        }
      }
      /** Template images go with the first pages that show them (embedded once per document). */
      const sentImages = new Set<number>()
      const imagesFirstUsedBy = async (pages: BadgePage[]) => {
        const used = new Set(pages.flatMap((page) => imagesOf(page.definition)))
        const wanted = [...used].filter((id) => !sentImages.has(id))
        for (const id of wanted) sentImages.add(id)
        return [...(await imageBytes(wanted))]
      }
      for (let start = 0; start < ids.length; start += CHUNK) {
        const badges = await badgeData(ids.slice(start, start + CHUNK))
        for (let from = 0; from < badges.length; from += SLICE) {
          /** Photos resized one at a time (libvips spreads each over the cores already). */
          const pages: BadgePage[] = []
          for (const badge of badges.slice(from, from + SLICE)) pages.push(await pageOf(badge))
          const images = await imagesFirstUsedBy(pages)
          while (answers.length >= IN_FLIGHT) yield await answers.shift()!
          answers.push(job.draw(pages, images))
        }
      }
      answers.push(job.end())
      for (const answer of answers.splice(0)) yield await answer
    } finally {
      job.abort()
    }
  }
  return { bytes: bytes(), printedWith }
}
