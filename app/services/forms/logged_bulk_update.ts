import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import { sqlTimestamp } from '#support/sql_time'

/** Rows per UPDATE and per log insert: few round trips, bounded statements. */
const CHUNK = 500

/**
 * Sets columns on many forms and writes one log per form saying what was
 * done, in the caller's transaction: a massive update, a meal grant or a
 * reset-credit rule changes a thousand forms as one thing, or none.
 */
export async function updateFormsWithLog(
  trx: TransactionClientContract,
  ids: number[],
  set: Record<string, unknown>,
  log: { type: string; data: Record<string, unknown>; userId: number | null }
) {
  const now = sqlTimestamp(DateTime.now())
  const data = JSON.stringify(log.data)
  for (let start = 0; start < ids.length; start += CHUNK) {
    const chunk = ids.slice(start, start + CHUNK)
    await trx
      .from('forms')
      .whereIn('id', chunk)
      .update({ ...set, updated_at: now })
    await trx.table('form_logs').multiInsert(
      chunk.map((id) => ({
        form_id: id,
        user_id: log.userId,
        type: log.type,
        data,
        created_at: now,
      }))
    )
  }
}
