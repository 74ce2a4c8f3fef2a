import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import Form from '#models/form'
import type Restaurant from '#models/restaurant'
import RestaurantLog, { type DeductionType } from '#models/restaurant_log'
import { sqlTimestamp } from '#support/sql_time'
import { isUniqueViolation } from '#support/unique_violation'
import { isAssigned, refusalAt } from '#services/restaurants/holder_lookup'
import type { HolderRefusal } from '#services/restaurants/holder_eligibility'
import { inCurrentTournaments } from '#services/forms/current_tournament_forms'

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
  deviceId?: number
  /** Taken by a device without the network (decision 0121). */
  offline?: boolean
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
  const form = await Form.find(request.formId)
  if (!form) return { status: 'refused', reason: 'not_found', balance: null }
  // Who may never eat (a closed till, a blacklisted name) is refused before any write.
  const early = await refusalAt(request.restaurant, form, true)
  if (early === 'closed' || early === 'blacklisted') {
    return { status: 'refused', reason: early, balance: balanceOf(form) }
  }
  const column = COLUMN[request.type]
  const now = DateTime.now()
  let updated: Balance | null = null
  try {
    await db.transaction(async (trx) => {
      await trx.table('restaurant_logs').insert({
        restaurant_id: request.restaurant.id,
        form_id: form.id,
        user_id: request.userId,
        device_id: request.deviceId ?? null,
        offline: request.offline ?? false,
        type: request.type,
        amount: request.quantity,
        idempotency_key: request.key,
        created_at: sqlTimestamp(now),
      })
      const guarded = inCurrentTournaments(
        trx
          .from('forms')
          .where('id', form.id)
          .where('state', 'approved')
          .where((gate) => gate.whereNull('access_status').orWhereNot('access_status', 'blocked'))
      )
        .whereExists((assigned) =>
          assigned
            .from('form_restaurants')
            .whereColumn('form_restaurants.form_id', 'forms.id')
            .where('form_restaurants.restaurant_id', request.restaurant.id)
        )
        .where(column, '>=', request.quantity)
        .update({ [column]: db.raw('?? - ?', [column, request.quantity]) })
      // PostgreSQL answers the new balance with the update; SQLite (one writer) is read after it.
      if (trx.dialect.supportsReturningStatement) {
        const rows = await guarded.returning(['credits', 'amount'])
        if (rows.length === 0) throw new Refused()
        updated = balanceOf(rows[0])
      } else {
        if (Number(await guarded) === 0) throw new Refused()
        updated = balanceOf(await trx.from('forms').where('id', form.id).firstOrFail())
      }
    })
  } catch (error) {
    if (isUniqueViolation(error)) return replay(request)
    if (!(error instanceof Refused)) throw error
    return refusal(request, form.id)
  }
  return { status: 'deducted', replayed: false, balance: updated! }
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
