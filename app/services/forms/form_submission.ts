import { ISSUED_CATEGORY } from '#forms/registry'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import logger from '@adonisjs/core/services/logger'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Form from '#models/form'
import type Tournament from '#models/tournament'
import FormReceivedMail from '#mails/form_received_mail'
import type { FormTypeDefinition, DownloadName } from '#forms/definition'
import { StoredFiles } from '#services/files/stored_files'
import { rowsFromValues } from '#forms/form_rows'
import { guardianEmailIn } from '#forms/detail_columns'
import { staffValues } from '#forms/staff_fields'
import {
  mailJobsShareTransactions,
  sendLaterWithin,
} from '#services/infrastructure/mail_transaction'
import type { Locale } from '#config/i18n'
import { allowConfirmationMail } from '#start/limiter'
import { isUniqueViolation } from '#support/unique_violation'
import { recordConsents } from '#services/privacy/consent_records'
import { behaviourOf } from '#services/forms/type_behaviour'
import { detailModel } from '#forms/definition'
import { recordHistory } from '#services/history/form_history'
import { statusLinkOf } from '#services/applicants/status_link'
import CheckDuplicatesJob from '#jobs/check_duplicates_job'
import CheckPhotoJob from '#jobs/check_photo_job'
import { checkDuplicatesOf } from '#services/review/duplicate_people'
import { recordPhotoCheck } from '#services/review/photo_review'

export type Submission = {
  definition: FormTypeDefinition
  tournament: Tournament
  values: Record<string, unknown>
  locale: Locale
  downloaded: DownloadName[]
  /** Accreditation group from /forms/{type}/acreditaciones. */
  kind?: string
  /** The staff member entering the request, when not the applicant. */
  userId?: number
  /** The player a guest link or a staff route names. */
  playerId?: number
  /**
   * A credential staff issue themselves (organisation staff, officials): no
   * public request behind it, so category "free", approved at once, no
   * confirmation mail.
   */
  issued?: boolean
  /**
   * An organisation's entry (app/services/organisations): what the
   * organisation sets on the form (its name, the quota's template), and its
   * own work in the form's transaction (taking a quota place), which refuses
   * by throwing. No confirmation mail: the organisation entered it.
   */
  organisation?: {
    formValues: Record<string, unknown>
    withinTransaction: (trx: TransactionClientContract, form: Form) => Promise<void>
  }
  /**
   * The review's checks (duplicate person, photo) are queued with the
   * request (`queued`), run before the submit returns (`now`: a loader that
   * writes its own data, the demo, leaves no job behind), or queued by the
   * caller with `queueReviewChecks` (`caller`: a bulk upload queues them
   * once its rows are in, so they do not run beside its rows).
   */
  checks?: 'queued' | 'now' | 'caller'
}

/**
 * Stores a validated public request: files on the private disk,
 * then one transaction for the form, its detail and a "created" log, and the
 * confirmation mail on the queue: in that same transaction on the database
 * queue (one commit per submit, decision 0010), after the commit otherwise.
 * Returns null when the same submission was already stored (double click,
 * retry): nothing new is written.
 */
export async function submitForm(submission: Submission): Promise<Form | null> {
  const { definition, tournament, values, locale } = submission
  /** Unique in the table: a repeat fails its insert and is told apart below, no query first. */
  const submissionKey = typeof values.submissionKey === 'string' ? values.submissionKey : null

  const files = new StoredFiles()
  let form: Form
  let tutorEmail: string | null
  let mailAllowed = false
  try {
    const { formRow, detailRow } = await rowsFromValues(definition, values, files, tournament.year)
    if (submission.kind) detailRow.kind = submission.kind
    tutorEmail = guardianEmailIn(definition, detailRow)

    /** Counted before the transaction: the limiter's store may be this same database. */
    mailAllowed = !submission.issued && (await confirmationAllowed(submission, formRow, tutorEmail))
    form = await db.transaction(async (trx) => {
      const context = {
        trx,
        tournament,
        values,
        formRow,
        detailRow,
        locale,
        playerId: submission.playerId,
        userId: submission.userId,
      }
      await behaviourOf(definition).hooks?.beforeCreate?.(context)
      const created = await Form.create(
        {
          ...formRow,
          ...(submission.userId ? staffValues(values) : {}),
          ...submission.organisation?.formValues,
          type: definition.slug,
          category: submission.issued ? ISSUED_CATEGORY : definition.category,
          tournamentId: tournament.id,
          code: Form.newCode(),
          state: submission.issued ? 'approved' : 'waiting',
          credits: 0,
          amount: 0,
          locale,
          submissionKey,
        },
        { client: trx }
      )
      const Detail = await detailModel(definition)
      await Detail.create({ ...detailRow, formId: created.id }, { client: trx })
      /** The applicant's own submit: what they accepted is part of the request. */
      if (!submission.userId && !submission.issued)
        await recordConsents(trx, created.id, definition, values, locale)
      await recordHistory(trx, {
        formId: created.id,
        type: 'created',
        userId: submission.userId ?? null,
        data: {
          source: submission.issued ? 'issued' : submission.userId ? 'staff' : 'public',
          downloaded: submission.downloaded,
        },
      })
      await behaviourOf(definition).hooks?.afterCreate?.({ ...context, form: created })
      await submission.organisation?.withinTransaction(trx, created)
      /** A failure here rolls the request back: no form is stored without its mail. */
      if (mailJobsShareTransactions())
        await queueConfirmation(submission, created, tutorEmail, mailAllowed, trx)
      return created
    })
  } catch (error) {
    /** Nothing was committed: the files stored for it would be orphans. */
    await files.discard()
    if (submissionKey && isUniqueViolation(error)) return null
    throw error
  }

  const checks = submission.checks ?? 'queued'
  if (checks === 'now') await runReviewChecks(form)
  if (checks === 'queued') await queueReviewChecks([form])

  /**
   * The request is stored (its files with it) whatever happens to the mail:
   * a queue hiccup is logged, not turned into an error page for the visitor.
   */
  if (!mailJobsShareTransactions()) {
    await queueConfirmation(submission, form, tutorEmail, mailAllowed).catch((error) =>
      logger.error({ err: error, formId: form.id }, 'confirmation mail not queued')
    )
  }
  return form
}

/** The review's checks of a request, before the caller goes on. */
async function runReviewChecks(form: Pick<Form, 'id' | 'photoPath'>) {
  await checkDuplicatesOf(form.id)
  if (form.photoPath) await recordPhotoCheck(form.id)
}

/** Job rows per insert: far below either engine's limit on bound variables. */
const CHECKS_PER_INSERT = 500
/** A bulk upload's checks wait behind other work (mails, exports): 1-10, lower first, 5 by default. */
const BULK_PRIORITY = 8

/**
 * The review's checks of stored requests, on the queue, one insert per
 * chunk; a bulk upload's at a lower priority. A hiccup there never fails
 * a submit: it is logged.
 */
export async function queueReviewChecks(
  forms: Pick<Form, 'id' | 'photoPath'>[],
  { bulk = false }: { bulk?: boolean } = {}
) {
  const priority = bulk ? BULK_PRIORITY : 5
  for (let start = 0; start < forms.length; start += CHECKS_PER_INSERT) {
    const chunk = forms.slice(start, start + CHECKS_PER_INSERT)
    const checks = [
      { job: CheckDuplicatesJob, ids: chunk.map((form) => form.id) },
      { job: CheckPhotoJob, ids: chunk.filter((form) => form.photoPath).map((form) => form.id) },
    ]
    for (const { job, ids } of checks) {
      if (ids.length === 0) continue
      try {
        await job.dispatchMany(ids.map((formId) => ({ formId }))).priority(priority)
      } catch (error) {
        logger.error({ err: error, formIds: ids, job: job.name }, 'review check not queued')
      }
    }
  }
}

/** Whether this submit may mail its recipient (public submits, under the daily cap). */
async function confirmationAllowed(
  submission: Submission,
  formRow: Record<string, unknown>,
  tutorEmail: string | null
) {
  const recipient = (formRow.email as string | null | undefined) ?? tutorEmail
  if (!recipient || submission.userId || submission.organisation) return false
  return allowConfirmationMail(recipient)
}

/** The applicant hears from us when they applied themselves; staff entries are not theirs. */
async function queueConfirmation(
  submission: Submission,
  form: Form,
  tutorEmail: string | null,
  allowed: boolean,
  trx?: TransactionClientContract
) {
  const recipient = form.email ?? tutorEmail
  if (!recipient || submission.userId || submission.organisation) return
  if (!allowed) {
    logger.warn({ formId: form.id }, 'confirmation mail skipped: daily cap for this recipient')
    return
  }
  const { tournament } = submission
  const message = new FormReceivedMail(
    form,
    recipient,
    submission.locale,
    statusLinkOf(form.id, tournament.endsOn?.toISODate(), tournament.retentionDays)
  )
  await (trx ? sendLaterWithin(trx, message) : mail.sendLater(message))
}
