import type { HttpContext } from '@adonisjs/core/http'
import { errors as authErrors } from '@adonisjs/auth'
import User from '#models/user'
import { loginValidator } from '#validators/auth'
import { loginLimiter } from '#start/limiter'
import { notify } from '#http/notify'
import { endEverySession, openStaffSession } from '#services/auth/staff_sessions'
import { redirectBack } from '#http/redirect_back'
import { redirectToIntended } from '#http/intended_url'
import { logAccess } from '#services/auth/access_log'

export default class SessionController {
  async create({ inertia }: HttpContext) {
    return inertia.render('auth/login', {})
  }

  /**
   * Wrong credentials count against the email and the IP; past the limit
   * the attempt is refused (429) before the password is even checked.
   */
  async store(ctx: HttpContext) {
    const { request, session, auth } = ctx
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
      session.flashExcept(['password'])
      notify(ctx, 'error', 'auth.invalid_credentials')
      return redirectBack(ctx)
    }
    if (user.isBanned) {
      logAccess(ctx, 'login_refused_banned', { userId: user.id })
      session.flashExcept(['password'])
      notify(ctx, 'error', 'auth.banned')
      return redirectBack(ctx)
    }

    await auth.use('web').login(user, !!remember)
    openStaffSession(session, user)
    logAccess(ctx, 'login_succeeded', { userId: user.id })
    /** A page or file asked for without a session (a mailed export link) comes first, once. */
    return redirectToIntended(ctx)
  }

  /** Ends this session and every copy of it (and the user's other sessions). */
  async destroy(ctx: HttpContext) {
    const { auth, response } = ctx
    const user = auth.user
    await auth.use('web').logout()
    if (user) await endEverySession(user.id)
    logAccess(ctx, 'logout', { userId: user?.id ?? null })
    return response.redirect().toRoute('session.create')
  }
}
