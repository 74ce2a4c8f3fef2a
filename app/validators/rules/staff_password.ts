import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { judgePassword, personalWords } from '#services/auth/password_policy'

/**
 * The words of the account a password must not be built on: the form's own
 * name and email (users page, admin:create) and, where the form has none
 * (password change, reset), the account's, passed as `meta.personal`.
 */
function personalOf(field: FieldContext) {
  const parent = (field.parent ?? {}) as Record<string, unknown>
  const given = (field.meta as { personal?: string[] } | undefined)?.personal ?? []
  return personalWords(
    ...given,
    ...[parent.name, parent.lastName, parent.email].map((value) =>
      typeof value === 'string' ? value : null
    )
  )
}

const staffPasswordRule = vine.createRule((value: unknown, _options: undefined, field) => {
  if (typeof value !== 'string') return
  const verdict = judgePassword(value, personalOf(field))
  if (!verdict.ok) field.report('The password is too weak', `password.${verdict.reason}`, field)
})

/** A new staff password: the password policy, with its reason as the translated message. */
export const staffPassword = () => vine.string().use(staffPasswordRule())
