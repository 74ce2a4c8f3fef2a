import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { HttpContext } from '@adonisjs/core/http'
import type { Session } from '@adonisjs/session'
import { RememberMeToken } from '@adonisjs/auth/session'
import User from '#models/user'
import {
  deleteSessionRecord,
  findSessionRecord,
  insertSessionRecord,
  pruneDeadRecords,
  keyHash,
  newSessionKey,
  recordsOf,
  touchSessionRecord,
} from '#services/auth/session_records'
import { pruneExpiredRememberTokens } from '#services/auth/remembered_devices'
import { forgetFactorProvedByProvider } from '#services/auth/pending_sign_in'

/** A staff session ends after this long without a request… */
export const IDLE_LIMIT_MS = 2 * 60 * 60 * 1000
/** …and this long after the login, however busy. */
export const ABSOLUTE_LIMIT_MS = 12 * 60 * 60 * 1000
/** A request refreshes "last seen" at most this often (fewer session and row writes). */
const SEEN_GRANULARITY_MS = 60 * 1000

const KEY = 'staff_session'

export type StaffSessionStamp = {
  version: number
  issuedAt: number
  seenAt: number
  /** Names the session's row on the server (decision 0270); absent in a stamp made for a check. */
  key?: string
  /** Opened with "remember me": the next request names the browser's token in the session's row. */
  linkRemember?: boolean
}
export type StaffSessionVerdict = 'valid' | 'revoked' | 'ended' | 'idle' | 'expired'

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

/** The oldest "last seen" and sign-in a live session can have at `now`. */
export function liveCutoffs(now = DateTime.now()) {
  return {
    seenSince: now.minus({ milliseconds: IDLE_LIMIT_MS }),
    signedInSince: now.minus({ milliseconds: ABSOLUTE_LIMIT_MS }),
  }
}

/**
 * Right after a login (password, single sign-on, or a remembered browser):
 * the stamp in the session and the session's row on the server. After a
 * login with "remember me" the browser holds its token's cookie from the next
 * request on; a remembered browser's own cookie names its token already.
 */
export async function openStaffSession(
  ctx: HttpContext,
  user: User,
  remember: { remember: boolean } | { rememberTokenId: number | null }
) {
  const linkLater = 'remember' in remember && remember.remember
  const key = newSessionKey()
  /** What an earlier sign-in in this browser proved is not this one's (single sign-on's MFA). */
  forgetFactorProvedByProvider(ctx.session)
  ctx.session.put(KEY, { ...stampFor(user), key, ...(linkLater ? { linkRemember: true } : {}) })
  await insertSessionRecord(
    key,
    user.id,
    { userAgent: ctx.request.header('user-agent') ?? null, ip: ctx.request.ip() },
    'rememberTokenId' in remember ? remember.rememberTokenId : null
  )
}

/** The remembered-browser token the request's cookie names (the guard set it, encrypted). */
export function rememberTokenIdOf(ctx: HttpContext): number | null {
  const cookie = ctx.request.encryptedCookie(ctx.auth.use('web').rememberMeKeyName)
  const id = Number(RememberMeToken.decode(cookie)?.identifier)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

/**
 * The verdict for the current request, refreshing "last seen" at most once a
 * minute. A login without a stamp is one the guard made from a remembered
 * browser's cookie (or a test's ready-made session): it opens here.
 */
export async function checkStaffSession(
  ctx: HttpContext,
  user: User
): Promise<StaffSessionVerdict> {
  const stamp = ctx.session.get(KEY) as StaffSessionStamp | undefined
  if (!stamp) {
    const remembered = ctx.auth.use('web').viaRemember
    await openStaffSession(ctx, user, {
      rememberTokenId: remembered ? rememberTokenIdOf(ctx) : null,
    })
    return 'valid'
  }
  const now = Date.now()
  const verdict = verdictOf(stamp, user, now)
  if (verdict !== 'valid') return verdict
  const record = stamp.key ? await findSessionRecord(stamp.key, user.id) : null
  if (!record) return 'ended'
  if (stamp.linkRemember || now - stamp.seenAt > SEEN_GRANULARITY_MS) {
    await touchSessionRecord(record.id, stamp.linkRemember ? rememberTokenIdOf(ctx) : null)
    const { linkRemember, ...kept } = stamp
    ctx.session.put(KEY, { ...kept, seenAt: now })
  }
  return 'valid'
}

/** The key of the session's row, when it has one. */
export function sessionKeyOf(session: Session) {
  return (session.get(KEY) as StaffSessionStamp | undefined)?.key ?? null
}

/** This session only (a logout, or one refused by the check): its row goes, so do its copies. */
export async function closeStaffSession(session: Session) {
  const key = sessionKeyOf(session)
  session.forget(KEY)
  forgetFactorProvedByProvider(session)
  if (key) await deleteSessionRecord(key)
}

/**
 * Ends every session and remembered browser of the user: "sign out
 * everywhere", a password change by an administrator or a reset, a ban.
 */
export async function endEverySession(userId: number, client?: TransactionClientContract) {
  const query = client ?? db
  await query.from('users').where('id', userId).increment('session_version', 1)
  await query.from('remember_me_tokens').where('tokenable_id', userId).delete()
  await recordsOf(userId, client).delete()
}

/**
 * Ends every other session and remembered browser of the user (a password
 * or factor change they made, "sign out everywhere else"): the session that
 * made it goes on under the new version.
 */
export async function endOtherSessions(
  userId: number,
  session: Session,
  client: TransactionClientContract
) {
  await client.from('users').where('id', userId).increment('session_version', 1)
  await client.from('remember_me_tokens').where('tokenable_id', userId).delete()
  const stamp = session.get(KEY) as StaffSessionStamp | undefined
  const others = recordsOf(userId, client)
  if (stamp?.key) others.whereNot('key_hash', keyHash(stamp.key))
  await others.delete()
  const user = await User.findOrFail(userId, { client })
  session.put(KEY, { ...(stamp ?? stampFor(user)), version: user.sessionVersion })
}

/**
 * What ended or expired sessions leave: rows past either lifetime and
 * remembered browsers past their date. Each web process runs it hourly.
 */
export async function pruneEndedSessions(now = DateTime.now()) {
  const records = await pruneDeadRecords(liveCutoffs(now))
  const devices = await pruneExpiredRememberTokens(now)
  return { records, devices }
}
