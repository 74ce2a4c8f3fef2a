import vine from '@vinejs/vine'
import { staffPassword } from '#validators/rules/staff_password'
import { PASSWORD_MAX_LENGTH } from '#services/auth/password_policy'

const email = () => vine.string().trim().email().maxLength(254)

export const loginValidator = vine.create({
  email: email(),
  password: vine.string().maxLength(PASSWORD_MAX_LENGTH),
  remember: vine.boolean().optional(),
})

export const forgotPasswordValidator = vine.create({
  email: email(),
})

/** `meta.personal`: the account's name and email, which the new password must not be built on. */
export const resetPasswordValidator = vine.withMetaData<{ personal: string[] }>().create({
  password: staffPassword().confirmed({ confirmationField: 'passwordConfirmation' }),
})

/** A signed-in user's own password change: the current one proves it is them. */
export const changePasswordValidator = vine.withMetaData<{ personal: string[] }>().create({
  currentPassword: vine.string().maxLength(PASSWORD_MAX_LENGTH),
  password: staffPassword().confirmed({ confirmationField: 'passwordConfirmation' }),
})
