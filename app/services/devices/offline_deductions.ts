import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { DateTime } from 'luxon'
import type Device from '#models/device'
import type { DeductionType } from '#models/restaurant_log'
import { mealTally, tallyForms } from '#support/report_tallies'
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
  /** When it was taken, as judged: the device's claim kept within [paired, now]. */
  at: DateTime
  /** The time the device claimed. */
  claimedAt: DateTime | null
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
  /** Beyond the offline allowance: not booked, kept in `offline_refusals` for review. */
  | { status: 'beyond_allowance' }

class BeyondAllowance extends Error {
  constructor(readonly allowed: number) {
    super('beyond the offline allowance')
  }
}

async function total(query: ReturnType<TransactionClientContract['from']>, column: string) {
  const row = await query.sum(`${column} as total`).first()
  return Number(row?.total ?? 0)
}

/**
 * What the holder may still be overdrawn at this restaurant for this kind
 * through offline tills, read under the holder's row lock (decisions 0147,
 * 0185). The bound is on the total of the holder's overdrafts there, so no
 * order, timing or claimed `seen` of the actions gets past it:
 * - the restaurant's allowance when it sets one;
 * - otherwise what the till's data showed (`seen`), checked against the
 *   balance then: the balance now plus what was taken from it since the data
 *   was fetched. Overdrafts took nothing from the balance, so they never
 *   raise what a till can claim to have seen. A claim past it (or a `seen`
 *   below what it served) is not credible: null.
 */
async function allowanceLeft(
  trx: TransactionClientContract,
  deduction: OfflineDeduction,
  balanceNow: number
): Promise<number | null> {
  const holder = { form_id: deduction.formId, type: deduction.type }
  const overdrawn = await total(
    trx.from('overdrafts').where({ ...holder, restaurant_id: deduction.restaurantId }),
    'shortfall'
  )
  if (deduction.allowance !== null) return Math.max(0, deduction.allowance - overdrawn)
  if (deduction.seen < deduction.quantity) return null
  const since = sqlTimestamp(deduction.dataAt)
  const logged = await total(
    trx.from('restaurant_logs').where(holder).where('created_at', '>=', since),
    'amount'
  )
  const unpaid = await total(
    trx.from('overdrafts').where(holder).where('created_at', '>=', since),
    'shortfall'
  )
  if (deduction.seen > balanceNow + logged - unpaid) return null
  return Math.max(0, deduction.seen - overdrawn)
}

/** A refused offline deduction kept for review; sent again, it is not stored twice. */
async function keepRefusal(device: Device, deduction: OfflineDeduction, allowed: number) {
  try {
    await db.table('offline_refusals').insert({
      restaurant_id: deduction.restaurantId,
      form_id: deduction.formId,
      device_id: device.id,
      staff_user_id: deduction.staffUserId,
      idempotency_key: deduction.key,
      type: deduction.type,
      quantity: deduction.quantity,
      seen: deduction.seen,
      allowed,
      created_at: sqlTimestamp(deduction.at),
      claimed_at: deduction.claimedAt ? sqlTimestamp(deduction.claimedAt) : null,
    })
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
  }
}

/** The answer for a key already stored: the same deduction again, or another under its key. */
async function answerForStoredKey(deduction: OfflineDeduction): Promise<OfflineOutcome | null> {
  const same = (stored: Record<string, unknown> | null, column: string) =>
    stored &&
    Number(stored.form_id) === deduction.formId &&
    stored.type === deduction.type &&
    Number(stored[column]) === deduction.quantity
  const refused = await db.from('offline_refusals').where('idempotency_key', deduction.key).first()
  if (refused)
    return same(refused, 'quantity') ? { status: 'beyond_allowance' } : { status: 'conflict' }
  const stored = await db.from('restaurant_logs').where('idempotency_key', deduction.key).first()
  if (stored) return same(stored, 'amount') ? { status: 'replayed' } : { status: 'conflict' }
  return null
}

/**
 * Records an offline deduction the guarded deduction refused: the log row
 * (unique key), the balance taken down to zero at most, and an overdraft for
 * what it could not cover, in one transaction that holds the holder's row,
 * so two syncs at once are judged one after the other. Past the allowance
 * nothing is booked: the action is kept in `offline_refusals`, shown to the
 * admins beside the overdrafts.
 */
export async function bookOfflineDeduction(
  device: Device,
  deduction: OfflineDeduction
): Promise<OfflineOutcome> {
  const column = COLUMN[deduction.type]
  const answered = await answerForStoredKey(deduction)
  if (answered) return answered
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
      const allowed = await allowanceLeft(trx, deduction, before)
      if (allowed === null || shortfall > allowed) throw new BeyondAllowance(allowed ?? 0)
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
          claimed_at: deduction.claimedAt ? sqlTimestamp(deduction.claimedAt) : null,
        })
        .returning('id')
      const logId = Number(
        typeof inserted[0] === 'object' ? (inserted[0] as { id: number }).id : inserted[0]
      )
      await tallyForms(
        trx,
        mealTally({
          formId: deduction.formId,
          restaurantId: deduction.restaurantId,
          type: deduction.type,
          quantity: deduction.quantity,
          at: sqlTimestamp(deduction.at),
        })
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
    if (error instanceof BeyondAllowance) {
      await keepRefusal(device, deduction, error.allowed)
      return { status: 'beyond_allowance' }
    }
    if (!isUniqueViolation(error)) throw error
    return (await answerForStoredKey(deduction)) ?? { status: 'conflict' }
  }
  return { status: 'recorded', shortfall }
}
