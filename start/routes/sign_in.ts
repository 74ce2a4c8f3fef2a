import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'
import { middleware } from '#start/kernel'
import { DATABASE_ID } from '#start/route_params'

/** The sign-in's second step: after the password, before any staff session. */
router
  .group(() => {
    router
      .get('login/second-factor', [controllers.auth.SecondFactor, 'create'])
      .as('second_factor.create')
    router
      .post('login/second-factor', [controllers.auth.SecondFactor, 'store'])
      .as('second_factor.store')
    router.get('login/sso', [controllers.auth.Sso, 'redirect']).as('sso.redirect')
    router.get('login/sso/callback', [controllers.auth.Sso, 'callback']).as('sso.callback')
    router
      .post('login/passkey/options', [controllers.auth.SecondFactor, 'passkeyOptions'])
      .as('second_factor.passkey_options')
    router
      .post('login/passkey', [controllers.auth.SecondFactor, 'passkey'])
      .as('second_factor.passkey')
  })
  .prefix('/merchant')
  .use(middleware.guest())

/** Enrolling an authenticator: reachable by someone the rule leads here before anything else. */
router
  .group(() => {
    router
      .get('account/authenticator', [controllers.auth.TotpEnrolment, 'create'])
      .as('account_totp.create')
    router
      .post('account/authenticator', [controllers.auth.TotpEnrolment, 'store'])
      .as('account_totp.store')
    router
      .post('account/passkeys/options', [controllers.auth.Passkeys, 'options'])
      .as('account_passkeys.options')
    router
      .post('account/passkeys', [controllers.auth.Passkeys, 'store'])
      .as('account_passkeys.store')
  })
  .prefix('/merchant')
  .use(middleware.auth({ beforeEnrolment: true }))

/** My account: every staff user, for their own account only. */
router
  .group(() => {
    router.get('account', [controllers.auth.Account, 'show']).as('account.show')
    router
      .put('account/password', [controllers.auth.Account, 'updatePassword'])
      .as('account.update_password')
    router
      .post('account/recovery-codes', [controllers.auth.Account, 'renewRecoveryCodes'])
      .as('account.renew_recovery_codes')
    router
      .post('account/second-factor/remove', [controllers.auth.Account, 'removeSecondFactor'])
      .as('account.remove_second_factor')
    router
      .post('account/sign-out-everywhere', [controllers.auth.Account, 'signOutEverywhere'])
      .as('account.sign_out_everywhere')
    router
      .post('account/sign-out-elsewhere', [controllers.auth.Account, 'signOutElsewhere'])
      .as('account.sign_out_elsewhere')
    router
      .delete('account/sessions/:id', [controllers.auth.Account, 'endSession'])
      .as('account.end_session')
    router
      .delete('account/remembered-browsers/:id', [controllers.auth.Account, 'forgetDevice'])
      .as('account.forget_device')
    router
      .delete('account/passkeys/:id', [controllers.auth.Passkeys, 'destroy'])
      .as('account_passkeys.destroy')
  })
  .prefix('/merchant')
  .where('id', DATABASE_ID)
  .use(middleware.auth())

/** Administrators: factor resets, others' sessions, the sign-in settings and the audit trail. */
router
  .group(() => {
    router
      .post('user/:id/second-factor/reset', [controllers.auth.Users, 'resetSecondFactor'])
      .as('users.reset_second_factor')
    router
      .post('user/:id/sessions/end-all', [controllers.auth.UserSessions, 'endAll'])
      .as('user_sessions.end_all')
    router
      .delete('user/:id/sessions/:session', [controllers.auth.UserSessions, 'end'])
      .as('user_sessions.end')
    router
      .delete('user/:id/remembered-browsers/:device', [controllers.auth.UserSessions, 'forget'])
      .as('user_sessions.forget')
    router
      .get('sign-in-settings', [controllers.auth.SignInSettings, 'edit'])
      .as('sign_in_settings.edit')
    router
      .put('sign-in-settings', [controllers.auth.SignInSettings, 'update'])
      .as('sign_in_settings.update')
    router.get('audit', [controllers.auth.Audit, 'index']).as('audit.index')
    router.get('audit/export', [controllers.auth.Audit, 'export']).as('audit.export')
  })
  .prefix('/merchant')
  .where('id', DATABASE_ID)
  .where('session', DATABASE_ID)
  .where('device', DATABASE_ID)
  .use([middleware.auth(), middleware.can({ capability: 'admin' })])
