import type { HttpContext } from '@adonisjs/core/http'
import { isCurrentPassword } from '#services/auth/own_password'
import { notify } from '#http/notify'

/**
 * The current password typed again before a change to what protects the
 * account (a factor, the recovery codes): a borrowed open session cannot
 * make it. False (and the user told) when it is wrong. The controller
 * validates it (`confirmPasswordValidator`), so its form is typed.
 */
export async function currentPasswordConfirmed(ctx: HttpContext, currentPassword: string) {
  if (await isCurrentPassword(ctx.auth.user!, currentPassword)) return true
  notify(ctx, 'error', 'sign_in.account.wrong_current_password')
  return false
}
