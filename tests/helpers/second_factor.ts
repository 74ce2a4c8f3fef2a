import db from '@adonisjs/lucid/services/db'
import { Secret, TOTP } from 'otpauth'
import type User from '#models/user'
import { confirmTotp } from '#services/auth/totp_factor'
import { issueRecoveryCodes } from '#services/auth/recovery_codes'

/** The code an authenticator app shows for this secret, `steps` periods of 30 s from now. */
export function totpCode(secret: string, steps = 0) {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + steps * 30_000,
  })
}

/**
 * Gives the user a confirmed authenticator (confirmed with the previous
 * period's code, so this period's and the next are still unused) and ten
 * recovery codes.
 */
export async function enrolTotp(user: User) {
  const secret = new Secret({ size: 20 }).base32
  const confirmed = await confirmTotp(user.id, secret, totpCode(secret, -1), db.connection())
  if (!confirmed) throw new Error('the authenticator was not confirmed')
  const recoveryCodes = await issueRecoveryCodes(user.id, db.connection())
  return { secret, recoveryCodes }
}

/** The audit rows of an action, oldest first. */
export function auditRows(action: string) {
  return db.from('audit_events').where('action', action).orderBy('id')
}
