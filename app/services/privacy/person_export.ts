import { extname } from 'node:path'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate'
import { formType } from '#forms/registry'
import { filesOfForms } from '#services/forms/form_files'
import { consentsOf } from '#services/privacy/consent_records'
import type { PersonMatch, PersonQuery } from '#services/privacy/person_search'
import { storedMoment } from '#services/support/sql_time'

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

async function requestRecords(ids: number[], roles: Map<number, string>) {
  const files = await filesOfForms(ids)
  const consents = await consentsOf(ids)
  const records = []
  const stored: { path: string; key: string }[] = []
  for (const id of ids) {
    const form = await db.from('forms').where('id', id).first()
    const tournament = await db.from('tournaments').where('id', form.tournament_id).first()
    const definition = formType(form.type)
    const { default: Detail } = (await definition?.detail()) ?? { default: null }
    const detail = Detail ? await db.from(Detail.table).where('form_id', id).first() : null
    const history = await db
      .from('form_logs')
      .leftJoin('users', 'users.id', 'form_logs.user_id')
      .where('form_logs.form_id', id)
      .orderBy('form_logs.id')
      .select(
        'form_logs.type',
        'form_logs.data',
        'form_logs.created_at',
        'users.name',
        'users.last_name'
      )
    const opened = await db
      .from('file_access_logs')
      .leftJoin('users', 'users.id', 'file_access_logs.user_id')
      .where('file_access_logs.form_id', id)
      .orderBy('file_access_logs.id')
      .select(
        'file_access_logs.kind',
        'file_access_logs.created_at',
        'users.name',
        'users.last_name'
      )
    const meals = await db
      .from('restaurant_logs')
      .leftJoin('restaurants', 'restaurants.id', 'restaurant_logs.restaurant_id')
      .where('restaurant_logs.form_id', id)
      .orderBy('restaurant_logs.id')
      .select(
        'restaurant_logs.type',
        'restaurant_logs.amount',
        'restaurant_logs.created_at',
        'restaurants.name'
      )
    const paths = (files.get(id) ?? []).map(({ column, key }) => {
      const path = `files/request-${id}/${column}${extname(key)}`
      stored.push({ path, key })
      return path
    })
    records.push({
      role: roles.get(id),
      tournament: { name: tournament?.name, year: tournament?.year },
      request: plain(form),
      details: detail ? plain(detail, ['id', 'form_id']) : null,
      consents: consents.get(id) ?? [],
      history: history.map((log) => ({
        type: log.type,
        at: at(log.created_at),
        by: log.name ? `${log.name} ${log.last_name}` : null,
        data: log.data ? JSON.parse(log.data) : null,
      })),
      filesOpenedBy: opened.map((entry) => ({
        kind: entry.kind,
        at: at(entry.created_at),
        by: entry.name ? `${entry.name} ${entry.last_name}` : null,
      })),
      meals: meals.map((meal) => ({
        restaurant: meal.name,
        type: meal.type,
        amount: meal.amount,
        at: at(meal.created_at),
      })),
      files: paths,
    })
  }
  return { records, stored }
}

async function collectionRecords(ids: number[]) {
  const records = []
  const stored: { path: string; key: string }[] = []
  for (const id of ids) {
    const row = await db.from('collectives').where('id', id).first()
    const cards = await db
      .from('collective_forms')
      .join('forms', 'forms.id', 'collective_forms.form_id')
      .where('collective_forms.collective_id', id)
      .select('forms.code', 'forms.name', 'forms.last_name')
    const files = []
    if (row.signature_path) {
      const path = `files/collection-${id}/signature${extname(row.signature_path)}`
      stored.push({ path, key: row.signature_path })
      files.push(path)
    }
    records.push({
      collection: plain(row, ['signature_path']),
      cards: cards.map((card) => ({ code: card.code, holder: `${card.name} ${card.last_name}` })),
      files,
    })
  }
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
  const data = new ZipDeflate('data.json', { level: 6 })
  zip.add(data)
  const json = {
    generatedAt: new Date().toISOString(),
    foundBy: query.by,
    requests: requests.records,
    collections: collections.records,
    missingFiles,
  }
  data.push(new TextEncoder().encode(JSON.stringify(json, null, 2)), true)
  zip.end()
  if (failure) throw failure
  return Buffer.concat(chunks)
}
