import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import { DateTime } from 'luxon'
import Form from '#models/form'
import FormLog from '#models/form_log'
import type Tournament from '#models/tournament'
import FormReceivedMail from '#mails/form_received_mail'
import type { FormTypeDefinition, DownloadName } from '#forms/definition'
import { fieldsOf } from '#forms/definition'
import { propOf, type FieldSpec } from '#forms/fields'
import { StoredFiles } from '#services/stored_files'
import type { Locale } from '#config/i18n'

export type Submission = {
  definition: FormTypeDefinition
  tournament: Tournament
  values: Record<string, unknown>
  locale: Locale
  downloaded: DownloadName[]
  /** Accreditation group from /forms/{type}/acreditaciones. */
  kind?: string
}

function isUniqueViolation(error: unknown) {
  const code = (error as { code?: string }).code
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE'
}

/** A value as its column wants it: dates as DateTime, lists as JSON, blanks as null. */
function columnValue(field: FieldSpec, value: unknown) {
  if (field.kind === 'accept') return value !== undefined
  if (field.kind === 'multi') return JSON.stringify(Array.isArray(value) ? value : [])
  if (value === undefined || value === '') return field.kind === 'yesno' ? false : null
  if (value instanceof Date) return DateTime.fromJSDate(value)
  if (Array.isArray(value)) return JSON.stringify(value)
  return value
}

function isFile(value: unknown): value is MultipartFile {
  return !!value && typeof value === 'object' && 'isMultipartFile' in value
}

/**
 * Stores a validated public request (DESIGN §5): files on the private disk,
 * then one transaction for the form, its detail and a "created" log, then the
 * confirmation mail on the queue. Returns null when the same submission was
 * already stored (double click, retry): nothing new is written.
 */
export async function submitForm(submission: Submission): Promise<Form | null> {
  const { definition, tournament, values, locale } = submission
  const submissionKey = typeof values.submissionKey === 'string' ? values.submissionKey : null
  if (submissionKey && (await Form.findBy('submissionKey', submissionKey))) return null

  const files = new StoredFiles()
  const formRow: Record<string, unknown> = {}
  const detailRow: Record<string, unknown> = {}
  try {
    const folder = `forms/${tournament.year}/${definition.slug}`
    for (const field of fieldsOf(definition)) {
      if (field.on === 'none') continue
      const value = values[field.name]
      const row = field.on === 'form' ? formRow : detailRow
      if (isFile(value)) {
        row[propOf(field)] =
          field.kind === 'photo'
            ? await files.putPhoto(value, folder)
            : await files.putDocument(value, folder)
      } else {
        row[propOf(field)] = columnValue(field, value)
      }
    }
    if (submission.kind) detailRow.kind = submission.kind

    const form = await db.transaction(async (trx) => {
      const created = await Form.create(
        {
          ...formRow,
          type: definition.slug,
          category: definition.category,
          tournamentId: tournament.id,
          code: Form.newCode(),
          state: 'waiting',
          credits: 0,
          amount: 0,
          locale,
          submissionKey,
        },
        { client: trx }
      )
      const { default: Detail } = await definition.detail()
      await Detail.create({ ...detailRow, formId: created.id }, { client: trx })
      await FormLog.create(
        {
          formId: created.id,
          type: 'created',
          data: JSON.stringify({ source: 'public', downloaded: submission.downloaded }),
        },
        { client: trx }
      )
      return created
    })

    const recipient = form.email ?? (detailRow.tutorEmail as string | null)
    if (recipient) await mail.sendLater(new FormReceivedMail(form, recipient, locale))
    return form
  } catch (error) {
    await files.discard()
    if (submissionKey && isUniqueViolation(error)) return null
    throw error
  }
}
