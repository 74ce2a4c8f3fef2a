import db from '@adonisjs/lucid/services/db'
import hash from '@adonisjs/core/services/hash'
import mail from '@adonisjs/mail/services/main'
import type { Session } from '@adonisjs/session'
import User from '#models/user'
import PasswordChangedMail from '#mails/password_changed_mail'
import { endOtherSessions } from '#services/auth/staff_sessions'
import { recordAudit, type AuditActor } from '#services/audit/audit_trail'
import { queueWithin } from '#services/infrastructure/mail_transaction'
import type { Locale } from '#config/i18n'
import { currentPasswordLimits, limitFailures } from '#start/limiter'

/**
 * Whether this is the user's current password (asked again before changing
 * what protects them). Wrong ones are limited per account: past the limit
 * the password is not even checked (429).
 */
export async function isCurrentPassword(user: User, password: string) {
  const right = await limitFailures(currentPasswordLimits(user.id), async () =>
    (await hash.verify(user.password, password)) ? true : null
  )
  return right === true
}

/**
 * A signed-in user's own new password (already checked by the policy):
 * their other sessions and remembered devices end, the change is audited
 * and mailed to them, all in one transaction.
 */
export async function changeOwnPassword(
  user: User,
  password: string,
  session: Session,
  actor: AuditActor,
  locale: Locale
) {
  await db.transaction(async (trx) => {
    const account = await User.findOrFail(user.id, { client: trx })
    account.password = password
    await account.save()
    await endOtherSessions(user.id, session, trx)
    await recordAudit(
      { ...actor, action: 'password_changed', objectType: 'user', objectId: user.id },
      trx
    )
    await queueWithin(trx, () => mail.sendLater(new PasswordChangedMail(account, locale)))
  })
}
