import { createHash, randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { compiledQuery } from '#support/compiled_query'
import { sqlTimestamp, storedMoment } from '#support/sql_time'

/**
 * The server's row for each open staff session (decision 0270): a session
 * whose row is gone is over, whichever store holds its data, so ending one
 * makes its cookie, and every copy of it, useless at the next request.
 */
const TABLE = 'staff_session_records'

/**
 * A new session's key: kept in the session's data (so every copy of the
 * session holds it, whichever store keeps the data), named in its row by
 * its digest only.
 */
export function newSessionKey() {
  return randomBytes(24).toString('base64url')
}

export function keyHash(key: string) {
  return createHash('sha256').update(key).digest('hex')
}

/** Where a session was opened from, as the request said. */
export type SessionOrigin = { userAgent: string | null; ip: string | null }

export async function insertSessionRecord(
  key: string,
  userId: number,
  origin: SessionOrigin,
  rememberTokenId: number | null,
  client: QueryClientContract = db.connection()
) {
  const now = sqlTimestamp(DateTime.now())
  await client.table(TABLE).insert({
    user_id: userId,
    key_hash: keyHash(key),
    user_agent: origin.userAgent?.slice(0, 400) ?? null,
    ip: origin.ip?.slice(0, 64) ?? null,
    signed_in_at: now,
    last_seen_at: now,
    remember_token_id: rememberTokenId,
  })
}

const recordOf = compiledQuery<'hash' | 'user'>('staff-session-record', (value) =>
  db
    .from(TABLE)
    .where('key_hash', value('hash'))
    .where('user_id', value('user'))
    .select('id')
    .limit(1)
)

/** The row of this user's session, or null once it was ended. One indexed read per staff request. */
export async function findSessionRecord(key: string, userId: number) {
  const [row] = await recordOf({ hash: keyHash(key), user: userId })
  return row ? { id: Number(row.id) } : null
}

/** "Last seen" (at most once a minute), and the remembered-browser token once it is known. */
export async function touchSessionRecord(id: number, rememberTokenId?: number | null) {
  await db
    .from(TABLE)
    .where('id', id)
    .update({
      last_seen_at: sqlTimestamp(DateTime.now()),
      ...(rememberTokenId ? { remember_token_id: rememberTokenId } : {}),
    })
}

/** The user's rows, all of them or all but one session's. */
export function recordsOf(userId: number, client: QueryClientContract = db.connection()) {
  return client.from(TABLE).where('user_id', userId)
}

export function deleteSessionRecord(key: string, client: QueryClientContract = db.connection()) {
  return client.from(TABLE).where('key_hash', keyHash(key)).delete()
}

export type SessionRecord = {
  id: number
  current: boolean
  userAgent: string | null
  ip: string | null
  signedInAt: string | null
  lastSeenAt: string | null
  rememberTokenId: number | null
}

/** Sessions still alive by the lifetimes (`cutoffs`), the latest seen first. */
export async function liveRecordsOf(
  userId: number,
  cutoffs: { seenSince: DateTime; signedInSince: DateTime },
  currentKey: string | null
): Promise<SessionRecord[]> {
  const current = currentKey ? keyHash(currentKey) : null
  const rows = await recordsOf(userId)
    .where('last_seen_at', '>=', sqlTimestamp(cutoffs.seenSince))
    .where('signed_in_at', '>=', sqlTimestamp(cutoffs.signedInSince))
    .orderBy('last_seen_at', 'desc')
    .orderBy('id', 'desc')
  return rows.map((row) => ({
    id: Number(row.id),
    current: row.key_hash === current,
    userAgent: row.user_agent,
    ip: row.ip,
    signedInAt: storedMoment(row.signed_in_at)?.toISOString() ?? null,
    lastSeenAt: storedMoment(row.last_seen_at)?.toISOString() ?? null,
    rememberTokenId: row.remember_token_id === null ? null : Number(row.remember_token_id),
  }))
}

/** Rows of sessions past either lifetime: their cookies are refused anyway. */
export async function pruneDeadRecords(cutoffs: { seenSince: DateTime; signedInSince: DateTime }) {
  return Number(
    await db
      .from(TABLE)
      .where((query) =>
        query
          .where('last_seen_at', '<', sqlTimestamp(cutoffs.seenSince))
          .orWhere('signed_in_at', '<', sqlTimestamp(cutoffs.signedInSince))
      )
      .delete()
  )
}
