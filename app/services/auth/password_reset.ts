import { createHash, randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { sqlTimestamp } from '#support/sql_time'
import mail from '@adonisjs/mail/services/main'
import User from '#models/user'
import PasswordResetToken from '#models/password_reset_token'
import PasswordResetMail from '#mails/password_reset_mail'
import PasswordChangedMail from '#mails/password_changed_mail'
import { endEverySession } from '#services/auth/staff_sessions'
import { queueWithin } from '#services/infrastructure/mail_transaction'
import { recordAudit } from '#services/audit/audit_trail'
import type { Locale } from '#config/i18n'

/** How long an emailed reset link works. */
export const RESET_LINK_LIFETIME = { hours: 1 }

const digest = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * Emails a one-time reset link when the address belongs to a staff user.
 * The caller answers the same way whether or not it does (no enumeration).
 */
export async function requestPasswordReset(email: string, locale: Locale) {
  const user = await User.findBy('email', email.toLowerCase())
  if (!user || user.isBanned) return

  const token = randomBytes(32).toString('base64url')
  await PasswordResetToken.create({
    userId: user.id,
    tokenHash: digest(token),
    expiresAt: DateTime.now().plus(RESET_LINK_LIFETIME),
  })
  await mail.sendLater(new PasswordResetMail(user, token, locale))
}

/** The unused, unexpired token behind a link, or null. */
export async function findUsableToken(token: string) {
  return PasswordResetToken.query()
    .where('tokenHash', digest(token))
    .whereNull('usedAt')
    .where('expiresAt', '>', sqlTimestamp(DateTime.now()))
    .first()
}

/** The name and email of the account a usable link resets (its new password must not be built on them). */
export async function resetAccountWords(token: string): Promise<string[]> {
  const usable = await findUsableToken(token)
  const user = usable ? await User.find(usable.userId) : null
  return user ? [user.name, user.lastName, user.email] : []
}

/**
 * Sets the new password and burns the token in one transaction. The burn is
 * a guarded UPDATE, so a second (or concurrent) use of the link changes nothing.
 */
export async function resetPassword(
  token: string,
  password: string,
  locale: Locale,
  ip: string | null = null
): Promise<boolean> {
  return db.transaction(async (trx) => {
    const now = sqlTimestamp(DateTime.now())
    const burned = await trx
      .from('password_reset_tokens')
      .where('token_hash', digest(token))
      .whereNull('used_at')
      .where('expires_at', '>', now)
      .update({ used_at: now })
    if (Number(burned) !== 1) return false

    const row = await trx.from('password_reset_tokens').where('token_hash', digest(token)).first()
    const user = await User.findOrFail(row.user_id, { client: trx })
    user.password = password
    await user.save()
    /** Every other open link and remembered device of this user stops working. */
    await trx
      .from('password_reset_tokens')
      .where('user_id', user.id)
      .whereNull('used_at')
      .update({ used_at: now })
    await endEverySession(user.id, trx)
    await recordAudit(
      {
        actorId: user.id,
        actorLabel: user.email,
        ip,
        action: 'password_reset',
        objectType: 'user',
        objectId: user.id,
      },
      trx
    )
    await queueWithin(trx, () => mail.sendLater(new PasswordChangedMail(user, locale)))
    return true
  })
}
