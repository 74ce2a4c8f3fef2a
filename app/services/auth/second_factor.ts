import db from '@adonisjs/lucid/services/db'
import type { Session } from '@adonisjs/session'
import type User from '#models/user'
import { recordAudit, type AuditActor } from '#services/audit/audit_trail'
import { endEverySession, endOtherSessions } from '#services/auth/staff_sessions'
import { ruleAppliesTo, signInSettings } from '#services/auth/sign_in_settings'
import {
  confirmTotp,
  forgetTotpEnrolment,
  hasConfirmedTotp,
  pendingTotpSecret,
  removeTotp,
  verifyTotp,
} from '#services/auth/totp_factor'
import { countPasskeys, hasPasskey } from '#services/auth/passkeys'
import {
  issueRecoveryCodes,
  remainingRecoveryCodes,
  useRecoveryCode,
} from '#services/auth/recovery_codes'

export type SecondFactorStatus = {
  totp: boolean
  passkeys: number
  recoveryCodesLeft: number
  required: boolean
}

/** Whether the installation's rule asks this user for a second factor. */
export async function secondFactorRequired(user: User) {
  const { secondFactorRule } = await signInSettings()
  return ruleAppliesTo(secondFactorRule, user)
}

/** An authenticator app or at least one passkey. */
export async function hasSecondFactor(userId: number) {
  return (await hasConfirmedTotp(userId)) || (await hasPasskey(userId))
}

export async function secondFactorStatus(user: User): Promise<SecondFactorStatus> {
  return {
    totp: await hasConfirmedTotp(user.id),
    passkeys: await countPasskeys(user.id),
    recoveryCodesLeft: await remainingRecoveryCodes(user.id),
    required: await secondFactorRequired(user),
  }
}

/** A user the rule asks for a second factor who has none: led to enrol before anything else. */
export async function mustEnrol(user: User) {
  return (await secondFactorRequired(user)) && !(await hasSecondFactor(user.id))
}

/**
 * Confirms the user's new authenticator with its first code; as their first
 * factor it brings ten recovery codes (returned to be shown once), beside a
 * passkey it keeps theirs (none returned). Null when the code is wrong.
 */
export async function completeTotpEnrolment(
  user: User,
  code: string,
  session: Session,
  actor: AuditActor
): Promise<string[] | null> {
  return db.transaction(async (trx) => {
    const firstFactor = !(await hasPasskey(user.id))
    if (!(await confirmTotp(user.id, pendingTotpSecret(session, user.id), code, trx))) return null
    forgetTotpEnrolment(session)
    const codes = firstFactor ? await issueRecoveryCodes(user.id, trx) : []
    await endOtherSessions(user.id, session, trx)
    await recordAudit(
      {
        ...actor,
        action: 'second_factor_enrolled',
        objectType: 'user',
        objectId: user.id,
        details: { factor: 'totp' },
      },
      trx
    )
    return codes
  })
}

/** New recovery codes, the earlier ones void. */
export async function renewRecoveryCodes(user: User, actor: AuditActor) {
  return db.transaction(async (trx) => {
    const codes = await issueRecoveryCodes(user.id, trx)
    await recordAudit(
      { ...actor, action: 'recovery_codes_issued', objectType: 'user', objectId: user.id },
      trx
    )
    return codes
  })
}

/**
 * Removes every factor of a user (the authenticator, the passkeys and the recovery codes)
 * and ends their sessions: the user themself (`session` kept going), or an
 * administrator helping someone who lost them (`reset`).
 */
export async function removeSecondFactors(
  userId: number,
  actor: AuditActor,
  options: { session?: Session; reset?: boolean }
) {
  await db.transaction(async (trx) => {
    await removeTotp(userId, trx)
    await trx.from('staff_passkeys').where('user_id', userId).delete()
    await trx.from('staff_recovery_codes').where('user_id', userId).delete()
    if (options.session) await endOtherSessions(userId, options.session, trx)
    else await endEverySession(userId, trx)
    await recordAudit(
      {
        ...actor,
        action: options.reset ? 'second_factor_reset' : 'second_factor_removed',
        objectType: 'user',
        objectId: userId,
      },
      trx
    )
  })
}

/**
 * The factor a sign-in's second step proved: a code from the authenticator
 * or, failing that, one of the recovery codes (used up); null when neither.
 */
export async function proveSecondFactor(userId: number, code: string) {
  const typed = code.trim()
  if (await verifyTotp(userId, typed.replace(/\s/g, ''))) return 'totp' as const
  if (await useRecoveryCode(userId, typed)) return 'recovery_code' as const
  return null
}
