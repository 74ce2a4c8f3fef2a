import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import { sqlTimestamp } from '#support/sql_time'
import { isForeignKeyViolation } from '#support/foreign_key_violation'
import { isUniqueViolation } from '#support/unique_violation'
import {
  builtInTemplate,
  type TemplateDefinition,
  type TemplateVersion,
} from '#services/badges/badge_template'

/**
 * Templates as stored: the current version of each (tournament, category),
 * and the versions themselves, never changed once written.
 */

export type StoredTemplate = {
  id: number
  tournamentId: number
  category: string
  currentVersion: number
}

function versionOfRow(row: Record<string, any>): TemplateVersion {
  return {
    templateId: Number(row.template_id),
    versionId: Number(row.id),
    version: Number(row.version),
    definition: JSON.parse(row.definition) as TemplateDefinition,
  }
}

/**
 * The templates a print uses, read once when it starts: the current version
 * of each template of these tournaments, by tournament and category ('' the
 * tournament's default). A template saved while the print runs does not
 * change it.
 */
export async function currentTemplates(tournamentIds: number[]) {
  const byKey = new Map<string, TemplateVersion>()
  if (tournamentIds.length === 0) return byKey
  const rows = await db
    .from('badge_templates as t')
    .join('badge_template_versions as v', (join) =>
      join.on('v.template_id', 't.id').andOn('v.version', 't.current_version')
    )
    .whereIn('t.tournament_id', tournamentIds)
    .select('v.*', 't.tournament_id', 't.category')
  for (const row of rows) byKey.set(`${row.tournament_id}:${row.category}`, versionOfRow(row))
  return byKey
}

/** The version that prints a category: its own template, the tournament's default, or the built-in layout. */
export function templateFor(
  templates: Map<string, TemplateVersion>,
  tournament: { id: number; format: string },
  category: string
): TemplateVersion {
  return (
    templates.get(`${tournament.id}:${category}`) ??
    templates.get(`${tournament.id}:`) ??
    builtInTemplate(tournament.format)
  )
}

/** Template versions by id (a print job prints the version it was sent with). */
export async function templateVersions(ids: number[]) {
  const byId = new Map<number, TemplateVersion>()
  if (ids.length === 0) return byId
  const rows = await db.from('badge_template_versions').whereIn('id', ids)
  for (const row of rows) byId.set(Number(row.id), versionOfRow(row))
  return byId
}

export async function templatesOf(tournamentId: number): Promise<StoredTemplate[]> {
  const rows = await db
    .from('badge_templates')
    .where('tournament_id', tournamentId)
    .orderBy('category')
  return rows.map((row) => ({
    id: Number(row.id),
    tournamentId: Number(row.tournament_id),
    category: String(row.category),
    currentVersion: Number(row.current_version),
  }))
}

export type SaveOutcome =
  | { status: 'saved'; templateId: number; version: number }
  | { status: 'stale'; version: number }
  /** An image the design shows was removed while it was being saved. */
  | { status: 'image_gone' }

/**
 * Saves a new version of the template of (tournament, category), creating
 * the template the first time. `basedOn` is the version the designer
 * opened: a save on top of someone else's newer version is refused, and the
 * template row, its version and the images it shows are written in one
 * transaction (an image a version shows cannot be removed). Two first
 * saves of a template at once: the unique (tournament, category) refuses the
 * second, which is stale like any save on top of another's version.
 */
export async function saveTemplateVersion(
  tournamentId: number,
  category: string,
  definition: TemplateDefinition,
  options: { userId: number; basedOn: number }
): Promise<SaveOutcome> {
  try {
    return await writeVersion(tournamentId, category, definition, options)
  } catch (error) {
    if (isForeignKeyViolation(error)) return { status: 'image_gone' }
    if (!isUniqueViolation(error)) throw error
    const template = await db
      .from('badge_templates')
      .where({ tournament_id: tournamentId, category })
      .first()
    return { status: 'stale', version: Number(template?.current_version ?? 0) }
  }
}

function writeVersion(
  tournamentId: number,
  category: string,
  definition: TemplateDefinition,
  options: { userId: number; basedOn: number }
): Promise<SaveOutcome> {
  return db.transaction(async (trx) => {
    const now = sqlTimestamp(DateTime.now())
    const query = trx.from('badge_templates').where({ tournament_id: tournamentId, category })
    /** SQLite serialises writers; PostgreSQL locks the row two designers save at once. */
    if (trx.dialect.name === 'postgres') query.forUpdate()
    let template = await query.first()
    if (!template) {
      if (options.basedOn !== 0) return { status: 'stale', version: 0 }
      const [inserted] = await trx
        .table('badge_templates')
        .insert({ tournament_id: tournamentId, category, current_version: 0, created_at: now })
        .returning('id')
      template = { id: typeof inserted === 'object' ? inserted.id : inserted, current_version: 0 }
    }
    const current = Number(template.current_version)
    if (current !== options.basedOn) return { status: 'stale', version: current }
    const version = current + 1
    const [inserted] = await trx
      .table('badge_template_versions')
      .insert({
        template_id: template.id,
        version,
        definition: JSON.stringify(definition),
        created_by: options.userId,
        created_at: now,
      })
      .returning('id')
    const versionId = typeof inserted === 'object' ? inserted.id : inserted
    const shown = imagesOf(definition).map((id) => ({ version_id: versionId, image_id: id }))
    if (shown.length > 0) await trx.table('badge_version_images').multiInsert(shown)
    await trx
      .from('badge_templates')
      .where('id', template.id)
      .update({ current_version: version, updated_at: now })
    return { status: 'saved', templateId: Number(template.id), version }
  })
}

/** The stored version a designer opens (null: none saved yet). */
export async function openTemplate(
  tournamentId: number,
  category: string,
  client: QueryClientContract = db.connection()
): Promise<TemplateVersion | null> {
  const row = await client
    .from('badge_templates as t')
    .join('badge_template_versions as v', (join) =>
      join.on('v.template_id', 't.id').andOn('v.version', 't.current_version')
    )
    .where({ 't.tournament_id': tournamentId, 't.category': category })
    .select('v.*')
    .first()
  return row ? versionOfRow(row) : null
}

/**
 * An uploaded image's file never changes (a new upload gets a new random
 * path), so its bytes are kept in memory by path between prints. The id is
 * looked up on every call: an id a removed image freed may name another image
 * later (SQLite reuses the highest id), and another process may have removed it.
 */
const images = new Map<string, Buffer>()

/** The bytes of the stored images these ids name (ids with no image are skipped). */
export async function imageBytes(ids: number[]): Promise<Map<number, Buffer>> {
  const found = new Map<number, Buffer>()
  if (ids.length === 0) return found
  const rows = await db.from('badge_images').whereIn('id', ids).select('id', 'path')
  for (const row of rows) {
    try {
      const bytes = images.get(row.path) ?? Buffer.from(await drive.use().getBytes(row.path))
      images.set(row.path, bytes)
      found.set(Number(row.id), bytes)
    } catch {}
  }
  return found
}

/** A removed image's bytes leave this process's memory too. */
export function forgetImage(path: string) {
  images.delete(path)
}

/** The image ids a definition shows. */
export function imagesOf(definition: TemplateDefinition): number[] {
  const ids = definition.sides.flatMap((side) => [
    ...(side.backgroundImageId ? [side.backgroundImageId] : []),
    ...side.elements.flatMap((element) => (element.imageId ? [element.imageId] : [])),
  ])
  return [...new Set(ids)]
}
