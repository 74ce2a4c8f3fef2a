import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { sqlTimestamp } from '#support/sql_time'

/** Change-log rows older than this are pruned: a device that has not synced since fetches a snapshot. */
export const KEEP_CHANGES_DAYS = 7

/**
 * Deletes the change log's rows older than the kept days but the newest of
 * them: that row stays as the mark of where pruning stopped, so a cursor
 * older than it is told to reset instead of missing the pruned changes.
 */
export async function pruneFormChanges(now = DateTime.now()): Promise<number> {
  const before = sqlTimestamp(now.minus({ days: KEEP_CHANGES_DAYS }))
  const mark = await db
    .from('form_changes')
    .where('created_at', '<', before)
    .orderBy('id', 'desc')
    .select('id')
    .first()
  if (!mark) return 0
  const deleted = await db.from('form_changes').where('id', '<', mark.id).delete()
  return Number(deleted)
}

/** The oldest change still kept: a cursor before the one just under it may have missed pruned rows. */
export async function oldestKeptChange(): Promise<number> {
  const row = await db.from('form_changes').min('id as first').first()
  return Number(row?.first ?? 0)
}
