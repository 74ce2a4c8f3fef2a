import { errors as vineErrors } from '@vinejs/vine'
import i18nManager from '@adonisjs/i18n/services/main'
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import type Form from '#models/form'
import type Tournament from '#models/tournament'
import OrganisationImport, { type ImportRowResult } from '#models/organisation_import'
import { formValidator } from '#forms/validation'
import { optionValues } from '#forms/option_lists'
import { isBlacklisted } from '#services/configuration/blacklist'
import type { PhotoArchive } from '#services/files/photo_archive'
import { frameLikeTheCrop } from '#services/files/photo_frame'
import { UnreadableImageError } from '#services/files/stored_files'
import { queueReviewChecks } from '#services/forms/form_submission'
import { normalizeHeader } from '#services/imports/columns'
import { createOrganisationRequest } from '#services/organisations/organisation_requests'
import type { ImportInput } from '#services/organisations/people_import'

type Row = { line: number; cells: string[] }

/** What the checked file's header says, read once for every row. */
export type SheetLayout = {
  tournament: Tournament
  /** Field name → its column. */
  columns: Map<string, number>
  /** Field name → the values its choice cells may name (`people_import.ts`). */
  readers: Map<string, Map<string, string>>
  /** The photo column (null: none), the form's photo field and the zip its cells name. */
  photos: { column: number | null; field: string; archive: PhotoArchive | null }
}

type Created = Pick<Form, 'id' | 'photoPath' | 'document'>

/**
 * Each row is one request, validated by the category form's own rules (its
 * photo too: content, size, then framed as the form's crop frames it) and
 * created within quota in its own transaction: a row is created whole or
 * not at all, and a failed row (its reason in the manager's language)
 * leaves nothing behind, no stored file either. A document repeated in the
 * file fails its later rows, one a current person of the organisation holds
 * (the same file uploaded again) fails its row; a person another organisation or a public form
 * already entered is created and flagged as a possible duplicate (the
 * review's check compares them), never merged. A failure no row causes (the
 * database, the disk) stops the upload at its row: the rows before it stay
 * whole and the manager is told which were not added, not shown an error.
 */
export async function importRows(input: ImportInput, people: Row[], layout: SheetLayout) {
  const i18n = i18nManager.locale(input.locale)
  const validator = formValidator(input.definition, 'staffEdit')
  const meta = {
    options: await optionValues(layout.tournament),
    tournamentYear: layout.tournament.year,
    downloaded: [],
    isBlacklisted,
  }
  const sheet = {
    input,
    layout,
    i18n,
    validate: (data: Record<string, unknown>) =>
      validator.validate(data, { meta, messagesProvider: i18n.createMessagesProvider() }),
    documents: new Map<string, number>(),
  }
  const results: ImportRowResult[] = []
  /** Their checks are queued once the rows are in: in the embedded setup the worker shares this process. */
  const created: Created[] = []
  const resultOf = new Map<number, ImportRowResult>()
  try {
    for (const [index, row] of people.entries()) {
      try {
        const outcome = await importOneRow(sheet, row)
        results.push(outcome.result)
        if (!outcome.created) continue
        created.push(outcome.created)
        resultOf.set(outcome.created.id, outcome.result)
      } catch (error) {
        logger.error({ err: error, line: row.line }, 'organisation upload stopped')
        const reason = i18n.t('organisations.import.interrupted')
        for (const rest of people.slice(index)) {
          results.push({ line: rest.line, name: nameOf(layout, rest), outcome: 'failed', reason })
        }
        break
      }
    }
  } finally {
    await queueReviewChecks(created, { bulk: true })
  }
  for (const formId of await knownElsewhere(created, layout.tournament.id)) {
    resultOf.get(formId)!.possibleDuplicate = true
  }
  return OrganisationImport.create({
    organisationId: input.organisation.id,
    quotaId: input.quota.id,
    managerId: input.managerId,
    fileName: input.fileName.slice(0, 255),
    created: results.filter((result) => result.outcome === 'created').length,
    failed: results.filter((result) => result.outcome === 'failed').length,
    results: JSON.stringify(results),
  })
}

type Sheet = {
  input: ImportInput
  layout: SheetLayout
  i18n: ReturnType<typeof i18nManager.locale>
  validate: (data: Record<string, unknown>) => Promise<Record<string, unknown>>
  /** Documents of the rows created so far, upper-cased, with their line. */
  documents: Map<string, number>
}

function cellOf(layout: SheetLayout, row: Row, name: string) {
  const column = layout.columns.get(name)
  return column === undefined ? '' : (row.cells[column] ?? '').trim()
}

const nameOf = (layout: SheetLayout, row: Row) =>
  `${cellOf(layout, row, 'name')} ${cellOf(layout, row, 'lastName')}`.trim()

/** One row's outcome; its photo's temporary file is removed whatever happens. */
async function importOneRow(
  sheet: Sheet,
  row: Row
): Promise<{ result: ImportRowResult; created?: Created }> {
  const { layout, i18n, documents } = sheet
  const data: Record<string, unknown> = { company: sheet.input.organisation.name }
  for (const name of layout.columns.keys()) {
    const cell = cellOf(layout, row, name)
    if (cell !== '') data[name] = layout.readers.get(name)?.get(normalizeHeader(cell)) ?? cell
  }
  const name = nameOf(layout, row)
  const failed = (reason: string) => ({
    result: { line: row.line, name, outcome: 'failed' as const, reason },
  })
  const document = typeof data.document === 'string' ? data.document.toUpperCase() : null
  if (document && documents.has(document)) {
    return failed(
      i18n.t('organisations.import.duplicate_document', { line: documents.get(document)! })
    )
  }
  const { column, field, archive } = layout.photos
  const photoName = column === null ? '' : (row.cells[column] ?? '').trim()
  let photo: MultipartFile | null = null
  try {
    if (photoName) {
      photo = (await archive?.upload(photoName, field)) ?? null
      if (!photo)
        return failed(i18n.t('organisations.import.photos.not_in_zip', { name: photoName }))
      data[field] = photo
    }
    const outcome = await createRow(sheet, data, photo)
    if (outcome === 'unreadable_photo') return failed(i18n.t('forms.errors.unreadable_image'))
    if (typeof outcome === 'string') return failed(outcome)
    if (outcome.status === 'full')
      return failed(i18n.t('organisations.import.full', { places: outcome.places }))
    if (outcome.status === 'listed') return failed(i18n.t('organisations.document_listed'))
    if (document) documents.set(document, row.line)
    if (outcome.status !== 'created') return failed(i18n.t('organisations.import.repeated'))
    const { form } = outcome
    return {
      result: { line: row.line, name, outcome: 'created' },
      created: { id: form.id, photoPath: form.photoPath, document: form.document },
    }
  } finally {
    await archive?.release(photo)
  }
}

/**
 * One row's request: the form's rules (the photo's content and size among
 * them), the photo framed as the crop frames it, then the request within
 * quota. A refusal is its reason; a photo that does not decode is
 * `unreadable_photo`.
 */
async function createRow(sheet: Sheet, data: Record<string, unknown>, photo: MultipartFile | null) {
  let values: Record<string, unknown>
  try {
    values = await sheet.validate(data)
  } catch (error) {
    if (!(error instanceof vineErrors.E_VALIDATION_ERROR)) throw error
    const messages = (error.messages as { message: string }[]).map((entry) => entry.message)
    return [...new Set(messages)].join(' · ')
  }
  try {
    if (photo?.tmpPath) photo.size = await frameLikeTheCrop(photo.tmpPath)
    return await createOrganisationRequest({
      organisation: sheet.input.organisation,
      quota: sheet.input.quota,
      values,
      locale: sheet.input.locale,
      managerId: sheet.input.managerId,
      tournament: sheet.layout.tournament,
      checks: 'caller',
      /** The upload's record, committed last, makes every row before it durable. */
      batchRow: true,
    })
  } catch (error) {
    if (error instanceof UnreadableImageError) return 'unreadable_photo' as const
    throw error
  }
}

/** Documents per query: far below either engine's limit on bound variables. */
const DOCUMENTS_PER_QUERY = 500

/**
 * The created requests whose document another request of the tournament
 * has too (another organisation, a public form, another row of the file
 * cannot: its later rows fail): a possible duplicate for staff to review.
 */
async function knownElsewhere(created: Created[], tournamentId: number) {
  const withDocument = created.filter((form) => form.document)
  const flagged: number[] = []
  for (let start = 0; start < withDocument.length; start += DOCUMENTS_PER_QUERY) {
    const chunk = withDocument.slice(start, start + DOCUMENTS_PER_QUERY)
    const rows = await db
      .from('forms')
      .where('tournament_id', tournamentId)
      .whereIn(
        'document',
        chunk.map((form) => form.document!)
      )
      .whereNull('erased_at')
      .select('id', 'document')
    const holders = new Map<string, number>()
    for (const row of rows) holders.set(row.document, (holders.get(row.document) ?? 0) + 1)
    for (const form of chunk) if ((holders.get(form.document!) ?? 0) > 1) flagged.push(form.id)
  }
  return flagged
}
