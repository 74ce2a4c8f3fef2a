import { randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import type { HttpContext } from '@adonisjs/core/http'
import type { ChainableContract } from '@adonisjs/lucid/types/querybuilder'
import { errors as vineErrors } from '@vinejs/vine'
import { UnreadableImageError } from '#services/files/stored_files'
import CheckPhotoJob from '#jobs/check_photo_job'
import { changesValidator } from '#forms/validation'
import { optionValues } from '#forms/option_lists'
import { isBlacklisted } from '#services/configuration/blacklist'
import { updateForm } from '#services/forms/form_update'
import { resolveLocale } from '#services/i18n/locales'
import mail from '@adonisjs/mail/services/main'
import { signedUrlFor } from '@adonisjs/core/services/url_builder'
import { appUrl } from '#config/app'
import Form from '#models/form'
import type User from '#models/user'
import Tournament from '#models/tournament'
import ChangeRequest, { type MarkedFields } from '#models/change_request'
import ChangesRequestedMail from '#mails/changes_requested_mail'
import { formType } from '#forms/registry'
import { guardianEmailIn } from '#forms/detail_columns'
import { fieldsOf, detailModel, type FormTypeDefinition } from '#forms/definition'
import { listScope, lookUpForm } from '#services/auth/form_access'
import { queueWithin } from '#services/infrastructure/mail_transaction'
import { recordHistory } from '#services/history/form_history'
import { applicantRecipient } from '#services/applicants/recipient'
import { statusLinkExpiry } from '#services/applicants/status_link'
import { endOfOrganiserDay } from '#services/i18n/time_zone'
import { sqlTimestamp } from '#support/sql_time'

/** A reason is a short sentence for the applicant. */
export const MAX_REASON = 200

/**
 * Fields that take a place of a player's (guests, team members, meals):
 * their limits are checked by the type's hooks on a staff edit, so only
 * staff change them.
 */
const PLACE_FIELDS = ['player', 'dayPass', 'food']

/** Fields staff may ask the applicant to change: the ones the public form asks, but places. */
export function changeableFields(definition: FormTypeDefinition) {
  return fieldsOf(definition).filter(
    (spec) => spec.on !== 'none' && !spec.staffOnly && !PLACE_FIELDS.includes(spec.name)
  )
}

/** Why an ask is refused, a translation key under `applicants.changes.`. */
export type AskRefusal = 'not_found' | 'not_waiting' | 'no_fields' | 'no_recipient' | 'closed'

/**
 * When a round's link stops working: when the request's tournament closes
 * its forms (end of that day, organiser's zone), else when its data's
 * retention ends; null when it already has.
 */
export function roundExpiry(tournament: Tournament, now = DateTime.now()): DateTime | null {
  const closes = tournament.formsCloseOn
    ? endOfOrganiserDay(tournament.formsCloseOn.toISODate()!)
    : statusLinkExpiry(tournament.endsOn?.toISODate(), tournament.retentionDays)
  if (!closes || closes <= now) return null
  return closes
}

function roundLink(formId: number, nonce: string, expiry: DateTime) {
  const seconds = Math.floor(expiry.diff(DateTime.now(), 'seconds').seconds)
  return signedUrlFor(
    'applicants.changes.edit',
    { id: formId, nonce },
    { expiresIn: `${seconds}s`, prefixUrl: appUrl }
  )
}

/** Only fields of the type with a non-empty reason, trimmed and cut to the limit. */
function cleanMarks(definition: FormTypeDefinition, asked: Record<string, unknown>): MarkedFields {
  const names = new Set(changeableFields(definition).map((spec) => spec.name))
  return Object.fromEntries(
    Object.entries(asked)
      .filter(([name, reason]) => names.has(name) && typeof reason === 'string' && reason.trim())
      .map(([name, reason]) => [name, String(reason).trim().slice(0, MAX_REASON)])
  )
}

/**
 * Staff ask the applicant of a waiting request in their scope to change some
 * fields: one new round (an earlier unanswered one stops working), a
 * "changes_requested" history entry and the mail with the round's signed
 * link, all in one transaction (the mail exists if and only if the round does).
 */
export async function askForChanges(
  user: User,
  formId: number,
  asked: Record<string, unknown>
): Promise<{ form: Form; round: ChangeRequest } | { refused: AskRefusal }> {
  const { form } = await lookUpForm(listScope(user), formId)
  if (!form || form.erasedAt || form.purgedAt) return { refused: 'not_found' }
  const definition = formType(form.type)
  if (!definition) return { refused: 'not_found' }
  const fields = cleanMarks(definition, asked)
  if (Object.keys(fields).length === 0) return { refused: 'no_fields' }
  const tournament = await Tournament.findOrFail(form.tournamentId)
  const expiry = roundExpiry(tournament)
  if (!expiry) return { refused: 'closed' }
  const Detail = await detailModel(definition)
  const detail = await Detail.query().where('formId', form.id).first()
  const to = applicantRecipient(form.email, guardianEmailIn(definition, detail?.$attributes))
  if (!to) return { refused: 'no_recipient' }

  const nonce = randomBytes(24).toString('base64url')
  const round = await db.transaction(async (trx) => {
    /** The state as read under this transaction: a request decided meanwhile is not asked. */
    const waiting = await trx
      .from('forms')
      .where({ id: form.id, state: 'waiting' })
      .update({ updated_at: sqlTimestamp(DateTime.now()) })
    if (Number(Array.isArray(waiting) ? waiting[0] : waiting) === 0) return null
    await trx.from('change_requests').where('form_id', form.id).whereNull('answered_at').delete()
    const created = await ChangeRequest.create(
      {
        formId: form.id,
        fields: JSON.stringify(fields),
        nonce,
        requestedBy: user.id,
        requestedAt: DateTime.now(),
        answeredAt: null,
      },
      { client: trx }
    )
    await recordHistory(trx, {
      formId: form.id,
      userId: user.id,
      type: 'changes_requested',
      data: { fields },
    })
    await queueWithin(trx, () =>
      mail.sendLater(
        new ChangesRequestedMail({
          to,
          locale: form.locale === 'en' ? 'en' : 'es',
          type: form.type,
          name: form.name,
          code: form.code,
          fields,
          url: roundLink(form.id, nonce, expiry),
        })
      )
    )
    return created
  })
  if (!round) return { refused: 'not_waiting' }
  return { form, round }
}

/**
 * The open round a link names: the request's latest unanswered round with
 * this nonce, the request still waiting and not erased. Anything else
 * (answered, replaced by a newer round, decided, erased) is null.
 */
export async function openRound(formId: number, nonce: string) {
  const round = await ChangeRequest.query().where({ formId, nonce }).whereNull('answeredAt').first()
  if (!round) return null
  const form = await Form.query()
    .where({ id: formId, state: 'waiting' })
    .whereNull('erasedAt')
    .whereNull('purgedAt')
    .first()
  if (!form) return null
  const definition = formType(form.type)
  if (!definition) return null
  return { round, form, definition }
}

/** Restricts a query on `forms` to requests with an open round (the list's "changes requested"). */
export function whereAwaitingChanges<Query extends ChainableContract>(query: Query): Query {
  return query.whereExists((open) =>
    open
      .from('change_requests')
      .whereColumn('change_requests.form_id', 'forms.id')
      .whereNull('change_requests.answered_at')
  )
}

/** Leaves out requests waiting for their applicant's changes: not the reviewers' turn yet. */
export function exceptAwaitingChanges<Query extends ChainableContract>(query: Query): Query {
  return query.whereNotExists((open) =>
    open
      .from('change_requests')
      .whereColumn('change_requests.form_id', 'forms.id')
      .whereNull('change_requests.answered_at')
  )
}

/** A second use of a round's link (or an answer racing another): nothing is written. */
export class RoundClosedError extends Error {}

/**
 * The applicant's answer: only the marked fields, checked with their type's
 * public rules (a file through its kind's pipeline), written by the staff
 * edit's path so the history names what changed; the round is marked
 * answered in that transaction, once (a second use changes nothing).
 */
export async function answerChanges(
  ctx: HttpContext,
  open: NonNullable<Awaited<ReturnType<typeof openRound>>>
) {
  const { round, form, definition } = open
  const marked = Object.keys(round.fieldMap)
  const tournament = await Tournament.findOrFail(form.tournamentId)
  const input = { ...ctx.request.all(), ...ctx.request.allFiles() }
  const values = await changesValidator(definition, marked).validate(
    Object.fromEntries(marked.map((name) => [name, input[name]])),
    {
      meta: {
        options: await optionValues(tournament),
        tournamentYear: tournament.year,
        downloaded: [],
        isBlacklisted,
      },
      messagesProvider: ctx.i18n.createMessagesProvider(),
    }
  )
  const photoBefore = form.photoPath
  try {
    await updateForm(definition, form, values, null, tournament, resolveLocale(form.locale), {
      only: marked,
      history: { source: 'applicant', round: round.id },
      within: async (trx) => {
        const answered = await trx
          .from('change_requests')
          .where('id', round.id)
          .whereNull('answered_at')
          .update({ answered_at: sqlTimestamp(DateTime.now()) })
        if (Number(Array.isArray(answered) ? answered[0] : answered) === 0)
          throw new RoundClosedError()
      },
    })
  } catch (error) {
    if (!(error instanceof UnreadableImageError)) throw error
    /** A photo the image library cannot read: the same message as on a new submit. */
    throw new vineErrors.E_VALIDATION_ERROR([
      { field: 'image', rule: 'unreadable', message: ctx.i18n.t('forms.errors.unreadable_image') },
    ])
  }
  /** A new photo goes through the same check as a new submit's. */
  if (form.photoPath && form.photoPath !== photoBefore) {
    try {
      await CheckPhotoJob.dispatch({ formId: form.id })
    } catch (error) {
      logger.error({ err: error, formId: form.id }, 'photo check not queued')
    }
  }
}

/**
 * The request page's "ask for changes" panel: the fields staff may mark and
 * the open round's marks; null when the request is not waiting.
 */
export async function changesPanelOf(form: Form) {
  const definition = formType(form.type)
  if (form.state !== 'waiting' || !definition) return null
  const open = await ChangeRequest.query()
    .where('formId', form.id)
    .whereNull('answeredAt')
    .orderBy('id', 'desc')
    .first()
  return {
    fields: changeableFields(definition).map((spec) => spec.name),
    pending: open ? open.fieldMap : null,
  }
}
