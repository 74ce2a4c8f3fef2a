import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { fileColumns, filesOfForms, storedFieldColumns } from '#services/files/form_files'
import { sqlTimestamp } from '#support/sql_time'
import { PURGED_FORM_COLUMNS } from '#services/privacy/retention_purge'
import { deleteStoredFiles } from '#services/privacy/stored_file_removal'
import { blankCollectors, signatureKeys } from '#services/privacy/collector_identity'
import { findPerson, type PersonQuery } from '#services/privacy/person_search'
import { forgetPassages } from '#services/doors/passage_privacy'
import { kindOf } from '#forms/kinds/index'
import { recordHistory } from '#services/history/form_history'
import { forgetReviewPeople } from '#services/review/review_privacy'
import { runErasureSteps } from '#services/privacy/erasure_steps'
import { addressesOf, dropQueuedMailsTo } from '#services/privacy/queued_mails'
import { forgetCardPhotos } from '#services/files/badge_photos'
import { recordAudit, type AuditActor } from '#services/audit/audit_trail'

export type ErasureRefusal = 'changed' | 'at_gates' | 'nothing'
export type ErasureResult =
  | { erased: true; forms: number; collections: number; files: number }
  | { erased: false; reason: ErasureRefusal }

/**
 * Erases what is held about a person: every file of their requests and
 * collections is deleted, and the rows are anonymised rather than removed,
 * so the tournament's counts, meal ledgers and histories still add up:
 * names, document, email, phones, address, birth date, company, city,
 * observations, RFID and every typed detail (a guardian's name and
 * contacts included) are blanked, and mails still queued to them dropped;
 * type, category, state, tournament,
 * gender, countries and the option answers stay. Each request gets an
 * `erased` log and the erasure a row naming who ran it and how much went,
 * never the person's data.
 *
 * `confirmed` are the requests and collections staff saw listed: if the
 * search now finds others (a new request came in) nothing is erased and
 * staff look again. A credential still active at the gates is refused:
 * it must be blocked first, or its tag would still open the gates.
 * With an `actor`, each erased request's audit row is written in the
 * erasure's transaction.
 */
export async function erasePerson(
  query: PersonQuery,
  confirmed: { requests: number[]; collections: number[] },
  userId: number | null,
  actor?: AuditActor
): Promise<ErasureResult> {
  const match = await findPerson(query)
  const requests = match.requests.filter((request) => !request.erased)
  const same = (found: number[], seen: number[]) =>
    found.length === seen.length && found.every((id) => seen.includes(id))
  const collections = match.collections.map((entry) => entry.id)
  if (
    !same(
      requests.map((request) => request.id),
      confirmed.requests
    )
  )
    return { erased: false, reason: 'changed' }
  if (!same(collections, confirmed.collections)) return { erased: false, reason: 'changed' }
  if (requests.length === 0 && collections.length === 0) return { erased: false, reason: 'nothing' }
  if (requests.some((request) => request.activeAtGates))
    return { erased: false, reason: 'at_gates' }

  const ids = requests.map((request) => request.id)
  const held = await filesOfForms(ids)
  const files = [...held.values()].flat().map((file) => file.key)
  const signatures = await signatureKeys(collections)
  await deleteStoredFiles([...files, ...signatures])
  forgetCardPhotos()

  const columns = await fileColumns()
  const stored = await storedFieldColumns()
  const typed = stored.filter(
    (entry) => entry.table !== 'forms' && kindOf(entry.field).typedByPerson
  )
  const addresses = await addressesOf(ids, collections)
  const erasedAt = DateTime.now()
  const now = sqlTimestamp(erasedAt)
  const erased = {
    forms: ids.length,
    collections: collections.length,
    files: files.length + signatures.length,
  }
  await db.transaction(async (trx) => {
    await dropQueuedMailsTo(trx, addresses)
    if (ids.length > 0) {
      await trx
        .from('forms')
        .whereIn('id', ids)
        .update({
          ...Object.fromEntries(
            [...PURGED_FORM_COLUMNS, ...columns.form].map((column) => [column, null])
          ),
          name: '',
          last_name: '',
          sort_name: '',
          sort_last_name: '',
          search_text: '',
          document: null,
          email: null,
          company: null,
          city: null,
          observation: null,
          erased_at: now,
          purged_at: now,
        })
      for (const { table, column } of columns.details) {
        await trx
          .from(table)
          .whereIn('form_id', ids)
          .update({ [column]: null })
      }
      for (const { table, column } of typed) {
        await trx
          .from(table)
          .whereIn('form_id', ids)
          .update({ [column]: '' })
      }
      await trx.from('consent_records').whereIn('form_id', ids).update({ guardian_name: null })
      await forgetPassages(trx, ids)
      await forgetReviewPeople(trx, ids)
      await runErasureSteps(trx, ids)
      await recordHistory(
        trx,
        ids.map((id) => ({ formId: id, userId, type: 'erased', data: { foundBy: query.by } })),
        erasedAt
      )
    }
    await blankCollectors(trx, collections, { names: true })
    await trx.table('data_erasures').insert({
      user_id: userId,
      found_by: query.by,
      forms: erased.forms,
      collectives: erased.collections,
      files: erased.files,
      created_at: now,
    })
    for (const formId of actor ? ids : []) {
      await recordAudit(
        {
          ...actor!,
          action: 'person_erased',
          objectType: 'form',
          objectId: formId,
          details: erased,
        },
        trx
      )
    }
  })
  return { erased: true, ...erased }
}

/** An erasure as read, with its administrator's name (shaped by DataErasureTransformer). */
export type DataErasureRow = {
  id: number | string
  found_by: string
  forms: number | string
  collectives: number | string
  files: number | string
  user_name: string | null
  user_last_name: string | null
  created_at: unknown
}

/** The latest erasures, for the admin screen: who, when, how much. */
export async function recentErasures(limit = 20): Promise<DataErasureRow[]> {
  return db
    .from('data_erasures')
    .leftJoin('users', 'users.id', 'data_erasures.user_id')
    .orderBy('data_erasures.id', 'desc')
    .limit(limit)
    .select('data_erasures.*', 'users.name as user_name', 'users.last_name as user_last_name')
}
