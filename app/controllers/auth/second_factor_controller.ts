import type { HttpContext } from '@adonisjs/core/http'
import User from '#models/user'
import { passkeySignInValidator, secondFactorCodeValidator } from '#validators/second_factor'
import { limitFailures, secondFactorLimits } from '#start/limiter'
import { notify } from '#http/notify'
import { redirectBack } from '#http/redirect_back'
import { logAccess } from '#services/auth/access_log'
import { recordAudit } from '#services/audit/audit_trail'
import { auditActor } from '#http/audit_actor'
import { proveSecondFactor } from '#services/auth/second_factor'
import { clearPendingSignIn, pendingSignIn } from '#services/auth/pending_sign_in'
import { completeSignIn } from '#http/complete_sign_in'
import { relyingParty } from '#http/relying_party'
import { authenticationOptions, hasPasskey, verifyPasskey } from '#services/auth/passkeys'
import type { AuthenticationResponseJSON } from '@simplewebauthn/server'

/** The sign-in's second step: a code from the authenticator app, or a recovery code. */
export default class SecondFactorController {
  async create(ctx: HttpContext) {
    const pending = pendingSignIn(ctx.session)
    if (!pending) return this.#startAgain(ctx)
    return ctx.inertia.render('auth/second_factor', { passkeys: await hasPasskey(pending.userId) })
  }

  /**
   * Wrong codes count per account and per address (right ones do not);
   * past either limit the code is not even checked (429).
   */
  async store(ctx: HttpContext) {
    const { session, request } = ctx
    const pending = pendingSignIn(session)
    const user = pending ? await User.find(pending.userId) : null
    if (!pending || !user || user.isBanned) return this.#startAgain(ctx)
    const { code } = await request.validateUsing(secondFactorCodeValidator)

    const method = await limitFailures(secondFactorLimits(user.id, request.ip()), () =>
      proveSecondFactor(user.id, code)
    )
    if (!method) {
      logAccess(ctx, 'login_failed', { userId: user.id, reason: 'wrong second factor' })
      await recordAudit({
        ...auditActor(ctx, { id: user.id, email: user.email }),
        action: 'second_factor_failed',
        objectType: 'user',
        objectId: user.id,
      })
      notify(ctx, 'error', 'sign_in.challenge.wrong_code')
      return redirectBack(ctx)
    }
    clearPendingSignIn(session)
    if (method === 'recovery_code') {
      await recordAudit({
        ...auditActor(ctx, { id: user.id, email: user.email }),
        action: 'recovery_code_used',
        objectType: 'user',
        objectId: user.id,
      })
    }
    return completeSignIn(ctx, user, { remember: pending.remember, method: `password+${method}` })
  }

  /** Options to sign in with one of the pending user's passkeys. */
  async passkeyOptions(ctx: HttpContext) {
    const pending = pendingSignIn(ctx.session)
    if (!pending)
      return ctx.response.unauthorized({ message: ctx.i18n.t('sign_in.challenge.expired') })
    return authenticationOptions(pending.userId, relyingParty(ctx), ctx.session)
  }

  /** A passkey's signed answer: limited as codes are; a right one completes the sign-in. */
  async passkey(ctx: HttpContext) {
    const { session, request } = ctx
    const pending = pendingSignIn(session)
    const user = pending ? await User.find(pending.userId) : null
    if (!pending || !user || user.isBanned) {
      return ctx.response.unauthorized({ message: ctx.i18n.t('sign_in.challenge.expired') })
    }
    const { credential } = await request.validateUsing(passkeySignInValidator)
    const proved = await limitFailures(secondFactorLimits(user.id, request.ip()), async () =>
      (await verifyPasskey(
        user.id,
        credential as unknown as AuthenticationResponseJSON,
        relyingParty(ctx),
        session
      ))
        ? true
        : null
    )
    if (!proved) {
      await recordAudit({
        ...auditActor(ctx, { id: user.id, email: user.email }),
        action: 'second_factor_failed',
        objectType: 'user',
        objectId: user.id,
        details: { factor: 'passkey' },
      })
      return ctx.response.unprocessableEntity({ message: ctx.i18n.t('sign_in.passkeys.refused') })
    }
    clearPendingSignIn(session)
    await completeSignIn(ctx, user, { remember: pending.remember, method: 'password+passkey' })
    /** A JSON call: the page itself goes where the sign-in's redirect points. */
    const location = String(ctx.response.getHeader('location') ?? '/merchant')
    ctx.response.removeHeader('location')
    ctx.response.removeHeader('content-type')
    ctx.response.status(200)
    return ctx.response.json({ location })
  }

  #startAgain(ctx: HttpContext) {
    clearPendingSignIn(ctx.session)
    notify(ctx, 'error', 'sign_in.challenge.expired')
    return ctx.response.redirect().toRoute('session.create')
  }
}
