import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import sharp from 'sharp'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import logger from '@adonisjs/core/services/logger'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import { sqlTimestamp } from '#support/sql_time'
import { isForeignKeyViolation } from '#support/foreign_key_violation'
import { forgetImage } from '#services/badges/template_store'

/** An uploaded logo or sponsor strip: at most this many bytes, and pixels. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024
const MAX_PIXELS = 40_000_000
/** Stored at most this wide or high: 300 dpi across an A6 sheet. */
const MAX_SIDE = 1800

export type ImageRefusal = 'too_large' | 'not_an_image' | 'unsafe_svg'

export class TemplateImageRefused extends Error {
  constructor(readonly reason: ImageRefusal) {
    super(reason)
  }
}

/**
 * An SVG with its active or outside parts removed: scripts, event handlers,
 * foreign objects, entities (billion laughs) and any reference that is not
 * inside the document itself (`href` under any namespace prefix, not only
 * `xlink:`). Refused outright when it declares entities.
 */
export function sanitiseSvg(text: string): string {
  if (/<!ENTITY/i.test(text) || /<!DOCTYPE[^>]*\[/i.test(text))
    throw new TemplateImageRefused('unsafe_svg')
  return text
    .replace(/<script[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<script[^>]*\/>/gi, '')
    .replace(/<foreignObject[\s\S]*?<\/foreignObject\s*>/gi, '')
    .replace(/\son[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '')
    .replace(/\s(?:[\w.-]+:)?href\s*=\s*("(?!#)[^"]*"|'(?!#)[^']*'|(?!["'#])[^\s>]+)/gi, '')
    .replace(/@import[^;]*;?/gi, '')
    .replace(/url\(\s*(?!['"]?#)[^)]*\)/gi, 'none')
}

/**
 * Checks an upload by its content (not its name) and stores it re-encoded as
 * a PNG without metadata: JPEG and PNG decoded whole, SVG sanitised and
 * drawn to pixels (so nothing of the SVG itself is ever stored or served).
 * Refused uploads store nothing.
 */
export async function storeTemplateImage(
  tournamentId: number,
  upload: { tmpPath: string; size: number; clientName: string }
) {
  if (upload.size > IMAGE_MAX_BYTES) throw new TemplateImageRefused('too_large')
  const bytes = await readFile(upload.tmpPath)
  const head = bytes.subarray(0, 512).toString('utf8').trimStart()
  const isSvg = /^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(head)
  let input: Buffer = bytes
  if (isSvg) input = Buffer.from(sanitiseSvg(bytes.toString('utf8')))
  let png: { data: Buffer; info: { width: number; height: number } }
  try {
    const meta = await sharp(input, { limitInputPixels: MAX_PIXELS }).metadata()
    if (!meta.format || !['png', 'jpeg', 'svg'].includes(meta.format))
      throw new TemplateImageRefused('not_an_image')
    if ((meta.format === 'svg') !== isSvg) throw new TemplateImageRefused('not_an_image')
    png = await sharp(input, {
      limitInputPixels: MAX_PIXELS,
      failOn: 'error',
      autoOrient: true,
      density: isSvg ? 300 : undefined,
    })
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: !isSvg })
      .png()
      .toBuffer({ resolveWithObject: true })
  } catch (error) {
    if (error instanceof TemplateImageRefused) throw error
    throw new TemplateImageRefused('not_an_image')
  }
  const path = `badge-images/${randomUUID()}.png`
  await drive.use().put(path, png.data)
  try {
    const [inserted] = await db
      .table('badge_images')
      .insert({
        tournament_id: tournamentId,
        path,
        name: upload.clientName.slice(0, 120),
        width: png.info.width,
        height: png.info.height,
        created_at: sqlTimestamp(DateTime.now()),
      })
      .returning('id')
    return {
      id: Number(typeof inserted === 'object' ? inserted.id : inserted),
      width: png.info.width,
      height: png.info.height,
    }
  } catch (error) {
    await drive.use().delete(path)
    throw error
  }
}

/** A tournament's uploaded images, newest first (the designer's library). */
export async function imagesOfTournament(tournamentId: number) {
  const rows = await db
    .from('badge_images')
    .where('tournament_id', tournamentId)
    .orderBy('id', 'desc')
    .select('id', 'name', 'width', 'height')
  return rows.map((row) => ({
    id: Number(row.id),
    name: String(row.name),
    width: Number(row.width),
    height: Number(row.height),
  }))
}

/** A saved template version that shows an image: its category ('' the default) and number. */
export type ShownBy = { category: string; version: number }

export type ImageRemoval =
  { status: 'removed' } | { status: 'in_use'; shownBy: ShownBy[] } | { status: 'not_found' }

/**
 * The saved versions of the image's tournament that show it, by category and
 * version (another tournament's templates are never named: they cannot show it).
 */
async function versionsShowing(
  client: QueryClientContract,
  tournamentId: number,
  imageId: number
): Promise<ShownBy[]> {
  const rows = await client
    .from('badge_version_images as shown')
    .join('badge_template_versions as v', 'v.id', 'shown.version_id')
    .join('badge_templates as t', 't.id', 'v.template_id')
    .where('shown.image_id', imageId)
    .where('t.tournament_id', tournamentId)
    .orderBy('t.category')
    .orderBy('v.version')
    .select('t.category', 'v.version')
  return rows.map((row) => ({ category: String(row.category), version: Number(row.version) }))
}

/**
 * Removes an image of the tournament that no saved version shows (an upload
 * by mistake, an idea dropped before saving): its row, then its file. An
 * image a version shows stays, so every version prints as it was designed;
 * the foreign key holds that rule against a save running at the same time.
 * A file left by a failed delete is what `privacy:orphans` reports.
 */
export async function removeTemplateImage(
  tournamentId: number,
  imageId: number
): Promise<ImageRemoval> {
  let outcome: ImageRemoval | { status: 'deleted'; path: string }
  try {
    outcome = await db.transaction(async (trx) => {
      const row = await trx
        .from('badge_images')
        .where({ id: imageId, tournament_id: tournamentId })
        .first()
      if (!row) return { status: 'not_found' as const }
      const shownBy = await versionsShowing(trx, tournamentId, imageId)
      if (shownBy.length > 0) return { status: 'in_use' as const, shownBy }
      await trx.from('badge_images').where('id', imageId).delete()
      return { status: 'deleted' as const, path: String(row.path) }
    })
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error
    return {
      status: 'in_use',
      shownBy: await versionsShowing(db.connection(), tournamentId, imageId),
    }
  }
  if (outcome.status !== 'deleted') return outcome
  forgetImage(outcome.path)
  try {
    await drive.use().delete(outcome.path)
  } catch (error) {
    logger.warn({ err: error, path: outcome.path }, 'a removed badge image kept its file')
  }
  return { status: 'removed' }
}
