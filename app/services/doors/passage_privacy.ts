import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/**
 * Passages say where a person was and when: personal data. The retention
 * purge and a person's erasure remove them (and the presence rows) with the
 * rest of the person's data; a person's export lists them.
 */
export async function forgetPassages(trx: TransactionClientContract, formIds: number[]) {
  if (formIds.length === 0) return
  await trx.from('passages').whereIn('form_id', formIds).delete()
  await trx.from('zone_presences').whereIn('form_id', formIds).delete()
}

/** Each request's passages, oldest first: door, zone, direction, verdict, reason, when. */
export async function passagesOf(formIds: number[]) {
  if (formIds.length === 0) return []
  return db
    .from('passages')
    .join('zones', 'zones.id', 'passages.zone_id')
    .leftJoin('doors', 'doors.id', 'passages.door_id')
    .whereIn('passages.form_id', formIds)
    .orderBy('passages.id')
    .select(
      'passages.form_id',
      'zones.name as zone',
      'doors.name as door',
      'passages.direction',
      'passages.verdict',
      'passages.reason',
      'passages.created_at'
    )
}
