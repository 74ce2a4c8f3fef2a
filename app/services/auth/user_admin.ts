import hash from '@adonisjs/core/services/hash'
import type { Infer } from '@vinejs/vine/types'
import mail from '@adonisjs/mail/services/main'
import User from '#models/user'
import PasswordChangedMail from '#mails/password_changed_mail'
import { endEverySession } from '#services/auth/staff_sessions'
import type { Locale } from '#config/i18n'
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

export async function createStaffUser(input: Infer<typeof createUserValidator>) {
  return User.create({ ...columnsFrom(input), ...(await deskPinFrom(input)) })
}

/** A new password or a ban ends every session of the user; a new password is mailed about. */
export async function updateStaffUser(
  user: User,
  input: Infer<typeof updateUserValidator>,
  locale: Locale
) {
  const banned = !user.isBanned && !!input.isBanned
  user.merge({ ...columnsFrom(input), ...(await deskPinFrom(input)) })
  await user.save()
  if (input.password || banned) await endEverySession(user.id)
  if (input.password) await mail.sendLater(new PasswordChangedMail(user, locale))
  return user
}
