import type { HttpContext } from '@adonisjs/core/http'
import { errors as authErrors } from '@adonisjs/auth'
import User from '#models/user'
import { loginValidator } from '#validators/auth'
import { loginLimiter } from '#start/limiter'
import { notify } from '#http/notify'
import { closeStaffSession, endEverySession } from '#services/auth/staff_sessions'
import { redirectBack } from '#http/redirect_back'
import { logAccess } from '#services/auth/access_log'
import { recordAudit } from '#services/audit/audit_trail'
import { auditActor } from '#http/audit_actor'
import { hasSecondFactor } from '#services/auth/second_factor'
import { holdPendingSignIn } from '#services/auth/pending_sign_in'
import { signInPageNotes } from '#services/auth/sign_in_notes'
import { completeSignIn } from '#http/complete_sign_in'

export default class SessionController {
  async create({ inertia }: HttpContext) {
    return inertia.render('auth/login', { notes: await signInPageNotes() })
  }

  /**
   * Wrong credentials count against the email and the IP; past the limit
   * the attempt is refused (429) before the password is even checked. A user
   * with a second factor is asked for it before any staff session exists.
   */
  async store(ctx: HttpContext) {
    const { request, session, response } = ctx
    const { email, password, remember } = await request.validateUsing(loginValidator)

    const [throttled, user] = await loginLimiter(email.toLowerCase(), request.ip())
      .penalize(() => User.verifyCredentials(email, password))
      .catch((error) => {
        if (error instanceof authErrors.E_INVALID_CREDENTIALS) return [null, null] as const
        throw error
      })
    if (throttled) {
      logAccess(ctx, 'login_throttled', { email })
      throw throttled
    }

    if (!user) {
      logAccess(ctx, 'login_failed', { email, reason: 'invalid credentials' })
      await recordAudit({
        ...auditActor(ctx, { email: email.toLowerCase() }),
        action: 'sign_in_failed',
        details: { reason: 'invalid_credentials' },
      })
      session.flashExcept(['password'])
      notify(ctx, 'error', 'auth.invalid_credentials')
      return redirectBack(ctx)
    }
    if (user.isBanned) {
      logAccess(ctx, 'login_refused_banned', { userId: user.id })
      await recordAudit({
        ...auditActor(ctx, { id: user.id, email: user.email }),
        action: 'sign_in_failed',
        objectType: 'user',
        objectId: user.id,
        details: { reason: 'banned' },
      })
      session.flashExcept(['password'])
      notify(ctx, 'error', 'auth.banned')
      return redirectBack(ctx)
    }

    if (await hasSecondFactor(user.id)) {
      holdPendingSignIn(session, user.id, !!remember)
      return response.redirect().toRoute('second_factor.create')
    }
    return completeSignIn(ctx, user, { remember: !!remember, method: 'password' })
  }

  /** Ends this session and every copy of it; the user's other sessions go on (decision 0270). */
  async destroy(ctx: HttpContext) {
    const { auth, response } = ctx
    const user = auth.user
    await auth.use('web').logout()
    await closeStaffSession(ctx.session)
    /** Nothing of the signed-out session stays for the next person at this browser, nor its id. */
    ctx.session.clear()
    ctx.session.regenerate()
    /** A logout ends every session of the user, as a ban does: no other copy outlives it. */
    if (user) await endEverySession(user.id)
    logAccess(ctx, 'logout', { userId: user?.id ?? null })
    return response.redirect().toRoute('session.create')
  }
}
