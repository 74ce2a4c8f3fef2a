import type { HttpContext } from '@adonisjs/core/http'
import type { RegistrationResponseJSON } from '@simplewebauthn/server'
import { confirmPasswordValidator, passkeyRegistrationValidator } from '#validators/second_factor'
import { registrationOptions, removePasskey, savePasskey } from '#services/auth/passkeys'
import { auditActor } from '#http/audit_actor'
import { relyingParty } from '#http/relying_party'
import { notify } from '#http/notify'
import { redirectBack } from '#http/redirect_back'
import { currentPasswordConfirmed } from '#http/current_password'
import { RECOVERY_CODES_FLASH } from '#controllers/auth/account_controller'

/**
 * My account → passkeys and security keys: several, named, removable. The
 * browser asks for options, creates the credential, and sends it back
 * (JSON); reachable before enrolment, as the authenticator app is.
 */
export default class PasskeysController {
  async options(ctx: HttpContext) {
    return registrationOptions(ctx.auth.user!, relyingParty(ctx), ctx.session)
  }

  async store(ctx: HttpContext) {
    const { name, credential } = await ctx.request.validateUsing(passkeyRegistrationValidator)
    const saved = await savePasskey(
      ctx.auth.user!,
      name,
      credential as unknown as RegistrationResponseJSON,
      relyingParty(ctx),
      ctx.session,
      auditActor(ctx)
    )
    if (!saved) {
      return ctx.response.unprocessableEntity({ message: ctx.i18n.t('sign_in.passkeys.refused') })
    }
    if (saved.recoveryCodes.length) ctx.session.flash(RECOVERY_CODES_FLASH, saved.recoveryCodes)
    notify(ctx, 'success', 'sign_in.passkeys.added', { name })
    return { saved: true }
  }

  /** Asks for the password, as removing the authenticator does. */
  async destroy(ctx: HttpContext) {
    const { currentPassword } = await ctx.request.validateUsing(confirmPasswordValidator)
    if (!(await currentPasswordConfirmed(ctx, currentPassword))) return redirectBack(ctx)
    const removed = await removePasskey(
      ctx.auth.user!.id,
      Number(ctx.params.id),
      ctx.session,
      auditActor(ctx)
    )
    if (!removed)
      return ctx.response.notFound({ message: ctx.i18n.t('sign_in.passkeys.not_found') })
    notify(ctx, 'success', 'sign_in.passkeys.removed')
    return ctx.response.redirect().toRoute('account.show')
  }
}
