import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import db from '@adonisjs/lucid/services/db'
import { createUser, TEST_PASSWORD } from '#tests/helpers/users'
import { auditRows, enrolTotp, totpCode } from '#tests/helpers/second_factor'
import { confirmTotp } from '#services/auth/totp_factor'
import { issueRecoveryCodes } from '#services/auth/recovery_codes'
import { saveSignInSettings, type SecondFactorRule } from '#services/auth/sign_in_settings'
import { openTournaments } from '#tests/helpers/forms'
import { steward, zoneWithDoor } from '#tests/helpers/doors'
import { createRestaurant } from '#tests/helpers/restaurants'
import { position } from '#tests/helpers/rosters'

function passwordStep(client: any, user: { email: string }, password = TEST_PASSWORD) {
  return client
    .post('/merchant/login')
    .withCsrfToken()
    .form({ email: user.email, password })
    .redirects(0)
}

function codeStep(client: any, session: Record<string, unknown>, code: string) {
  return client
    .post('/merchant/login/second-factor')
    .withSession(session)
    .withCsrfToken()
    .header('referer', '/merchant/login/second-factor')
    .form({ code })
    .redirects(0)
}

const rule = (secondFactorRule: SecondFactorRule) =>
  saveSignInSettings({ secondFactorRule, auditRetentionDays: 400, ssoAllowedDomains: [] })

test.group('Second factor · authenticator app and recovery codes', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('enrolment shows a QR code and a key; the first code turns it on and gives ten recovery codes once', async ({
    client,
    assert,
  }) => {
    const user = await createUser({ canEdit: true })
    const page = await client.get('/merchant/account/authenticator').loginAs(user).withInertia()
    page.assertInertiaComponent('auth/totp_enrolment')
    const { secret, qrSvg, uri } = page.body().props
    assert.match(qrSvg, /^<svg/)
    assert.match(uri, /^otpauth:\/\/totp\//)
    assert.include(decodeURIComponent(uri), user.email)

    const wrong = await client
      .post('/merchant/account/authenticator')
      .loginAs(user)
      .withSession(page.session())
      .withCsrfToken()
      .header('referer', '/merchant/account/authenticator')
      .form({ code: totpCode(secret) === '000000' ? '111111' : '000000' })
      .redirects(0)
    assert.equal(wrong.header('location'), '/merchant/account/authenticator')
    const errors = wrong.flashMessages().inputErrorsBag as Record<string, string[]>
    assert.match(errors.code[0], /no coincide/)
    assert.isNull(await db.from('staff_totp_factors').where('user_id', user.id).first())

    const right = await client
      .post('/merchant/account/authenticator')
      .loginAs(user)
      .withSession(wrong.session())
      .withCsrfToken()
      .form({ code: totpCode(secret) })
      .redirects(0)
    assert.equal(right.header('location'), '/merchant/account')
    const codes = right.flashMessages().recovery_codes as string[]
    assert.lengthOf(codes, 10)
    assert.lengthOf(new Set(codes), 10)
    for (const code of codes) assert.match(code, /^[a-z2-9]{5}-[a-z2-9]{5}$/)
    const stored = await db.from('staff_recovery_codes').where('user_id', user.id)
    assert.notInclude(JSON.stringify(stored), codes[0], 'only hashes are stored')

    /** Shown once: the account page shows them with the flash, and never again. */
    const shown = await client
      .get('/merchant/account')
      .loginAs(user)
      .withFlashMessages(right.flashMessages())
      .withInertia()
    assert.deepEqual(shown.body().props.recoveryCodes, codes)
    const later = await client.get('/merchant/account').loginAs(user).withInertia()
    assert.isNull(later.body().props.recoveryCodes)
    assert.deepInclude(later.body().props.secondFactor, { totp: true, recoveryCodesLeft: 10 })

    const [row] = await auditRows('second_factor_enrolled')
    assert.equal(row.actor_id, user.id)
    assert.equal(row.object_id, user.id)
  })

  test('an enrolment secret belongs to the session it was shown to, for ten minutes', async ({
    client,
    assert,
  }) => {
    const user = await createUser({ canEdit: true })
    const other = await createUser({ email: 'otro@example.com' })
    const enrolment = (session?: Record<string, any>) => {
      const request = client.get('/merchant/account/authenticator').loginAs(user)
      return (session ? request.withSession(session) : request).withInertia()
    }
    const confirm = (session: Record<string, any>, code: string) =>
      client
        .post('/merchant/account/authenticator')
        .loginAs(user)
        .withSession(session)
        .withCsrfToken()
        .header('referer', '/merchant/account/authenticator')
        .form({ code })
        .redirects(0)

    const mine = await enrolment()
    const { secret } = mine.body().props
    const shownAgain = await enrolment(mine.session())
    assert.equal(shownAgain.body().props.secret, secret, 'shown again here')
    const elsewhere = await enrolment()
    assert.notEqual(elsewhere.body().props.secret, secret, 'another session gets its own')

    /** A code from the secret another session was shown does not turn it on here. */
    const stolen = await confirm(elsewhere.session(), totpCode(secret))
    assert.equal(stolen.header('location'), '/merchant/account/authenticator')
    assert.isNull(await db.from('staff_totp_factors').where('user_id', user.id).first())

    /** Past ten minutes the secret is not shown again, nor confirmed. */
    const stale = { ...mine.session() } as Record<string, any>
    stale.totp_enrolment = { ...stale.totp_enrolment, at: Date.now() - 11 * 60 * 1000 }
    const late = await confirm(stale, totpCode(secret))
    assert.equal(late.header('location'), '/merchant/account/authenticator')
    const renewed = await enrolment(stale)
    assert.notEqual(renewed.body().props.secret, secret)

    const right = await confirm(mine.session(), totpCode(secret))
    assert.equal(right.header('location'), '/merchant/account')
    const [row] = await db.from('staff_totp_factors').where('user_id', user.id)
    assert.isNotNull(row.confirmed_at)

    /** Submitted twice at once: the first confirms; the second confirms nothing and fails no query. */
    const [first, second] = await Promise.all([
      confirmTotp(other.id, secret, totpCode(secret), db.connection()),
      confirmTotp(other.id, secret, totpCode(secret), db.connection()),
    ])
    assert.sameMembers([first, second], [true, false])
    assert.lengthOf(await db.from('staff_totp_factors').where('user_id', other.id), 1)
  })

  test('the password alone opens no session: a code computed from the secret does', async ({
    client,
    assert,
  }) => {
    const user = await createUser({ isAdmin: true })
    const { secret } = await enrolTotp(user)

    const first = await passwordStep(client, user)
    assert.equal(first.header('location'), '/merchant/login/second-factor')
    const notYet = await client.get('/merchant').withSession(first.session()).redirects(0)
    assert.equal(notYet.header('location'), '/merchant/login')

    const page = await client
      .get('/merchant/login/second-factor')
      .withSession(first.session())
      .withInertia()
    page.assertInertiaComponent('auth/second_factor')

    const second = await codeStep(client, first.session(), totpCode(secret))
    assert.equal(second.header('location'), '/merchant')
    const home = await client.get('/merchant').withSession(second.session()).withInertia()
    home.assertInertiaComponent('forms/dashboard')

    const [signIn] = await auditRows('sign_in')
    assert.equal(signIn.actor_id, user.id)
    assert.include(signIn.details, 'password+totp')
  })

  test('a code works once: the same code replayed is refused', async ({ client, assert }) => {
    const user = await createUser({ canEdit: true })
    const { secret } = await enrolTotp(user)
    const code = totpCode(secret)
    const first = await passwordStep(client, user)
    const used = await codeStep(client, first.session(), code)
    assert.equal(used.header('location'), '/merchant')

    const again = await passwordStep(client, user)
    const replayed = await codeStep(client, again.session(), code)
    assert.equal(replayed.header('location'), '/merchant/login/second-factor')
    assert.deepEqual(replayed.flashMessages().notification, {
      type: 'error',
      message: 'El código no es correcto o ya se usó.',
    })
    assert.lengthOf(await auditRows('second_factor_failed'), 1)
  })

  test('a recovery code signs in once', async ({ client, assert }) => {
    const user = await createUser({ canEdit: true })
    const { recoveryCodes } = await enrolTotp(user)
    const typed = recoveryCodes[3].toUpperCase().replace('-', ' ')

    const first = await passwordStep(client, user)
    const used = await codeStep(client, first.session(), typed)
    assert.equal(used.header('location'), '/merchant')
    assert.lengthOf(await auditRows('recovery_code_used'), 1)

    const again = await passwordStep(client, user)
    const reused = await codeStep(client, again.session(), recoveryCodes[3])
    assert.equal(reused.header('location'), '/merchant/login/second-factor')
    const other = await codeStep(client, again.session(), recoveryCodes[4])
    assert.equal(other.header('location'), '/merchant')
  })

  test('the second step without a password step, or too late, starts again at the login', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const { secret } = await enrolTotp(user)
    const alone = await codeStep(client, {}, totpCode(secret))
    assert.equal(alone.header('location'), '/merchant/login')

    const late = await codeStep(
      client,
      { pending_sign_in: { userId: user.id, remember: false, at: Date.now() - 6 * 60 * 1000 } },
      totpCode(secret)
    )
    assert.equal(late.header('location'), '/merchant/login')
    assert.match(late.flashMessages().notification.message, /cinco minutos/)
  })

  test('wrong codes are limited per account, right ones do not count', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const { secret } = await enrolTotp(user)
    const first = await passwordStep(client, user)
    /** A right code between wrong ones clears nothing and is not counted. */
    const wrongCode = (totpCode(secret) === '123456' ? '654321' : '123456') as string
    for (let attempt = 0; attempt < 4; attempt++) {
      const wrong = await codeStep(client, first.session(), wrongCode)
      assert.equal(wrong.status(), 302)
    }
    const right = await codeStep(client, first.session(), totpCode(secret))
    assert.equal(right.header('location'), '/merchant')

    const again = await passwordStep(client, user)
    const wrongAgain = await codeStep(client, again.session(), wrongCode)
    assert.equal(wrongAgain.status(), 302)
    const blocked = await codeStep(client, again.session(), totpCode(secret, 1))
    assert.equal(blocked.status(), 429)
    assert.match(blocked.text(), /Demasiados intentos/)
  })

  test('wrong codes are limited per address, whichever account is tried', async ({
    client,
    assert,
  }) => {
    const wrongCode = '000000'
    for (let account = 0; account < 4; account++) {
      const user = await createUser()
      const { secret } = await enrolTotp(user)
      const step = await passwordStep(client, user)
      for (let attempt = 0; attempt < 5; attempt++) {
        const code = totpCode(secret) === wrongCode ? '111111' : wrongCode
        const refused = await codeStep(client, step.session(), code)
        assert.equal(refused.status(), 302)
      }
    }
    const fresh = await createUser()
    const { secret } = await enrolTotp(fresh)
    const step = await passwordStep(client, fresh)
    const blocked = await codeStep(client, step.session(), totpCode(secret))
    assert.equal(blocked.status(), 429)
  })
})

test.group('Second factor · the rule and enrolment before anything else', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('an administrator without a factor reaches no staff page before enrolling', async ({
    client,
    assert,
  }) => {
    await rule('sensitive')
    const admin = await createUser({ isAdmin: true })
    for (const url of [
      '/merchant',
      '/merchant/user',
      '/merchant/account',
      '/merchant/mform/press',
      '/merchant/audit',
      '/merchant/personal-data',
    ]) {
      const response = await client.get(url).loginAs(admin).redirects(0)
      assert.equal(response.status(), 302, url)
      assert.equal(response.header('location'), '/merchant/account/authenticator', url)
    }
    const post = await client
      .post('/merchant/user')
      .loginAs(admin)
      .withCsrfToken()
      .form({ name: 'X', email: 'x@example.test', password: 'a-very-long-passphrase-2026' })
      .redirects(0)
    assert.equal(post.header('location'), '/merchant/account/authenticator')
    assert.isNull(await db.from('users').where('email', 'x@example.test').first())

    const enrolment = await client
      .get('/merchant/account/authenticator')
      .loginAs(admin)
      .withInertia()
    enrolment.assertInertiaComponent('auth/totp_enrolment')
    assert.isTrue(enrolment.body().props.required)
    /** Signing out is open before the enrolment as well (it ends the enrolling session). */
    const logout = await client.post('/merchant/logout').loginAs(admin).withCsrfToken().redirects(0)
    assert.equal(logout.header('location'), '/merchant/login')
    const again = await client.get('/merchant/account/authenticator').loginAs(admin).withInertia()

    const right = await client
      .post('/merchant/account/authenticator')
      .loginAs(admin)
      .withSession(again.session())
      .withCsrfToken()
      .form({ code: totpCode(again.body().props.secret) })
      .redirects(0)
    const home = await client.get('/merchant').withSession(right.session()).withInertia()
    home.assertInertiaComponent('forms/dashboard')
  })

  test('sensitive: whoever opens requests must enrol, an account that opens none need not', async ({
    client,
    assert,
  }) => {
    await rule('sensitive')
    const reviewer = await createUser({ canEdit: true, formTypes: '["press"]' })
    const cashier = await createUser()
    const reviewerHome = await client.get('/merchant').loginAs(reviewer).redirects(0)
    assert.equal(reviewerHome.header('location'), '/merchant/account/authenticator')
    const cashierHome = await client.get('/merchant').loginAs(cashier).redirects(0)
    assert.equal(cashierHome.status(), 200)

    await rule('everyone')
    const everyone = await client.get('/merchant').loginAs(cashier).redirects(0)
    assert.equal(everyone.header('location'), '/merchant/account/authenticator')

    await rule('off')
    const off = await client.get('/merchant').loginAs(reviewer).redirects(0)
    assert.equal(off.status(), 200)
  })

  test('a live installation asks whoever sees holders’ data or photos: a till, a door steward, a shift lead', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const { zone } = await zoneWithDoor(tennis, 'Prensa')
    const lead = await createUser()
    const restaurant = await createRestaurant()
    await position(tennis, 'Información', ['volunteer'], { leadUserId: lead.id })
    const staff = {
      'a restaurant’s cashier': await createUser({ restaurantId: restaurant.id }),
      'a door steward': await steward([zone]),
      'a shift desk’s lead': lead,
      'a printer': await createUser({ canPrint: true }),
    }
    const { default: env } = await import('#start/env')
    env.set('SECOND_FACTOR_DEFAULT', 'sensitive')
    try {
      for (const [who, user] of Object.entries(staff)) {
        const home = await client.get('/merchant').loginAs(user).redirects(0)
        assert.equal(home.header('location'), '/merchant/account/authenticator', who)
      }
      const nobody = await client
        .get('/merchant')
        .loginAs(await createUser())
        .redirects(0)
      assert.equal(nobody.status(), 200, 'an account that sees nobody’s data need not enrol')
    } finally {
      env.set('SECOND_FACTOR_DEFAULT', 'off')
    }
  })

  test('a live installation (no saved rule) asks administrators; the setting is saved and audited', async ({
    client,
    assert,
  }) => {
    const { signInSettings } = await import('#services/auth/sign_in_settings')
    const { default: env } = await import('#start/env')
    env.set('SECOND_FACTOR_DEFAULT', 'sensitive')
    try {
      const settings = await signInSettings()
      assert.equal(settings.secondFactorRule, 'sensitive')
      const admin = await createUser({ isAdmin: true })
      const home = await client.get('/merchant').loginAs(admin).redirects(0)
      assert.equal(home.header('location'), '/merchant/account/authenticator')
    } finally {
      env.set('SECOND_FACTOR_DEFAULT', 'off')
    }

    const admin = await createUser({ isAdmin: true })
    const saved = await client
      .put('/merchant/sign-in-settings')
      .loginAs(admin)
      .withCsrfToken()
      .form({ secondFactorRule: 'everyone', auditRetentionDays: '730' })
      .redirects(0)
    assert.equal(saved.header('location'), '/merchant/sign-in-settings')
    assert.deepEqual(await signInSettings(), {
      secondFactorRule: 'everyone',
      auditRetentionDays: 730,
      ssoAllowedDomains: [],
    })
    const [row] = await auditRows('configuration_changed')
    assert.equal(row.actor_id, admin.id)
    assert.include(row.details, '"everyone"')

    /** The administrator has no factor: back to a rule that lets them in, for the bad input. */
    await rule('off')
    const bad = await client
      .put('/merchant/sign-in-settings')
      .loginAs(admin)
      .withCsrfToken()
      .header('referer', '/merchant/sign-in-settings')
      .form({ secondFactorRule: 'nobody', auditRetentionDays: '-4' })
      .redirects(0)
    assert.equal(bad.status(), 302)
    assert.properties(bad.flashMessages().inputErrorsBag, [
      'secondFactorRule',
      'auditRetentionDays',
    ])
    const kept = await signInSettings()
    assert.equal(kept.auditRetentionDays, 400)
  })

  test('the login page of a demo database says its accounts need no second factor', async ({
    client,
    assert,
  }) => {
    await createUser({ email: 'admin@demo.test', isAdmin: true })
    await rule('off')
    const demo = await client.get('/merchant/login').withInertia()
    assert.deepEqual(demo.body().props.notes, { demoWithoutSecondFactor: true, sso: null })
    assert.include(
      JSON.stringify(demo.body()),
      'Base de datos de demostración: las cuentas de demostración entran solo con contraseña.'
    )
    await rule('sensitive')
    const live = await client.get('/merchant/login').withInertia()
    assert.deepEqual(live.body().props.notes, { demoWithoutSecondFactor: false, sso: null })
  })
})

test.group('Second factor · losing it, removing it, sessions', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('an administrator resets a user who lost every factor; the reset is logged', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    const user = await createUser({ canEdit: true })
    await enrolTotp(user)
    const opened = await client.get('/merchant').loginAs(user).redirects(0)

    const edit = await client.get(`/merchant/user/${user.id}/edit`).loginAs(admin).withInertia()
    assert.deepInclude(edit.body().props.secondFactor, { totp: true, recoveryCodesLeft: 10 })

    const reset = await client
      .post(`/merchant/user/${user.id}/second-factor/reset`)
      .loginAs(admin)
      .withCsrfToken()
      .redirects(0)
    assert.equal(reset.header('location'), `/merchant/user/${user.id}/edit`)
    assert.isNull(await db.from('staff_totp_factors').where('user_id', user.id).first())
    assert.isNull(await db.from('staff_recovery_codes').where('user_id', user.id).first())
    const [row] = await auditRows('second_factor_reset')
    assert.equal(row.actor_id, admin.id)
    assert.equal(row.object_id, user.id)

    /** The user's open sessions end; the next sign-in takes the password alone (the rule is off). */
    const ended = await client.get('/merchant').withSession(opened.session()).redirects(0)
    assert.equal(ended.header('location'), '/merchant/login')
    const signIn = await passwordStep(client, user)
    assert.equal(signIn.header('location'), '/merchant')

    const unknown = await client
      .post('/merchant/user/999999/second-factor/reset')
      .loginAs(admin)
      .withCsrfToken()
      .redirects(0)
    assert.equal(unknown.status(), 404)
  })

  test('removing one’s own factor asks for the password and ends the other sessions', async ({
    client,
    assert,
  }) => {
    const user = await createUser({ canEdit: true })
    await enrolTotp(user)
    const other = await client.get('/merchant').loginAs(user).redirects(0)

    const wrong = await client
      .post('/merchant/account/second-factor/remove')
      .loginAs(user)
      .withCsrfToken()
      .header('referer', '/merchant/account')
      .form({ currentPassword: 'not-my-password' })
      .redirects(0)
    assert.equal(wrong.header('location'), '/merchant/account')
    assert.isNotNull(await db.from('staff_totp_factors').where('user_id', user.id).first())

    const removed = await client
      .post('/merchant/account/second-factor/remove')
      .loginAs(user)
      .withCsrfToken()
      .form({ currentPassword: TEST_PASSWORD })
      .redirects(0)
    assert.equal(removed.header('location'), '/merchant/account')
    assert.isNull(await db.from('staff_totp_factors').where('user_id', user.id).first())
    assert.lengthOf(await auditRows('second_factor_removed'), 1)

    const ended = await client.get('/merchant').withSession(other.session()).redirects(0)
    assert.equal(ended.header('location'), '/merchant/login')
    const kept = await client.get('/merchant').withSession(removed.session()).redirects(0)
    assert.equal(kept.status(), 200)
  })

  test('new recovery codes void the old ones', async ({ client, assert }) => {
    const user = await createUser()
    const { recoveryCodes } = await enrolTotp(user)
    /** Only with the current password: a borrowed open session cannot void them. */
    const renew = (fields: Record<string, string>) =>
      client
        .post('/merchant/account/recovery-codes')
        .loginAs(user)
        .withCsrfToken()
        .header('referer', '/merchant/account')
        .form(fields)
        .redirects(0)
    const without = await renew({})
    assert.equal(without.header('location'), '/merchant/account')
    assert.isDefined((without.flashMessages().inputErrorsBag as any)?.currentPassword)
    const wrong = await renew({ currentPassword: 'not-my-password' })
    assert.match(JSON.stringify(wrong.flashMessages().notification), /contraseña actual no es/)
    assert.isUndefined(wrong.flashMessages().recovery_codes)
    assert.lengthOf(await auditRows('recovery_codes_issued'), 0)

    const renewed = await renew({ currentPassword: TEST_PASSWORD })
    const fresh = renewed.flashMessages().recovery_codes as string[]
    assert.lengthOf(fresh, 10)
    const step = await passwordStep(client, user)
    const old = await codeStep(client, step.session(), recoveryCodes[0])
    assert.equal(old.header('location'), '/merchant/login/second-factor')
    const now = await codeStep(client, step.session(), fresh[0])
    assert.equal(now.header('location'), '/merchant')
    assert.lengthOf(await auditRows('recovery_codes_issued'), 1)
  })

  test('wrong current passwords are limited per account: past five even the right one waits', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    await enrolTotp(user)
    const remove = (currentPassword: string) =>
      client
        .post('/merchant/account/second-factor/remove')
        .loginAs(user)
        .withCsrfToken()
        .header('referer', '/merchant/account')
        .form({ currentPassword })
        .redirects(0)
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await remove(`guess-${attempt}`)
      assert.equal(wrong.header('location'), '/merchant/account')
    }
    const blocked = await remove(TEST_PASSWORD)
    blocked.assertStatus(429)
    assert.match(blocked.text(), /Demasiados intentos/)
    assert.isNotNull(await db.from('staff_totp_factors').where('user_id', user.id).first())
    const changed = await client
      .put('/merchant/account/password')
      .loginAs(user)
      .withCsrfToken()
      .header('referer', '/merchant/account')
      .form({
        currentPassword: TEST_PASSWORD,
        password: 'tres tristes tigres comen trigo',
        passwordConfirmation: 'tres tristes tigres comen trigo',
      })
      .redirects(0)
    changed.assertStatus(429)
    assert.isNotNull(
      await db.from('users').where('id', user.id).where('password', user.password).first()
    )
  })

  test('sign out everywhere ends every session and remembered browser', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const remembered = await client
      .post('/merchant/login')
      .withCsrfToken()
      .form({ email: user.email, password: TEST_PASSWORD, remember: 'true' })
      .redirects(0)
    const page = await client
      .get('/merchant/account')
      .withSession(remembered.session())
      .withInertia()
    assert.lengthOf(page.body().props.devices, 1)

    const out = await client
      .post('/merchant/account/sign-out-everywhere')
      .withSession(remembered.session())
      .withCsrfToken()
      .redirects(0)
    assert.equal(out.header('location'), '/merchant/login')
    assert.isNull(await db.from('remember_me_tokens').where('tokenable_id', user.id).first())
    const after = await client.get('/merchant').withSession(remembered.session()).redirects(0)
    assert.equal(after.header('location'), '/merchant/login')
    assert.lengthOf(await auditRows('signed_out_everywhere'), 1)
  })
})

test.group('Second factor · passkeys refused on the server', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  /** A stored passkey row (the browser test makes real ones with Chromium's authenticator). */
  async function storedPasskey(userId: number, name: string) {
    const [row] = await db
      .table('staff_passkeys')
      .insert({
        user_id: userId,
        name,
        credential_id: `cred-${userId}-${name.length}`,
        public_key: 'AAAA',
        counter: 0,
        transports: '[]',
        created_at: new Date(),
      })
      .returning('id')
    return Number(typeof row === 'object' ? row.id : row)
  }

  test('an authenticator added beside a passkey keeps the recovery codes the passkey brought', async ({
    client,
    assert,
  }) => {
    const user = await createUser({ canEdit: true })
    await storedPasskey(user.id, 'Llave')
    const codes = await issueRecoveryCodes(user.id, db.connection())
    const page = await client.get('/merchant/account/authenticator').loginAs(user).withInertia()
    const { secret } = page.body().props
    const right = await client
      .post('/merchant/account/authenticator')
      .loginAs(user)
      .withSession(page.session())
      .withCsrfToken()
      .form({ code: totpCode(secret) })
      .redirects(0)
    assert.equal(right.header('location'), '/merchant/account')
    assert.isUndefined(right.flashMessages().recovery_codes)
    const account = await client.get('/merchant/account').loginAs(user).withInertia()
    assert.deepInclude(account.body().props.secondFactor, { totp: true, recoveryCodesLeft: 10 })
    const step = await passwordStep(client, user)
    const withOld = await codeStep(client, step.session(), codes[0])
    assert.equal(withOld.header('location'), '/merchant')
  })

  test('registration options name the site and exclude the keys already there; a forged answer stores nothing', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    await storedPasskey(user.id, 'Llave azul')
    const options = await client
      .post('/merchant/account/passkeys/options')
      .loginAs(user)
      .withCsrfToken()
      .json({})
    options.assertStatus(200)
    assert.equal(options.body().rp.id, '127.0.0.1')
    assert.deepEqual(
      options.body().excludeCredentials.map((credential: any) => credential.id),
      [`cred-${user.id}-10`]
    )
    const forged = await client
      .post('/merchant/account/passkeys')
      .withSession(options.session())
      .loginAs(user)
      .withCsrfToken()
      .json({
        name: 'Falsa',
        credential: {
          id: 'x',
          rawId: 'x',
          type: 'public-key',
          response: { clientDataJSON: 'e30' },
        },
      })
    forged.assertStatus(422)
    assert.match(forged.body().message, /no se aceptó/)
    const bad = await client
      .post('/merchant/account/passkeys')
      .loginAs(user)
      .withCsrfToken()
      .header('accept', 'application/json')
      .json({ name: '', credential: 'nonsense' })
    bad.assertStatus(422)
    assert.sameMembers(
      bad.body().errors.map((error: any) => error.field),
      ['name', 'credential']
    )
    assert.lengthOf(await db.from('staff_passkeys').where('user_id', user.id), 1)
  })

  test('a passkey of another account is not found and stays', async ({ client, assert }) => {
    const owner = await createUser()
    const other = await createUser()
    const id = await storedPasskey(owner.id, 'Llave de Ana')
    const refused = await client
      .delete(`/merchant/account/passkeys/${id}`)
      .loginAs(other)
      .withCsrfToken()
      .form({ currentPassword: TEST_PASSWORD })
      .redirects(0)
    refused.assertStatus(404)
    assert.notInclude(refused.text(), 'Llave de Ana')
    assert.isNotNull(await db.from('staff_passkeys').where('id', id).first())
    /** Only with the owner's current password, as removing the authenticator. */
    const unconfirmed = await client
      .delete(`/merchant/account/passkeys/${id}`)
      .loginAs(owner)
      .withCsrfToken()
      .header('referer', '/merchant/account')
      .form({ currentPassword: 'not-my-password' })
      .redirects(0)
    assert.match(
      JSON.stringify(unconfirmed.flashMessages().notification),
      /contraseña actual no es/
    )
    assert.isNotNull(await db.from('staff_passkeys').where('id', id).first())
    const removed = await client
      .delete(`/merchant/account/passkeys/${id}`)
      .loginAs(owner)
      .withCsrfToken()
      .form({ currentPassword: TEST_PASSWORD })
      .redirects(0)
    assert.equal(removed.header('location'), '/merchant/account')
    assert.isNull(await db.from('staff_passkeys').where('id', id).first())
    const [row] = await auditRows('second_factor_removed')
    assert.include(row.details, 'Llave de Ana')
  })

  test('a passkey sign-in needs the password step, and a forged answer is a counted failure', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    await storedPasskey(user.id, 'Llave')
    const alone = await client.post('/merchant/login/passkey/options').withCsrfToken().json({})
    alone.assertStatus(401)

    const first = await passwordStep(client, user)
    assert.equal(first.header('location'), '/merchant/login/second-factor')
    const options = await client
      .post('/merchant/login/passkey/options')
      .withSession(first.session())
      .withCsrfToken()
      .json({})
    options.assertStatus(200)
    assert.deepEqual(
      options.body().allowCredentials.map((credential: any) => credential.id),
      [`cred-${user.id}-5`]
    )
    const forged = await client
      .post('/merchant/login/passkey')
      .withSession(options.session())
      .withCsrfToken()
      .json({
        credential: {
          id: `cred-${user.id}-5`,
          rawId: `cred-${user.id}-5`,
          type: 'public-key',
          response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
        },
      })
    forged.assertStatus(422)
    assert.lengthOf(await auditRows('second_factor_failed'), 1)
    const home = await client.get('/merchant').withSession(forged.session()).redirects(0)
    assert.equal(home.header('location'), '/merchant/login')
  })
})
