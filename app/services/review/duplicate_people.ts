import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { inCurrentTournaments } from '#services/configuration/current_tournament_forms'
import { likelySamePerson, personKeys, type PersonKeys } from '#services/review/person_keys'
import { sqlTimestamp } from '#support/sql_time'
import { guardianTables } from '#forms/detail_columns'
import { DateTime } from 'luxon'

/** Rows per insert: 2,000 × 6 bindings stays under both engines' limits. */
const CHUNK = 2000

/** A pair found: the lower form id first, with what matched. */
export type FoundPair = {
  formId: number
  formRole: PersonKeys['role']
  otherFormId: number
  otherRole: PersonKeys['role']
  reasons: string[]
}

/** This year's requests not erased nor purged (or these requests only). */
function requestsOf(client: QueryClientContract, formIds?: number[]) {
  const query = client.from('forms').whereNull('forms.erased_at').whereNull('forms.purged_at')
  inCurrentTournaments(query, 'forms.tournament_id')
  if (formIds) query.whereIn('forms.id', formIds)
  return query
}

/**
 * The people this year's requests name (or these requests' only), erased
 * requests left out: each applicant, and the guardian a type names.
 */
async function peopleOf(client: QueryClientContract, formIds?: number[]): Promise<PersonKeys[]> {
  const applicants = await requestsOf(client, formIds).select(
    'forms.id',
    'forms.name',
    'forms.last_name',
    'forms.document',
    /** Text on both engines (PostgreSQL's driver would build a Date in the process's zone). */
    db.raw('cast(forms.birth_date as varchar(10)) as birth')
  )
  const people = applicants.map((row) =>
    personKeys(Number(row.id), 'applicant', {
      name: row.name,
      lastName: row.last_name,
      document: row.document,
      birthDate: row.birth,
    })
  )
  for (const { definition, table, columns } of await guardianTables()) {
    const guardians = await requestsOf(client, formIds)
      .join(table, `${table}.form_id`, 'forms.id')
      .where('forms.type', definition.slug)
      .select(
        'forms.id',
        `${table}.${columns.name} as name`,
        `${table}.${columns.lastName} as last_name`,
        `${table}.${columns.document} as document`
      )
    for (const row of guardians) {
      if (!row.name && !row.document) continue
      people.push(
        personKeys(Number(row.id), 'tutor', {
          name: row.name,
          lastName: row.last_name,
          document: row.document,
        })
      )
    }
  }
  return people.filter((person) => person.name)
}

function pairOf(a: PersonKeys, b: PersonKeys, reasons: string[]): FoundPair {
  const [first, second] = a.formId < b.formId ? [a, b] : [b, a]
  return {
    formId: first.formId,
    formRole: first.role,
    otherFormId: second.formId,
    otherRole: second.role,
    reasons,
  }
}

const pairKey = (formId: number, otherFormId: number) => `${formId}:${otherFormId}`

/**
 * Every likely pair among these people. Only people sharing a document, a
 * name or a birth date are compared (blocks), so the work grows with the
 * blocks' sizes, not with the square of the people.
 */
export function pairsAmong(people: PersonKeys[]): FoundPair[] {
  const blocks = new Map<string, PersonKeys[]>()
  const add = (key: string, person: PersonKeys) => {
    const block = blocks.get(key)
    if (block) block.push(person)
    else blocks.set(key, [person])
  }
  for (const person of people) {
    if (person.document) add(`d${person.document}`, person)
    add(`n${person.name}`, person)
    if (person.birth) add(`b${person.birth}`, person)
  }
  const found = new Map<string, FoundPair>()
  for (const block of blocks.values()) {
    for (let i = 0; i < block.length; i++) {
      for (let j = i + 1; j < block.length; j++) {
        const pair = likelyPair(block[i], block[j], found)
        if (pair) found.set(pairKey(pair.formId, pair.otherFormId), pair)
      }
    }
  }
  return [...found.values()]
}

function likelyPair(a: PersonKeys, b: PersonKeys, found: Map<string, FoundPair>) {
  const key = a.formId < b.formId ? pairKey(a.formId, b.formId) : pairKey(b.formId, a.formId)
  if (found.has(key)) return null
  const reasons = likelySamePerson(a, b)
  return reasons ? pairOf(a, b, reasons) : null
}

/** The pairs a set of forms is part of now, as stored: [key, not same?]. */
async function storedPairs(client: QueryClientContract, formIds?: number[]) {
  const query = client.from('review_duplicates').select('form_id', 'other_form_id', 'not_same_at')
  if (formIds) {
    query.where((inner) => inner.whereIn('form_id', formIds).orWhereIn('other_form_id', formIds))
  }
  const rows = await query
  return new Map(
    rows.map((row) => [
      pairKey(Number(row.form_id), Number(row.other_form_id)),
      row.not_same_at !== null,
    ])
  )
}

/**
 * Stores the pairs found and forgets those no longer found, except the ones
 * staff marked "not the same person": that mark is kept whatever changes.
 */
async function syncPairs(client: QueryClientContract, found: FoundPair[], formIds?: number[]) {
  const stored = await storedPairs(client, formIds)
  const foundKeys = new Set(found.map((pair) => pairKey(pair.formId, pair.otherFormId)))
  const fresh = found.filter((pair) => !stored.has(pairKey(pair.formId, pair.otherFormId)))
  const now = sqlTimestamp(DateTime.now())
  for (let start = 0; start < fresh.length; start += CHUNK) {
    await client
      .table('review_duplicates')
      .multiInsert(
        fresh.slice(start, start + CHUNK).map((pair) => ({
          form_id: pair.formId,
          form_role: pair.formRole,
          other_form_id: pair.otherFormId,
          other_role: pair.otherRole,
          reasons: pair.reasons.join(','),
          created_at: now,
        }))
      )
      .onConflict(['form_id', 'other_form_id'])
      .ignore()
  }
  const gone = [...stored].filter(([key, notSame]) => !notSame && !foundKeys.has(key))
  for (const [key] of gone) {
    const [formId, otherFormId] = key.split(':').map(Number)
    await client
      .from('review_duplicates')
      .where({ form_id: formId, other_form_id: otherFormId })
      .whereNull('not_same_at')
      .delete()
  }
  return { added: fresh.length, removed: gone.length }
}

async function storePeople(client: QueryClientContract, people: PersonKeys[]) {
  for (let start = 0; start < people.length; start += CHUNK) {
    await client.table('review_people').multiInsert(
      people.slice(start, start + CHUNK).map((person) => ({
        form_id: person.formId,
        role: person.role,
        document_key: person.document,
        name_key: person.name,
        birth_key: person.birth,
      }))
    )
  }
}

const personKey = (person: { formId: number; role: string }) => `${person.formId}:${person.role}`

/** The stored people made equal to these: only rows that changed are written. */
async function syncPeople(client: QueryClientContract, people: PersonKeys[]) {
  const rows = await client
    .from('review_people')
    .select('id', 'form_id', 'role', 'document_key', 'name_key', 'birth_key')
  const stored = new Map(
    rows.map((row) => [
      `${row.form_id}:${row.role}`,
      { id: Number(row.id), text: `${row.document_key}|${row.name_key}|${row.birth_key}` },
    ])
  )
  const wanted = new Set(people.map(personKey))
  const stale = rows
    .filter((row) => !wanted.has(`${row.form_id}:${row.role}`))
    .map((row) => Number(row.id))
  const fresh: PersonKeys[] = []
  for (const person of people) {
    const row = stored.get(personKey(person))
    if (row?.text === `${person.document}|${person.name}|${person.birth}`) continue
    if (row) stale.push(row.id)
    fresh.push(person)
  }
  for (let start = 0; start < stale.length; start += CHUNK) {
    await client
      .from('review_people')
      .whereIn('id', stale.slice(start, start + CHUNK))
      .delete()
  }
  await storePeople(client, fresh)
}

/**
 * Compares every person this year's requests name with every other (both
 * sports, every type) and stores the likely pairs: after an import, a
 * generator run, or to catch up with edits made outside the request forms.
 */
export async function scanAllDuplicates() {
  const started = performance.now()
  const people = await peopleOf(db.connection())
  const read = performance.now()
  const found = pairsAmong(people)
  const compared = performance.now()
  const stored = await db.transaction(async (trx) => {
    await syncPeople(trx, people)
    return syncPairs(trx, found)
  })
  const ended = performance.now()
  return {
    people: people.length,
    pairs: found.length,
    ...stored,
    ms: ended - started,
    phases: { readMs: read - started, compareMs: compared - read, writeMs: ended - compared },
  }
}

/**
 * Looks for the people of one request (just sent or edited) among the
 * stored ones: a few indexed lookups by document, name and birth date.
 * An erased request or one of a past tournament drops out of the review.
 */
export async function checkDuplicatesOf(formId: number) {
  return db.transaction(async (trx) => {
    const people = await peopleOf(trx, [formId])
    await trx.from('review_people').where('form_id', formId).delete()
    await storePeople(trx, people)
    const candidates = people.length ? await candidatesOf(trx, formId, people) : []
    const found: FoundPair[] = []
    for (const person of people) {
      for (const candidate of candidates) {
        const reasons = likelySamePerson(person, candidate)
        if (reasons) found.push(pairOf(person, candidate, reasons))
      }
    }
    const unique = new Map(found.map((pair) => [pairKey(pair.formId, pair.otherFormId), pair]))
    return syncPairs(trx, [...unique.values()], [formId])
  })
}

async function candidatesOf(
  client: QueryClientContract,
  formId: number,
  people: PersonKeys[]
): Promise<PersonKeys[]> {
  const documents = people.flatMap((person) => (person.document ? [person.document] : []))
  const births = people.flatMap((person) => (person.birth ? [person.birth] : []))
  const names = people.map((person) => person.name)
  const rows = await client
    .from('review_people')
    .whereNot('form_id', formId)
    .where((inner) => {
      inner.whereIn('name_key', names)
      if (documents.length) inner.orWhereIn('document_key', documents)
      if (births.length) inner.orWhereIn('birth_key', births)
    })
    .select('form_id', 'role', 'document_key', 'name_key', 'birth_key')
  return rows.map((row) => ({
    formId: Number(row.form_id),
    role: row.role,
    document: row.document_key,
    name: row.name_key,
    birth: row.birth_key,
  }))
}

/**
 * The check after a request is stored or edited: help for staff, so a
 * failure is logged and never undoes or refuses what was saved.
 */
export async function recheckDuplicatesOf(formId: number) {
  try {
    await checkDuplicatesOf(formId)
  } catch (error) {
    logger.error({ err: error, formId }, 'duplicate check failed')
  }
}
