import { type DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { sqlTimestamp, storedMoment } from '#support/sql_time'

export type RememberedDevice = {
  id: number
  createdAt: string | null
  lastUsedAt: string | null
  expiresAt: string | null
}

/**
 * The browsers that keep the user signed in ("remember me"), newest first,
 * those past their date left out: what "sign out everywhere" ends besides
 * the open sessions.
 */
export async function rememberedDevices(userId: number): Promise<RememberedDevice[]> {
  const rows = await db
    .from('remember_me_tokens')
    .where('tokenable_id', userId)
    .orderBy('id', 'desc')
    .select('id', 'created_at', 'updated_at', 'expires_at')
  const now = Date.now()
  return rows
    .map((row) => ({
      id: Number(row.id),
      createdAt: storedMoment(row.created_at)?.toISOString() ?? null,
      lastUsedAt: storedMoment(row.updated_at)?.toISOString() ?? null,
      expiresAt: storedMoment(row.expires_at)?.toISOString() ?? null,
    }))
    .filter((device) => device.expiresAt !== null && Date.parse(device.expiresAt) > now)
}

/**
 * An instant as the guard stores its tokens' dates (it inserts JS Dates):
 * epoch milliseconds on SQLite, a timestamp on PostgreSQL.
 */
function asGuardStores(moment: DateTime) {
  return db.connection().dialect.name === 'postgres' ? sqlTimestamp(moment) : moment.toMillis()
}

/** Deletes one of the user's remembered browsers; whether it was theirs. */
export async function deleteRememberedDevice(
  userId: number,
  tokenId: number,
  client: QueryClientContract = db.connection()
) {
  const deleted = await client
    .from('remember_me_tokens')
    .where('id', tokenId)
    .where('tokenable_id', userId)
    .delete()
  return Number(deleted) > 0
}

/** Remembered browsers past their date: the guard refuses them, nothing else reads them. */
export async function pruneExpiredRememberTokens(now: DateTime) {
  return Number(
    await db.from('remember_me_tokens').where('expires_at', '<=', asGuardStores(now)).delete()
  )
}
