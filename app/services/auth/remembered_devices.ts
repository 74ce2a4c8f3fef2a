import db from '@adonisjs/lucid/services/db'
import { storedMoment } from '#support/sql_time'

/**
 * The browsers that keep the user signed in ("remember me"), newest first:
 * what "sign out everywhere" ends besides the open sessions.
 */
export async function rememberedDevices(userId: number) {
  const rows = await db
    .from('remember_me_tokens')
    .where('tokenable_id', userId)
    .orderBy('id', 'desc')
    .select('id', 'created_at', 'updated_at', 'expires_at')
  return rows.map((row) => ({
    id: Number(row.id),
    createdAt: storedMoment(row.created_at)?.toISOString() ?? null,
    lastUsedAt: storedMoment(row.updated_at)?.toISOString() ?? null,
    expiresAt: storedMoment(row.expires_at)?.toISOString() ?? null,
  }))
}
