import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import Form from '#models/form'
import type Restaurant from '#models/restaurant'
import RestaurantLog, { type DeductionType } from '#models/restaurant_log'
import { sqlTimestamp } from '#support/sql_time'
import { preparedQuery } from '#support/compiled_query'
import {
  hourOf,
  mealTally,
  tallyForms,
  TALLY_CONFLICT,
  TALLY_INSERT,
} from '#support/report_tallies'
import { isUniqueViolation } from '#support/unique_violation'
import { isAssigned, refusalAt } from '#services/restaurants/holder_lookup'
import type { HolderRefusal } from '#services/restaurants/holder_eligibility'
import { inCurrentTournaments } from '#services/configuration/current_tournament_forms'

export type DeductionRequest = {
  restaurant: Restaurant
  formId: number
  type: DeductionType
  /** Whole meals for credit, cents for amount; always positive. */
  quantity: number
  /** Made by the till for this one deduction: a retry sends it again. */
  key: string
  /** Null for a paired device's deduction: the device is named instead. */
  userId: number | null
  /** The holder's row when the caller has just read it (the till's scan): not read again. */
  form?: Form
  deviceId?: number
  /** Taken by a device without the network. */
  offline?: boolean
  /** Who was working the device (its staff PIN), when the organiser asks. */
  staffUserId?: number | null
}

export type Balance = { credits: number; amount: number }

export type DeductionOutcome =
  /** `replayed`: this key had already been deducted; nothing more was taken. */
  | { status: 'deducted'; replayed: boolean; balance: Balance }
  | { status: 'refused'; reason: HolderRefusal; balance: Balance | null }
  /** The key belongs to another deduction (another holder, type or quantity). */
  | { status: 'key_conflict' }

const COLUMN: Record<DeductionType, 'credits' | 'amount'> = { credit: 'credits', amount: 'amount' }

class Refused extends Error {}

function balanceOf(row: { credits: number | string; amount: number | string }): Balance {
  return { credits: Number(row.credits), amount: Number(row.amount) }
}

/** The answer for a key already used: the same deduction again, or a misuse. */
async function replay(request: DeductionRequest): Promise<DeductionOutcome> {
  const log = await RestaurantLog.findBy('idempotencyKey', request.key)
  if (!log) return { status: 'key_conflict' }
  const same =
    log.formId === request.formId &&
    log.restaurantId === request.restaurant.id &&
    log.type === request.type &&
    log.amount === request.quantity
  if (!same) return { status: 'key_conflict' }
  const form = await Form.findOrFail(request.formId)
  return { status: 'deducted', replayed: true, balance: balanceOf(form) }
}

/**
 * Takes meals or money from a holder exactly once per key: the log row (whose
 * key is unique) and one guarded UPDATE that never goes below zero commit
 * together or not at all. Concurrent tills never oversell a balance and a
 * retried or doubled request never deducts twice.
 */
export async function deduct(request: DeductionRequest): Promise<DeductionOutcome> {
  const form = request.form ?? (await Form.find(request.formId))
  if (!form) return { status: 'refused', reason: 'not_found', balance: null }
  // Who may never eat (a closed till, a blacklisted name) is refused before any write.
  const early = await refusalAt(request.restaurant, form, true)
  if (early === 'closed' || early === 'blacklisted') {
    return { status: 'refused', reason: early, balance: balanceOf(form) }
  }
  let updated: Balance | null
  try {
    updated = await write(request, form.id)
  } catch (error) {
    if (isUniqueViolation(error)) return replay(request)
    throw error
  }
  if (updated) return { status: 'deducted', replayed: false, balance: updated }
  // A key already used for a deduction that emptied the balance is that deduction again.
  if (await RestaurantLog.findBy('idempotencyKey', request.key)) return replay(request)
  return refusal(request, form.id)
}

/** The guarded UPDATE: nothing below zero, only an eligible holder of this restaurant. */
function guardedUpdate(client: QueryClientContract, request: DeductionRequest, formId: number) {
  const column = COLUMN[request.type]
  return inCurrentTournaments(
    client
      .from('forms')
      .where('id', formId)
      .where('state', 'approved')
      .where((gate) => gate.whereNull('gate_decision').orWhereNot('gate_decision', 'blocked'))
  )
    .whereExists((assigned) =>
      assigned
        .from('form_restaurants')
        .whereColumn('form_restaurants.form_id', 'forms.id')
        .where('form_restaurants.restaurant_id', request.restaurant.id)
    )
    .where(column, '>=', request.quantity)
    .update({ [column]: db.raw('?? - ?', [column, request.quantity]) })
}

/** A deduction's count for the reports (decision 0260). */
function tallyOf(request: DeductionRequest, formId: number, at: string) {
  return mealTally({
    formId,
    restaurantId: request.restaurant.id,
    type: request.type,
    quantity: request.quantity,
    at,
  })
}

function logRow(request: DeductionRequest, formId: number) {
  return {
    restaurant_id: request.restaurant.id,
    form_id: formId,
    user_id: request.userId,
    device_id: request.deviceId ?? null,
    staff_user_id: request.staffUserId ?? null,
    offline: request.offline ?? false,
    type: request.type,
    amount: request.quantity,
    idempotency_key: request.key,
    created_at: sqlTimestamp(DateTime.now()),
  }
}

/**
 * The log row (whose key is unique) and the guarded UPDATE, together or not
 * at all; the new balance, or null when the guard refused. PostgreSQL does
 * both in one statement (the log is inserted only from the updated row, and a
 * duplicate key fails the whole statement); SQLite, one writer in process,
 * in a transaction.
 */
async function write(request: DeductionRequest, formId: number): Promise<Balance | null> {
  const client = db.connection()
  if (client.dialect.name === 'postgres') {
    // Inside a caller's transaction a failed statement would abort it: a savepoint keeps it apart.
    if (client.isTransaction) return client.transaction((trx) => writeOnce(trx, request, formId))
    return writeOnce(client, request, formId)
  }
  return db
    .transaction(async (trx) => {
      const row = logRow(request, formId)
      await trx.table('restaurant_logs').insert(row)
      if (Number(await guardedUpdate(trx, request, formId)) === 0) {
        // Undo the log row: the guard refused.
        throw new Refused()
      }
      await tallyForms(trx, tallyOf(request, formId, row.created_at))
      return balanceOf(await trx.from('forms').where('id', formId).firstOrFail())
    })
    .catch((error) => {
      if (error instanceof Refused) return null
      throw error
    })
}

/** PostgreSQL's one statement: the guarded UPDATE, and the log row inserted from its result. */
async function writeOnce(client: QueryClientContract, request: DeductionRequest, formId: number) {
  const update = guardedUpdate(client, request, formId)
    .returning(['id', 'credits', 'amount', 'tournament_id', 'type', 'category'])
    .toSQL()
  const row = logRow(request, formId)
  const columns = Object.keys(row)
  const tally = tallyOf(request, formId, row.created_at)
  const rows = await preparedQuery(
    `till-deduct:${request.type}`,
    `with taken as (${update.sql}),
      logged as (insert into restaurant_logs (${columns.join(', ')})
        select ${columns.map(() => '?').join(', ')} from taken returning id),
      tallied as (${TALLY_INSERT}
        select 'meal', ?::timestamptz, tournament_id, type, category, ?::integer, ?, 1, ?::integer
        from taken ${TALLY_CONFLICT})
     select credits, amount from taken`,
    [
      ...update.bindings,
      ...Object.values(row),
      hourOf(tally.at),
      tally.subjectId,
      tally.detail,
      tally.total,
    ],
    client
  )
  return rows.length > 0 ? balanceOf(rows[0] as Parameters<typeof balanceOf>[0]) : null
}

/** Why a guarded deduction changed nothing, read after the fact. */
async function refusal(request: DeductionRequest, formId: number): Promise<DeductionOutcome> {
  const form = await Form.findOrFail(formId)
  const assigned = await isAssigned(form.id, request.restaurant.id)
  const balance = balanceOf(form)
  const short = balance[COLUMN[request.type]] < request.quantity
  // Eligible and not short: the credential is not one of this year's tournaments.
  const reason =
    (await refusalAt(request.restaurant, form, assigned)) ?? (short ? 'insufficient' : 'not_found')
  return { status: 'refused', reason, balance }
}
