import type { HttpContext } from '@adonisjs/core/http'
import type User from '#models/user'
import { openStaffSession } from '#services/auth/staff_sessions'
import { markFactorProvedByProvider } from '#services/auth/pending_sign_in'
import { logAccess } from '#services/auth/access_log'
import { hasSecondFactor } from '#services/auth/second_factor'
import { recordAudit } from '#services/audit/audit_trail'
import { auditActor } from '#http/audit_actor'
import { redirectToIntended } from '#http/intended_url'

/**
 * The staff session starts here only, once every step the user owes is
 * done (the password, and the second factor when they have one), and the
 * sign-in is written to the audit trail with how it was proved.
 */
export async function completeSignIn(
  ctx: HttpContext,
  user: User,
  options: { remember: boolean; method: string; factorProvedByProvider?: boolean }
) {
  /** A user with a second factor proves it at every sign-in: their browser is not remembered. */
  const remember = options.remember && !(await hasSecondFactor(user.id))
  await ctx.auth.use('web').login(user, remember)
  await openStaffSession(ctx, user, { remember })
  if (options.factorProvedByProvider) markFactorProvedByProvider(ctx.session, user.id)
  logAccess(ctx, 'login_succeeded', { userId: user.id })
  await recordAudit({
    ...auditActor(ctx, { id: user.id, email: user.email }),
    action: 'sign_in',
    objectType: 'user',
    objectId: user.id,
    details: { method: options.method },
  })
  /** A page or file asked for without a session (a mailed export link) comes first, once. */
  return redirectToIntended(ctx)
}
