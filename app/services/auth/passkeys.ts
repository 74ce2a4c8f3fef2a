import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { Session } from '@adonisjs/session'
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server'
import type User from '#models/user'
import { sqlTimestamp, storedMoment } from '#support/sql_time'
import { recordAudit, type AuditActor } from '#services/audit/audit_trail'
import { endOtherSessions } from '#services/auth/staff_sessions'
import { issueRecoveryCodes } from '#services/auth/recovery_codes'
import { isUniqueViolation } from '#support/unique_violation'
import { hasConfirmedTotp } from '#services/auth/totp_factor'

/** The site a passkey belongs to: its host name and the origin pages are served from. */
export type RelyingParty = { id: string; origin: string }

const CHALLENGE_KEY = 'passkey_challenge'

type StoredPasskey = {
  id: number
  credential_id: string
  public_key: string
  counter: number | string
  transports: string
}

function transportsOf(row: StoredPasskey): any[] {
  try {
    const list: unknown = JSON.parse(row.transports)
    return Array.isArray(list) ? list : []
  } catch {
    return []
  }
}

/** The user's passkeys as My account lists them. */
export async function passkeysOf(userId: number) {
  const rows = await db
    .from('staff_passkeys')
    .where('user_id', userId)
    .orderBy('id')
    .select('id', 'name', 'created_at', 'last_used_at')
  return rows.map((row) => ({
    id: Number(row.id),
    name: String(row.name),
    createdAt: storedMoment(row.created_at)?.toISOString() ?? null,
    lastUsedAt: storedMoment(row.last_used_at)?.toISOString() ?? null,
  }))
}

export async function countPasskeys(userId: number) {
  const [{ total }] = await db.from('staff_passkeys').where('user_id', userId).count('* as total')
  return Number(total)
}

export async function hasPasskey(userId: number) {
  return Boolean(await db.from('staff_passkeys').where('user_id', userId).select('id').first())
}

/**
 * What the browser needs to create a passkey for the user; the challenge is
 * kept in the session for the answer (one registration at a time).
 */
export async function registrationOptions(user: User, rp: RelyingParty, session: Session) {
  const existing = await db.from('staff_passkeys').where('user_id', user.id)
  const options = await generateRegistrationOptions({
    rpName: 'Acreditaciones',
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.fullName,
    attestationType: 'none',
    excludeCredentials: existing.map((row: StoredPasskey) => ({
      id: row.credential_id,
      transports: transportsOf(row),
    })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  })
  session.put(CHALLENGE_KEY, options.challenge)
  return options
}

/**
 * Verifies the browser's new passkey against the session's challenge and
 * stores it under its name; the user's other sessions end. The first factor
 * of a user also gets the ten recovery codes (returned to be shown once).
 * Null when the answer does not verify.
 */
export async function savePasskey(
  user: User,
  name: string,
  response: RegistrationResponseJSON,
  rp: RelyingParty,
  session: Session,
  actor: AuditActor
): Promise<{ recoveryCodes: string[] } | null> {
  const challenge = session.pull(CHALLENGE_KEY) as string | undefined
  if (!challenge) return null
  const verified = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: false,
  }).catch(() => null)
  if (!verified?.verified) return null
  const { credential } = verified.registrationInfo
  const firstFactor = !(await hasConfirmedTotp(user.id)) && !(await hasPasskey(user.id))
  /** The same credential sent twice at once: the first one saved it, the second has nothing to do. */
  const saved = db.transaction(async (trx) => {
    await trx.table('staff_passkeys').insert({
      user_id: user.id,
      name,
      credential_id: credential.id,
      public_key: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: JSON.stringify(credential.transports ?? []),
      created_at: sqlTimestamp(DateTime.now()),
    })
    const recoveryCodes = firstFactor ? await issueRecoveryCodes(user.id, trx) : []
    await endOtherSessions(user.id, session, trx)
    await recordAudit(
      {
        ...actor,
        action: 'second_factor_enrolled',
        objectType: 'user',
        objectId: user.id,
        details: { factor: 'passkey', name },
      },
      trx
    )
    return { recoveryCodes }
  })
  return saved.catch((error) => {
    if (isUniqueViolation(error)) return { recoveryCodes: [] }
    throw error
  })
}

/** Removes one of the user's own passkeys (another user's id removes nothing). */
export async function removePasskey(
  userId: number,
  passkeyId: number,
  session: Session,
  actor: AuditActor
) {
  return db.transaction(async (trx) => {
    const row = await trx.from('staff_passkeys').where({ id: passkeyId, user_id: userId }).first()
    if (!row) return false
    await trx.from('staff_passkeys').where('id', row.id).delete()
    await endOtherSessions(userId, session, trx)
    await recordAudit(
      {
        ...actor,
        action: 'second_factor_removed',
        objectType: 'user',
        objectId: userId,
        details: { factor: 'passkey', name: row.name },
      },
      trx
    )
    return true
  })
}

/** What the browser needs to sign in with one of the user's passkeys. */
export async function authenticationOptions(userId: number, rp: RelyingParty, session: Session) {
  const rows: StoredPasskey[] = await db.from('staff_passkeys').where('user_id', userId)
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: rows.map((row) => ({ id: row.credential_id, transports: transportsOf(row) })),
    userVerification: 'preferred',
  })
  session.put(CHALLENGE_KEY, options.challenge)
  return options
}

/**
 * Whether the browser's answer is signed by one of this user's passkeys for
 * the session's challenge (used once); the passkey's counter is kept.
 */
export async function verifyPasskey(
  userId: number,
  response: AuthenticationResponseJSON,
  rp: RelyingParty,
  session: Session
) {
  const challenge = session.pull(CHALLENGE_KEY) as string | undefined
  const row: StoredPasskey | null = await db
    .from('staff_passkeys')
    .where({ user_id: userId, credential_id: String(response?.id ?? '') })
    .first()
  if (!challenge || !row) return false
  const verified = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: {
      id: row.credential_id,
      publicKey: new Uint8Array(Buffer.from(row.public_key, 'base64url')),
      counter: Number(row.counter),
      transports: transportsOf(row),
    },
    requireUserVerification: false,
  }).catch(() => null)
  if (!verified?.verified) return false
  await db
    .from('staff_passkeys')
    .where('id', row.id)
    .update({
      counter: verified.authenticationInfo.newCounter,
      last_used_at: sqlTimestamp(DateTime.now()),
    })
  return true
}
