import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import { sqlTimestamp } from '#support/sql_time'
import { recordHistory, type HistoryEntry } from '#services/history/form_history'

/** Rows per UPDATE: few round trips, bounded statements. */
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
  log: Omit<HistoryEntry, 'formId'>
) {
  const at = DateTime.now()
  const now = sqlTimestamp(at)
  for (let start = 0; start < ids.length; start += CHUNK) {
    const chunk = ids.slice(start, start + CHUNK)
    await trx
      .from('forms')
      .whereIn('id', chunk)
      .update({ ...set, updated_at: now })
    await recordHistory(
      trx,
      chunk.map((id) => ({ ...log, formId: id })),
      at
    )
  }
}
