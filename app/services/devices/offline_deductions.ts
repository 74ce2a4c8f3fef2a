import db from '@adonisjs/lucid/services/db'
import type { DateTime } from 'luxon'
import type Device from '#models/device'
import type { DeductionType } from '#models/restaurant_log'
import { sqlTimestamp } from '#support/sql_time'
import { isUniqueViolation } from '#support/unique_violation'
import type { HolderRefusal } from '#services/restaurants/holder_eligibility'

const COLUMN: Record<DeductionType, 'credits' | 'amount'> = { credit: 'credits', amount: 'amount' }

/**
 * Refusals an offline till could not have known of: the meal was served, so
 * the deduction is recorded. Not assigned here or unknown is never recorded.
 */
export const RECORDED_OFFLINE: HolderRefusal[] = [
  'insufficient',
  'blocked',
  'not_approved',
  'blacklisted',
  'closed',
]

export type OfflineDeduction = {
  restaurantId: number
  formId: number
  type: DeductionType
  quantity: number
  key: string
  at: DateTime
  /** The balance the till showed before deducting. */
  seen: number
  /** When the till's data for this holder was fetched. */
  dataAt: DateTime
  staffUserId: number | null
  /** The restaurant's allowance for this kind (meals, cents); null: what the till's data showed. */
  allowance: number | null
}

export type OfflineOutcome =
  | { status: 'recorded'; shortfall: number }
  | { status: 'replayed' }
  | { status: 'conflict' }
  /** The till claimed more than its data can have shown: beyond its offline allowance. */
  | { status: 'beyond_allowance' }

/**
 * The device's offline allowance. Set on the restaurant (decision 0147):
 * the holder's overdrafts there for this kind, this one's included, stay
 * within it. Otherwise what its snapshot showed (decision 0121): the balance
 * then was the balance now plus what was deducted since; a till claiming to
 * have seen more is refused.
 */
async function withinAllowance(deduction: OfflineDeduction, balanceNow: number) {
  if (deduction.allowance !== null) {
    const booked = await db
      .from('overdrafts')
      .where({
        form_id: deduction.formId,
        restaurant_id: deduction.restaurantId,
        type: deduction.type,
      })
      .sum('shortfall as total')
      .first()
    const shortfall = Math.max(0, deduction.quantity - balanceNow)
    return Number(booked?.total ?? 0) + shortfall <= deduction.allowance
  }
  if (deduction.seen < deduction.quantity) return false
  const since = await db
    .from('restaurant_logs')
    .where({ form_id: deduction.formId, type: deduction.type })
    .where('created_at', '>=', sqlTimestamp(deduction.dataAt))
    .sum('amount as total')
    .first()
  return deduction.seen <= balanceNow + Number(since?.total ?? 0)
}

/**
 * Records an offline deduction the guarded deduction refused: the log row
 * (unique key), the balance taken down to zero at most, and an overdraft for
 * what it could not cover, in one transaction. Nothing is dropped.
 */
export async function bookOfflineDeduction(
  device: Device,
  deduction: OfflineDeduction
): Promise<OfflineOutcome> {
  const column = COLUMN[deduction.type]
  const current = await db.from('forms').where('id', deduction.formId).select(column).first()
  if (!current) return { status: 'conflict' }
  if (!(await withinAllowance(deduction, Number(current[column])))) {
    return { status: 'beyond_allowance' }
  }
  let shortfall = 0
  try {
    await db.transaction(async (trx) => {
      const row = await trx
        .from('forms')
        .where('id', deduction.formId)
        .forUpdate()
        .select(column)
        .firstOrFail()
      const before = Number(row[column])
      const taken = Math.min(before, deduction.quantity)
      shortfall = deduction.quantity - taken
      const inserted = await trx
        .table('restaurant_logs')
        .insert({
          restaurant_id: deduction.restaurantId,
          form_id: deduction.formId,
          user_id: null,
          device_id: device.id,
          staff_user_id: deduction.staffUserId,
          offline: true,
          type: deduction.type,
          amount: deduction.quantity,
          idempotency_key: deduction.key,
          created_at: sqlTimestamp(deduction.at),
        })
        .returning('id')
      const logId = Number(
        typeof inserted[0] === 'object' ? (inserted[0] as { id: number }).id : inserted[0]
      )
      if (taken > 0) {
        await trx
          .from('forms')
          .where('id', deduction.formId)
          .where(column, '>=', taken)
          .update({ [column]: db.raw('?? - ?', [column, taken]) })
      }
      if (shortfall > 0) {
        await trx.table('overdrafts').insert({
          restaurant_id: deduction.restaurantId,
          form_id: deduction.formId,
          restaurant_log_id: logId,
          type: deduction.type,
          shortfall,
          created_at: sqlTimestamp(deduction.at),
        })
      }
    })
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    const stored = await db.from('restaurant_logs').where('idempotency_key', deduction.key).first()
    const same =
      stored &&
      Number(stored.form_id) === deduction.formId &&
      stored.type === deduction.type &&
      Number(stored.amount) === deduction.quantity
    return same ? { status: 'replayed' } : { status: 'conflict' }
  }
  return { status: 'recorded', shortfall }
}
