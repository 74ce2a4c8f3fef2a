import { createHash, randomInt } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { sqlTimestamp } from '#support/sql_time'

export const RECOVERY_CODE_COUNT = 10
/** No 0/o, 1/l/i: a code read from paper is typed right. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'

/** Lower case, without the spaces and dashes people type. */
const normalised = (code: string) => code.toLowerCase().replace(/[\s-]/g, '')
const digest = (code: string) => createHash('sha256').update(normalised(code)).digest('hex')

function newCode() {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)])
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`
}

/**
 * Ten new single-use codes (about 49 bits each), replacing any earlier set;
 * only their hashes are stored, so they are shown once, now.
 */
export async function issueRecoveryCodes(userId: number, client: QueryClientContract) {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode)
  const now = sqlTimestamp(DateTime.now())
  await client.from('staff_recovery_codes').where('user_id', userId).delete()
  await client
    .table('staff_recovery_codes')
    .multiInsert(
      codes.map((code) => ({ user_id: userId, code_hash: digest(code), created_at: now }))
    )
  return codes
}

/** Burns a code with a guarded UPDATE: a second (or concurrent) use of it fails. */
export async function useRecoveryCode(userId: number, code: string) {
  if (normalised(code).length !== 10) return false
  const burned = await db
    .from('staff_recovery_codes')
    .where('user_id', userId)
    .where('code_hash', digest(code))
    .whereNull('used_at')
    .update({ used_at: sqlTimestamp(DateTime.now()) })
  return Number(burned) === 1
}

export async function remainingRecoveryCodes(userId: number) {
  const [{ total }] = await db
    .from('staff_recovery_codes')
    .where('user_id', userId)
    .whereNull('used_at')
    .count('* as total')
  return Number(total)
}
