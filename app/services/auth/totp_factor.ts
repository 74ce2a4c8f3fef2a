import { DateTime } from 'luxon'
import { Secret, TOTP } from 'otpauth'
import bwipjs from 'bwip-js/node'
import db from '@adonisjs/lucid/services/db'
import encryption from '@adonisjs/core/services/encryption'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { Session } from '@adonisjs/session'
import type User from '#models/user'
import { sqlTimestamp } from '#support/sql_time'

const PURPOSE = 'staff_totp_secret'
const PERIOD = 30

/** The app and account an authenticator lists the code under. */
function totpFor(secret: string, label = 'staff') {
  return new TOTP({
    issuer: 'Acreditaciones',
    label,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
  })
}

/** The stored secret, or null when it does not decrypt (another app key): no code matches it. */
function secretOf(row: { secret: string }) {
  return encryption.decrypt<string>(row.secret, PURPOSE)
}

/** The accepted 30-second step of a code (the one before and after allowed for clock drift), or null. */
function stepOf(secret: string | null, code: string): number | null {
  if (!secret || !/^\d{6}$/.test(code)) return null
  const delta = totpFor(secret).validate({ token: code, window: 1 })
  return delta === null ? null : TOTP.counter({ period: PERIOD }) + delta
}

export type TotpEnrolment = { secret: string; uri: string; qrSvg: string }

const ENROLMENT_KEY = 'totp_enrolment'
/** A secret shown for enrolment is confirmed within this time, or a new one is shown. */
export const ENROLMENT_LIFETIME_MS = 10 * 60 * 1000

type PendingEnrolment = { userId: number; secret: string; at: number }

/** The secret this session showed the user for enrolment, while it is fresh; null otherwise. */
export function pendingTotpSecret(session: Session, userId: number, now = Date.now()) {
  const pending = session.get(ENROLMENT_KEY) as PendingEnrolment | undefined
  if (!pending || pending.userId !== userId || now - pending.at > ENROLMENT_LIFETIME_MS) return null
  return encryption.decrypt<string>(pending.secret, PURPOSE)
}

export function forgetTotpEnrolment(session: Session) {
  session.forget(ENROLMENT_KEY)
}

/**
 * The authenticator secret to scan, with the otpauth:// address and its QR
 * code. It belongs to this session (kept there, encrypted, never stored for
 * the user) and is shown again only here for ten minutes: another session,
 * or this one later, gets a new one. Refused (null) while a confirmed
 * authenticator exists: remove it first.
 */
export async function startTotpEnrolment(
  user: User,
  session: Session
): Promise<TotpEnrolment | null> {
  if (await hasConfirmedTotp(user.id)) return null
  let secret = pendingTotpSecret(session, user.id)
  if (!secret) {
    secret = new Secret({ size: 20 }).base32
    session.put(ENROLMENT_KEY, {
      userId: user.id,
      secret: encryption.encrypt(secret, undefined, PURPOSE),
      at: Date.now(),
    } satisfies PendingEnrolment)
  }
  const uri = totpFor(secret, user.email).toString()
  return {
    secret,
    uri,
    qrSvg: bwipjs.toSVG({ bcid: 'qrcode', text: uri, scale: 4, paddingwidth: 4, paddingheight: 4 }),
  }
}

/**
 * Turns on the authenticator with `secret` (the one the enrolling session
 * showed) given a first code from it; false when the code is wrong or another
 * authenticator was confirmed meanwhile (a double submit: the first one won).
 */
export async function confirmTotp(
  userId: number,
  secret: string | null,
  code: string,
  client: QueryClientContract
) {
  const step = stepOf(secret, code)
  if (!secret || step === null) return false
  /** Unconfirmed rows an earlier version kept: never confirmed now. */
  await client
    .from('staff_totp_factors')
    .where('user_id', userId)
    .whereNull('confirmed_at')
    .delete()
  const now = sqlTimestamp(DateTime.now())
  /** Encrypted with a fresh IV: the stored text tells this insert from a concurrent one. */
  const stored = encryption.encrypt(secret, undefined, PURPOSE)
  await client
    .knexQuery()
    .table('staff_totp_factors')
    .insert({
      user_id: userId,
      secret: stored,
      created_at: now,
      confirmed_at: now,
      last_step: step,
    })
    .onConflict('user_id')
    .ignore()
  const row = await client.from('staff_totp_factors').where('user_id', userId).first()
  return row?.secret === stored
}

/**
 * Whether the code is right for the user's confirmed authenticator and was
 * not used before: the step is recorded with a guarded UPDATE, so the same
 * code (or an older one) replayed, even at once, fails.
 */
export async function verifyTotp(userId: number, code: string) {
  const row = await db
    .from('staff_totp_factors')
    .where('user_id', userId)
    .whereNotNull('confirmed_at')
    .first()
  const step = row ? stepOf(secretOf(row), code) : null
  if (step === null) return false
  const taken = await db
    .from('staff_totp_factors')
    .where('id', row.id)
    .where((query) => query.whereNull('last_step').orWhere('last_step', '<', step))
    .update({ last_step: step })
  return Number(taken) === 1
}

export async function hasConfirmedTotp(userId: number) {
  const row = await db
    .from('staff_totp_factors')
    .where('user_id', userId)
    .whereNotNull('confirmed_at')
    .select('id')
    .first()
  return Boolean(row)
}

export async function removeTotp(userId: number, client: QueryClientContract) {
  return Number(await client.from('staff_totp_factors').where('user_id', userId).delete())
}
