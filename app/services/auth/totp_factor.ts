import { DateTime } from 'luxon'
import { Secret, TOTP } from 'otpauth'
import bwipjs from 'bwip-js/node'
import db from '@adonisjs/lucid/services/db'
import encryption from '@adonisjs/core/services/encryption'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
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

/**
 * A new, unconfirmed authenticator secret for the user (replacing an earlier
 * unconfirmed one), with the otpauth:// address and its QR code to scan.
 * Refused (null) while a confirmed authenticator exists: remove it first.
 */
export async function startTotpEnrolment(user: User): Promise<TotpEnrolment | null> {
  const existing = await db.from('staff_totp_factors').where('user_id', user.id).first()
  if (existing?.confirmed_at) return null
  const kept = existing ? secretOf(existing) : null
  const secret = kept ?? new Secret({ size: 20 }).base32
  if (!kept) {
    await db.from('staff_totp_factors').where('user_id', user.id).delete()
    await db.table('staff_totp_factors').insert({
      user_id: user.id,
      secret: encryption.encrypt(secret, undefined, PURPOSE),
      created_at: sqlTimestamp(DateTime.now()),
    })
  }
  const uri = totpFor(secret, user.email).toString()
  return {
    secret,
    uri,
    qrSvg: bwipjs.toSVG({ bcid: 'qrcode', text: uri, scale: 4, paddingwidth: 4, paddingheight: 4 }),
  }
}

/** Confirms the pending authenticator with a first code from it; false when the code is wrong. */
export async function confirmTotp(userId: number, code: string, client: QueryClientContract) {
  const row = await client
    .from('staff_totp_factors')
    .where('user_id', userId)
    .whereNull('confirmed_at')
    .first()
  const step = row ? stepOf(secretOf(row), code) : null
  if (step === null) return false
  await client
    .from('staff_totp_factors')
    .where('id', row.id)
    .update({ confirmed_at: sqlTimestamp(DateTime.now()), last_step: step })
  return true
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
