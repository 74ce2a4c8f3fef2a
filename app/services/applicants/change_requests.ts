import { randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { ChainableContract } from '@adonisjs/lucid/types/querybuilder'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
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
import { isWithin, windowsOf } from '#support/tournament_windows'
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
 * When a round's link stops working: when the request's tournament's
 * changes window closes; null when it already has.
 */
export function roundExpiry(tournament: Tournament, now = DateTime.now()): DateTime | null {
  const changes = windowsOf(tournament).changes
  if (!changes.until || !isWithin(changes, now)) return null
  return changes.until
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
  if (!form) return { refused: 'not_found' }
  return askFormForChanges(form, asked, user.id)
}

/**
 * The same round for a form the caller already found in its own scope (an
 * organisation inviting its person to complete their photo and data);
 * `requestedBy` is null when no staff member asked.
 */
export async function askFormForChanges(
  form: Form,
  asked: Record<string, unknown>,
  requestedBy: number | null
): Promise<{ form: Form; round: ChangeRequest } | { refused: AskRefusal }> {
  if (form.erasedAt || form.purgedAt) return { refused: 'not_found' }
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
    await closeOpenRounds(trx, form.id)
    const created = await ChangeRequest.create(
      {
        formId: form.id,
        fields: JSON.stringify(fields),
        nonce,
        requestedBy,
        requestedAt: DateTime.now(),
        answeredAt: null,
      },
      { client: trx }
    )
    await recordHistory(trx, {
      formId: form.id,
      userId: requestedBy,
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
 * Closes a request's unanswered round in the caller's transaction: its link
 * stops working (a newer round replaces it, or the person it was sent to is
 * no longer the request's: an organisation's substitution).
 */
export async function closeOpenRounds(trx: TransactionClientContract, formId: number) {
  await trx.from('change_requests').where('form_id', formId).whereNull('answered_at').delete()
}

/**
 * The open round a link names: the request's latest unanswered round with
 * this nonce, the request still waiting and not erased, its tournament's
 * changes window still open (its dates may have moved since the link was
 * signed). Anything else (answered, replaced by a newer round, decided,
 * erased, too late) is null.
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
  const tournament = await Tournament.find(form.tournamentId)
  if (!tournament || !roundExpiry(tournament)) return null
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
