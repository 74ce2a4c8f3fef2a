import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { Session } from '@adonisjs/session'
import User from '#models/user'

/** A staff session ends after this long without a request… */
export const IDLE_LIMIT_MS = 2 * 60 * 60 * 1000
/** …and this long after the login, however busy. */
export const ABSOLUTE_LIMIT_MS = 12 * 60 * 60 * 1000
/** A request refreshes "last seen" at most this often (fewer session writes). */
const SEEN_GRANULARITY_MS = 60 * 1000

const KEY = 'staff_session'

export type StaffSessionStamp = { version: number; issuedAt: number; seenAt: number }
export type StaffSessionVerdict = 'valid' | 'revoked' | 'idle' | 'expired'

export function stampFor(user: User, now = Date.now()): StaffSessionStamp {
  return { version: user.sessionVersion, issuedAt: now, seenAt: now }
}

/**
 * Whether a session opened with `stamp` still stands for `user` at `now`:
 * checked on the server on every staff request, so a copied cookie dies with
 * the session it was copied from.
 */
export function verdictOf(
  stamp: StaffSessionStamp,
  user: User,
  now = Date.now()
): StaffSessionVerdict {
  if (stamp.version !== user.sessionVersion) return 'revoked'
  if (now - stamp.issuedAt > ABSOLUTE_LIMIT_MS) return 'expired'
  if (now - stamp.seenAt > IDLE_LIMIT_MS) return 'idle'
  return 'valid'
}

/** Called right after a login (password or remembered device). */
export function openStaffSession(session: Session, user: User) {
  session.put(KEY, stampFor(user))
}

/**
 * The verdict for the current request, refreshing "last seen". A session
 * authenticated before stamps existed gets one at the user's current version.
 */
export function checkStaffSession(session: Session, user: User): StaffSessionVerdict {
  const stamp = session.get(KEY) as StaffSessionStamp | undefined
  if (!stamp) {
    openStaffSession(session, user)
    return 'valid'
  }
  const now = Date.now()
  const verdict = verdictOf(stamp, user, now)
  if (verdict === 'valid' && now - stamp.seenAt > SEEN_GRANULARITY_MS) {
    session.put(KEY, { ...stamp, seenAt: now })
  }
  return verdict
}

/**
 * Ends every session and remembered device of the user: after a logout, a
 * password change or reset, and a ban.
 */
export async function endEverySession(userId: number, client?: TransactionClientContract) {
  const query = client ?? db
  await query.from('users').where('id', userId).increment('session_version', 1)
  await query.from('remember_me_tokens').where('tokenable_id', userId).delete()
}

/**
 * Ends every other session and remembered device of the user (a password
 * or factor change they made): the session that made it goes on under the
 * new version.
 */
export async function endOtherSessions(
  userId: number,
  session: Session,
  client: TransactionClientContract
) {
  await endEverySession(userId, client)
  openStaffSession(session, await User.findOrFail(userId, { client }))
}
