import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { fileColumns, filesOfForms } from '#services/files/form_files'
import { deleteStoredFiles } from '#services/privacy/stored_file_removal'
import { blankCollectors, signatureKeys } from '#services/privacy/collector_identity'
import { forgetPassages } from '#services/doors/passage_privacy'
import { forgetReviewPeople } from '#services/review/review_privacy'
import { searchText } from '#support/search_text'
import { organiserZone } from '#services/i18n/time_zone'
import { sqlTimestamp } from '#support/sql_time'
import { purgeDay } from '#support/tournament_windows'
import { recordHistory } from '#services/history/form_history'
import { formType } from '#forms/registry'
import { purgedDetailColumns } from '#forms/detail_columns'

/**
 * What a purge blanks, besides deleting every file of the request (photos,
 * certificates, documents): ID numbers, birth dates, addresses and phones,
 * on the request, and on its detail row the fields its type's definition
 * names (`purgedFields`). Kept for statistics and for next
 * year's lookups: the type, category, state, tournament, gender, country,
 * nationality, city, company, name, last name and email, every log, and a
 * player team member's document (the returning-member lookup searches it).
 */
export const PURGED_FORM_COLUMNS = [
  'birth_date',
  'address',
  'cp',
  'cell_phone',
  'phone',
  'rfid',
] as const

const BATCH = 200

/** Forms past their tournament's retention and not purged yet ("today" in the organiser's zone). */
async function due(today: string) {
  const rows = await db
    .from('forms')
    .join('tournaments', 'tournaments.id', 'forms.tournament_id')
    .whereNull('forms.purged_at')
    .select('forms.id', 'tournaments.ends_on', 'tournaments.retention_days')
  return rows
    .filter((row) => {
      const day = purgeDay(row.ends_on, row.retention_days)
      return day !== null && day <= today
    })
    .map((row) => Number(row.id))
}

/** Every file key these requests hold, on their rows and detail rows. */
async function filesOf(ids: number[]) {
  const files = await filesOfForms(ids)
  return [...files.values()].flat().map((file) => file.key)
}

export type PurgeReport = {
  forms: number
  collectives: number
  files: number
  missingFiles: number
}

/**
 * Collections not purged yet whose every card's request is purged or is
 * being purged in this run: the signature goes with the last card.
 */
async function dueCollectives(purging: Set<number>): Promise<number[]> {
  const cards = await db
    .from('collective_forms')
    .join('collectives', 'collectives.id', 'collective_forms.collective_id')
    .join('forms', 'forms.id', 'collective_forms.form_id')
    .whereNull('collectives.purged_at')
    .select('collective_forms.collective_id', 'forms.id as form_id', 'forms.purged_at')
  const done = new Map<number, boolean>()
  for (const card of cards) {
    const gone = card.purged_at !== null || purging.has(Number(card.form_id))
    const id = Number(card.collective_id)
    done.set(id, (done.get(id) ?? true) && gone)
  }
  return [...done].filter(([, gone]) => gone).map(([id]) => id)
}

/**
 * Deletes the files and blanks the identity data of every request past its
 * tournament's retention, then the signatures and collectors' identity data
 * of the collections whose cards are all purged. Batch by batch, each committed with its forms
 * marked purged and a `purged` log naming what was removed (not the data):
 * a run cut short resumes where it stopped, and a second run finds nothing.
 * Files are deleted before their batch commits; a file already gone counts
 * as missing, not as an error. With `dryRun` nothing changes.
 */
export async function purgeExpired(options: {
  dryRun: boolean
  today?: string
}): Promise<PurgeReport> {
  const today = options.today ?? DateTime.now().setZone(organiserZone()).toISODate()!
  const ids = await due(today)
  const report: PurgeReport = { forms: ids.length, collectives: 0, files: 0, missingFiles: 0 }
  const columns = await fileColumns()
  const purgedDetails = await purgedDetailColumns()
  for (let start = 0; start < ids.length; start += BATCH) {
    const batch = ids.slice(start, start + BATCH)
    const keys = await filesOf(batch)
    report.files += keys.length
    if (options.dryRun) continue
    report.missingFiles += await deleteStoredFiles(keys)
    const purgedAt = DateTime.now()
    const now = sqlTimestamp(purgedAt)
    await db.transaction(async (trx) => {
      const rows = await trx
        .from('forms')
        .whereIn('id', batch)
        .select('id', 'type', 'name', 'last_name', 'email', 'company', 'code', 'document')
      for (const row of rows) {
        const document = formType(row.type)?.documentOutlivesPurge ? row.document : null
        await trx
          .from('forms')
          .where('id', row.id)
          .update({
            ...Object.fromEntries(PURGED_FORM_COLUMNS.map((column) => [column, null])),
            ...Object.fromEntries(columns.form.map((column) => [column, null])),
            document,
            search_text: searchText({
              name: row.name,
              lastName: row.last_name,
              email: row.email,
              company: row.company,
              code: row.code,
              document,
            }),
            purged_at: now,
          })
      }
      for (const [table, blanked] of purgedDetails) {
        await trx
          .from(table)
          .whereIn('form_id', batch)
          .update(Object.fromEntries(blanked.map((column) => [column, ''])))
      }
      for (const { table, column } of columns.details) {
        await trx
          .from(table)
          .whereIn('form_id', batch)
          .update({ [column]: null })
      }
      await forgetPassages(trx, batch)
      await forgetReviewPeople(trx, batch)
      await recordHistory(
        trx,
        batch.map((id) => ({
          formId: id,
          userId: null,
          type: 'purged',
          data: { retention: true, fields: [...PURGED_FORM_COLUMNS, 'files'] },
        })),
        purgedAt
      )
    })
  }
  const collectives = await dueCollectives(new Set(ids))
  report.collectives = collectives.length
  const signatures = await signatureKeys(collectives)
  report.files += signatures.length
  if (!options.dryRun && collectives.length > 0) {
    report.missingFiles += await deleteStoredFiles(signatures)
    await db.transaction((trx) => blankCollectors(trx, collectives, { names: false }))
  }
  return report
}
