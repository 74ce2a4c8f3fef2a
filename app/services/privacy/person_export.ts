import { extname } from 'node:path'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate'
import { formType } from '#forms/registry'
import { filesOfForms } from '#services/files/form_files'
import { consentsOf } from '#services/privacy/consent_records'
import { passagesOf } from '#services/doors/passage_privacy'
import type { PersonMatch, PersonQuery } from '#services/privacy/person_search'
import { storedMoment } from '#support/sql_time'
import { detailModel } from '#forms/definition'
import { auditOfForms } from '#services/audit/audit_trail'

/** Columns that are our own bookkeeping, not data about the person. */
const INTERNAL = new Set(['search_text', 'sort_name', 'sort_last_name', 'submission_key'])

function plain(row: Record<string, unknown>, drop: string[] = []) {
  return Object.fromEntries(
    Object.entries(row)
      .filter(([column]) => !INTERNAL.has(column) && !drop.includes(column))
      .map(([column, value]) => [column, value instanceof Date ? value.toISOString() : value])
  )
}

function at(value: unknown) {
  return storedMoment(value)?.toISOString() ?? null
}

/** Rows grouped by the request (or collection) they belong to. */
function byOwner<T extends Record<string, any>>(rows: T[], column: string) {
  const grouped = new Map<number, T[]>()
  for (const row of rows) {
    const owner = Number(row[column])
    grouped.set(owner, [...(grouped.get(owner) ?? []), row])
  }
  return grouped
}

/** Who did it, as the history and the access log name staff (null: the applicant, or removed). */
function staffName(row: { user_name?: string | null; user_last_name?: string | null }) {
  return row.user_name ? `${row.user_name} ${row.user_last_name}` : null
}

/** A table's rows of these requests, with the staff member who wrote each, oldest first. */
function withStaff(table: string, ids: number[], columns: string[]) {
  return db
    .from(table)
    .leftJoin('users', 'users.id', `${table}.user_id`)
    .whereIn(`${table}.form_id`, ids)
    .orderBy(`${table}.id`)
    .select(
      `${table}.form_id`,
      ...columns.map((column) => `${table}.${column}`),
      'users.name as user_name',
      'users.last_name as user_last_name'
    )
}

/** Every detail row of these requests, one query per detail table they use. */
async function detailsOf(forms: Record<string, any>[]) {
  const details = new Map<number, Record<string, unknown>>()
  const types = [...new Set(forms.map((form) => String(form.type)))]
  for (const type of types) {
    const definition = formType(type)
    if (!definition) continue
    const Detail = await detailModel(definition)
    const ids = forms.filter((form) => form.type === type).map((form) => Number(form.id))
    for (const row of await db.from(Detail.table).whereIn('form_id', ids)) {
      details.set(Number(row.form_id), plain(row, ['id', 'form_id']))
    }
  }
  return details
}

/** The requests' records and the files to put beside them, a fixed number of queries for any count. */
async function requestRecords(ids: number[], roles: Map<number, string>) {
  const forms = await db.from('forms').whereIn('id', ids).orderBy('id')
  const tournamentIds = [...new Set(forms.map((form) => Number(form.tournament_id)))]
  const tournamentRows = await db
    .from('tournaments')
    .whereIn('id', tournamentIds)
    .select('id', 'name', 'year')
  const tournaments = new Map(tournamentRows.map((row) => [Number(row.id), row]))
  const details = await detailsOf(forms)
  const files = await filesOfForms(ids)
  const consents = await consentsOf(ids)
  const history = byOwner(
    await withStaff('form_logs', ids, ['type', 'data', 'created_at']),
    'form_id'
  )
  const opened = byOwner(
    await withStaff('file_access_logs', ids, ['kind', 'created_at']),
    'form_id'
  )
  const meals = byOwner(
    await db
      .from('restaurant_logs')
      .leftJoin('restaurants', 'restaurants.id', 'restaurant_logs.restaurant_id')
      .whereIn('restaurant_logs.form_id', ids)
      .orderBy('restaurant_logs.id')
      .select(
        'restaurant_logs.form_id',
        'restaurant_logs.type',
        'restaurant_logs.amount',
        'restaurant_logs.created_at',
        'restaurants.name'
      ),
    'form_id'
  )
  const passages = byOwner(await passagesOf(ids), 'form_id')
  const stored: { path: string; key: string }[] = []
  const records = forms.map((form) => {
    const id = Number(form.id)
    const tournament = tournaments.get(Number(form.tournament_id))
    const paths = (files.get(id) ?? []).map(({ column, key }) => {
      const path = `files/request-${id}/${column}${extname(key)}`
      stored.push({ path, key })
      return path
    })
    return {
      role: roles.get(id),
      tournament: { name: tournament?.name, year: tournament?.year },
      request: plain(form),
      details: details.get(id) ?? null,
      consents: consents.get(id) ?? [],
      history: (history.get(id) ?? []).map((log) => ({
        type: log.type,
        at: at(log.created_at),
        by: staffName(log),
        data: log.data ? JSON.parse(log.data) : null,
      })),
      filesOpenedBy: (opened.get(id) ?? []).map((entry) => ({
        kind: entry.kind,
        at: at(entry.created_at),
        by: staffName(entry),
      })),
      meals: (meals.get(id) ?? []).map((meal) => ({
        restaurant: meal.name,
        type: meal.type,
        amount: meal.amount,
        at: at(meal.created_at),
      })),
      doorPassages: (passages.get(id) ?? []).map((passage) => ({
        zone: passage.zone,
        door: passage.door,
        direction: passage.direction,
        verdict: passage.verdict,
        reason: passage.reason,
        at: at(passage.created_at),
      })),
      files: paths,
    }
  })
  return { records, stored }
}

/** The collections' records, their cards and their signature images. */
async function collectionRecords(ids: number[]) {
  const rows = await db.from('collectives').whereIn('id', ids).orderBy('id')
  const cards = byOwner(
    await db
      .from('collective_forms')
      .join('forms', 'forms.id', 'collective_forms.form_id')
      .whereIn('collective_forms.collective_id', ids)
      .select('collective_forms.collective_id', 'forms.code', 'forms.name', 'forms.last_name'),
    'collective_id'
  )
  const stored: { path: string; key: string }[] = []
  const records = rows.map((row) => {
    const files = []
    if (row.signature_path) {
      const path = `files/collection-${row.id}/signature${extname(row.signature_path)}`
      stored.push({ path, key: row.signature_path })
      files.push(path)
    }
    return {
      collection: plain(row, ['signature_path']),
      cards: (cards.get(Number(row.id)) ?? []).map((card) => ({
        code: card.code,
        holder: `${card.name} ${card.last_name}`,
      })),
      files,
    }
  })
  return { records, stored }
}

/**
 * Everything held about a person, as one zip: `data.json` (every request
 * row and detail, what they consented to, the history, who opened their
 * files, their meals, their collections) and each of their files. Built in
 * memory: a person's requests are a handful, and a failure leaves no part
 * file behind. A file missing from the disk is listed under `missingFiles`.
 */
export async function personExport(query: PersonQuery, match: PersonMatch): Promise<Buffer> {
  const roles = new Map(match.requests.map((request) => [request.id, request.role]))
  const requests = await requestRecords([...roles.keys()], roles)
  const collections = await collectionRecords(match.collections.map((entry) => entry.id))
  const chunks: Uint8Array[] = []
  let failure: Error | null = null
  const zip = new Zip((error, chunk) => {
    if (error) failure = error
    else chunks.push(chunk)
  })
  const missingFiles: string[] = []
  for (const { path, key } of [...requests.stored, ...collections.stored]) {
    if (!(await drive.use().exists(key))) {
      missingFiles.push(path)
      continue
    }
    const entry = new ZipPassThrough(path)
    zip.add(entry)
    entry.push(await drive.use().getBytes(key), true)
  }
  const audited = await auditOfForms([...roles.keys()])
  const data = new ZipDeflate('data.json', { level: 6 })
  zip.add(data)
  const json = {
    generatedAt: new Date().toISOString(),
    foundBy: query.by,
    requests: requests.records,
    collections: collections.records,
    /** What staff did with these requests (exports that held them, erasures…), from the audit trail. */
    auditTrail: audited.map((row) => ({
      at: row.occurredAt,
      action: row.action,
      by: row.actorName ?? row.actorLabel,
      ...(row.objectType === 'form'
        ? { request: row.objectId }
        : { export: row.objectType, requests: row.forms }),
    })),
    missingFiles,
  }
  data.push(new TextEncoder().encode(JSON.stringify(json, null, 2)), true)
  zip.end()
  if (failure) throw failure
  return Buffer.concat(chunks)
}
