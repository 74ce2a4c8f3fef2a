import hash from '@adonisjs/core/services/hash'
import type { Infer } from '@vinejs/vine/types'
import mail from '@adonisjs/mail/services/main'
import User from '#models/user'
import PasswordChangedMail from '#mails/password_changed_mail'
import { endEverySession } from '#services/auth/staff_sessions'
import type { Locale } from '#config/i18n'
import db from '@adonisjs/lucid/services/db'
import { recordAudit, type AuditActor } from '#services/audit/audit_trail'
import { queueWithin } from '#services/infrastructure/mail_transaction'
import type { createUserValidator, updateUserValidator } from '#validators/user'

type UserInput = Infer<typeof createUserValidator> | Infer<typeof updateUserValidator>

/** The hash stored for a new desk PIN. */
function hashDeskPin(pin: string) {
  return hash.make(pin)
}

/**
 * Unchecked boxes are not sent by browsers: every capability missing from the
 * form is false, so an edit can take a capability away.
 */
function columnsFrom(input: UserInput) {
  return {
    name: input.name,
    lastName: input.lastName ?? '',
    email: input.email,
    canCreate: !!input.canCreate,
    canEdit: !!input.canEdit,
    canPrint: !!input.canPrint,
    canRfid: !!input.canRfid,
    canToppanel: !!input.canToppanel,
    isAdmin: !!input.isAdmin,
    isBanned: !!input.isBanned,
    restaurantId: input.restaurantId ?? null,
    formTypes: JSON.stringify(input.formTypes ?? []),
    ...(input.password ? { password: input.password } : {}),
  }
}

/** A new desk PIN is stored hashed; clearing it signs the person out of desks from then on. */
async function deskPinFrom(input: UserInput): Promise<{ deskPinHash?: string | null }> {
  if (input.deskPin) return { deskPinHash: await hashDeskPin(input.deskPin) }
  return input.clearDeskPin ? { deskPinHash: null } : {}
}

/** The columns an audit row shows changed (never the password or PIN themselves). */
const AUDITED = [
  'name',
  'lastName',
  'email',
  'canCreate',
  'canEdit',
  'canPrint',
  'canRfid',
  'canToppanel',
  'isAdmin',
  'isBanned',
  'restaurantId',
  'formTypes',
] as const

function audited(user: User) {
  return Object.fromEntries(AUDITED.map((column) => [column, user[column]]))
}

export async function createStaffUser(input: Infer<typeof createUserValidator>, actor: AuditActor) {
  return db.transaction(async (trx) => {
    const user = await User.create(
      { ...columnsFrom(input), ...(await deskPinFrom(input)) },
      { client: trx }
    )
    await recordAudit(
      {
        ...actor,
        action: 'user_created',
        objectType: 'user',
        objectId: user.id,
        details: audited(user),
      },
      trx
    )
    return user
  })
}

/** A new password or a ban ends every session of the user; a new password is mailed about. */
export async function updateStaffUser(
  user: User,
  input: Infer<typeof updateUserValidator>,
  locale: Locale,
  actor: AuditActor
) {
  const banned = !user.isBanned && !!input.isBanned
  const before = audited(user)
  const pin = await deskPinFrom(input)
  await db.transaction(async (trx) => {
    user.useTransaction(trx)
    user.merge({ ...columnsFrom(input), ...pin })
    await user.save()
    const after = audited(user)
    const changed = Object.fromEntries(
      AUDITED.filter((column) => before[column] !== after[column]).map((column) => [
        column,
        { from: before[column], to: after[column] },
      ])
    )
    if (Object.keys(changed).length || pin.deskPinHash !== undefined) {
      const details = {
        ...changed,
        ...(pin.deskPinHash !== undefined ? { deskPin: 'changed' } : {}),
      }
      await recordAudit(
        { ...actor, action: 'user_updated', objectType: 'user', objectId: user.id, details },
        trx
      )
    }
    if (input.password) {
      await recordAudit(
        {
          ...actor,
          action: 'password_changed',
          objectType: 'user',
          objectId: user.id,
          details: { by: 'administrator' },
        },
        trx
      )
    }
    if (input.password || banned) await endEverySession(user.id, trx)
    if (input.password) {
      await queueWithin(trx, () => mail.sendLater(new PasswordChangedMail(user, locale)))
    }
  })
  return user
}
