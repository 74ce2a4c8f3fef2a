import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { ssoConfigured, ssoFinish, ssoStart } from '#services/auth/single_sign_on'
import { hasSecondFactor } from '#services/auth/second_factor'
import { holdPendingSignIn } from '#services/auth/pending_sign_in'
import { recordAudit } from '#services/audit/audit_trail'
import { logAccess } from '#services/auth/access_log'
import { auditActor } from '#http/audit_actor'
import { completeSignIn } from '#http/complete_sign_in'
import { notify } from '#http/notify'

/**
 * Signing in through the organiser's OpenID Connect provider. A provider
 * that says the person proved a second factor there (`amr`) satisfies the
 * rule; otherwise a user with a factor of ours is asked for it.
 */
export default class SsoController {
  async redirect(ctx: HttpContext) {
    const url = ssoConfigured()
      ? await ssoStart(ctx.session, this.#callbackUrl(ctx)).catch(() => null)
      : null
    if (!url) {
      notify(ctx, 'error', 'sign_in.sso.unavailable')
      return ctx.response.redirect().toRoute('session.create')
    }
    return ctx.response.redirect(url.href)
  }

  /** Without single sign-on set up, nobody signs in here: the login page says so. */
  async callback(ctx: HttpContext) {
    if (!ssoConfigured()) {
      notify(ctx, 'error', 'sign_in.sso.unavailable')
      return ctx.response.redirect().toRoute('session.create')
    }
    const outcome = await ssoFinish(ctx.session, new URL(ctx.request.completeUrl(true)))
    if (!outcome.ok) {
      logAccess(ctx, 'login_failed', { reason: `sso ${outcome.reason}` })
      await recordAudit({
        ...auditActor(ctx, { email: outcome.email ?? undefined }),
        action: 'sign_in_failed',
        details: { reason: `sso_${outcome.reason}` },
      })
      notify(ctx, 'error', `sign_in.sso.${outcome.reason}`)
      return ctx.response.redirect().toRoute('session.create')
    }
    const { user, mfa } = outcome
    if (!mfa && (await hasSecondFactor(user.id))) {
      holdPendingSignIn(ctx.session, user.id, false)
      return ctx.response.redirect().toRoute('second_factor.create')
    }
    return completeSignIn(ctx, user, {
      remember: false,
      method: mfa ? 'sso+mfa' : 'sso',
      factorProvedByProvider: mfa,
    })
  }

  #callbackUrl(ctx: HttpContext) {
    return `${ctx.request.protocol()}://${ctx.request.host()}${urlFor('sso.callback')}`
  }
}
