import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { signInSettingsValidator } from '#validators/second_factor'
import { saveSignInSettings, signInSettings } from '#services/auth/sign_in_settings'
import { recordAudit } from '#services/audit/audit_trail'
import { auditActor } from '#http/audit_actor'
import { notify } from '#http/notify'
import { ssoConfigured } from '#services/auth/single_sign_on'

/** Configuration → Sign-in: who must have a second factor, how long the audit trail is kept. */
export default class SignInSettingsController {
  async edit({ inertia }: HttpContext) {
    return inertia.render('auth/sign_in_settings', {
      settings: await signInSettings(),
      sso: ssoConfigured(),
    })
  }

  async update(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(signInSettingsValidator)
    const settings = { ...input, ssoAllowedDomains: input.ssoAllowedDomains ?? [] }
    const before = await signInSettings()
    await db.transaction(async (trx) => {
      await saveSignInSettings(settings, trx)
      await recordAudit(
        {
          ...auditActor(ctx),
          action: 'configuration_changed',
          objectType: 'sign_in_settings',
          details: { from: before, to: settings },
        },
        trx
      )
    })
    notify(ctx, 'success', 'messages.updated')
    return ctx.response.redirect().toRoute('sign_in_settings.edit')
  }
}
