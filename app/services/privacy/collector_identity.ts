import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import { sqlTimestamp } from '#support/sql_time'

/** The signature images these collections hold on the private disk. */
export async function signatureKeys(ids: number[]): Promise<string[]> {
  if (ids.length === 0) return []
  const rows = await db.from('collectives').whereIn('id', ids).whereNotNull('signature_path')
  return rows.map((row) => String(row.signature_path))
}

/**
 * Blanks who collected: the document, email, phone, observations and the
 * signature's key always; the name too when the person asked for erasure
 * (a purge keeps names, as it does on requests). The accepted text versions
 * and dates stay: they hold nothing about the person.
 */
export async function blankCollectors(
  trx: TransactionClientContract,
  ids: number[],
  { names }: { names: boolean }
) {
  if (ids.length === 0) return
  await trx
    .from('collectives')
    .whereIn('id', ids)
    .update({
      document: null,
      email: null,
      phone: null,
      observation: null,
      signature_path: null,
      ...(names ? { name: '', last_name: '', search_text: '' } : {}),
      purged_at: sqlTimestamp(DateTime.now()),
    })
}
