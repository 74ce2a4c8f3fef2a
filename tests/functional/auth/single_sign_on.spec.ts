import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import db from '@adonisjs/lucid/services/db'
import { createUser, TEST_PASSWORD } from '#tests/helpers/users'
import { auditRows, enrolTotp } from '#tests/helpers/second_factor'
import { CookieClient } from '#tests/helpers/cookie_client'
import { useOidcProvider, type ProviderAccount } from '#tests/helpers/oidc_provider'
import { saveSignInSettings, type SignInSettings } from '#services/auth/sign_in_settings'

let provider: Awaited<ReturnType<typeof useOidcProvider>>

/**
 * The whole round trip: the app sends the browser to the provider, the
 * person signs in there (`account`), the provider sends the browser back
 * with a code; the app's answer to that callback.
 */
async function ssoSignIn(client: any, account: ProviderAccount) {
  provider.state.next = account
  const start = await client.get('/merchant/login/sso').redirects(0)
  let location = String(start.header('location'))
  const browser = new CookieClient(provider.issuer)
  for (let hop = 0; hop < 10 && location.startsWith(provider.issuer); hop++) {
    const response = await browser.get(location.slice(provider.issuer.length))
    location = new URL(response.headers.get('location') ?? '', provider.issuer).href
  }
  const back = new URL(location)
  return client.get(`${back.pathname}${back.search}`).withSession(start.session()).redirects(0)
}

const settings = (changes: Partial<SignInSettings>) =>
  saveSignInSettings({
    secondFactorRule: 'off',
    auditRetentionDays: 400,
    ssoAllowedDomains: [],
    ...changes,
  })

test.group('Single sign-on against a real OpenID Connect provider', (group) => {
  group.setup(async () => {
    provider = await useOidcProvider()
    return () => provider.stop()
  })
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('a staff member whose verified email is on file signs in; the login page offers the button', async ({
    client,
    assert,
  }) => {
    const login = await client.get('/merchant/login').withInertia()
    assert.equal(login.body().props.notes.sso, 'Club Tenis')
    const user = await createUser({ email: 'marta@club.example', canEdit: true })

    const back = await ssoSignIn(client, {
      email: 'Marta@Club.example',
      emailVerified: true,
      amr: ['pwd'],
    })
    assert.equal(back.header('location'), '/merchant')
    const home = await client.get('/merchant').withSession(back.session()).withInertia()
    home.assertInertiaComponent('forms/dashboard')
    const [row] = await auditRows('sign_in').where('actor_id', user.id)
    assert.include(row.details, '"sso"')
  })

  test('Microsoft Entra: no email_verified but xms_edov signs in; with neither, refused', async ({
    client,
    assert,
  }) => {
    const user = await createUser({ email: 'lucia@club.example', canEdit: true })
    const entra = await ssoSignIn(client, {
      email: 'lucia@club.example',
      xmsEdov: true,
      amr: ['pwd'],
    })
    assert.equal(entra.header('location'), '/merchant')
    const [row] = await auditRows('sign_in').where('actor_id', user.id)
    assert.include(row.details, '"sso"')

    await createUser({ email: 'nadie@club.example', canEdit: true })
    const neither = await ssoSignIn(client, { email: 'nadie@club.example', amr: ['pwd'] })
    assert.equal(neither.header('location'), '/merchant/login')
    const home = await client.get('/merchant').withSession(neither.session()).redirects(0)
    assert.equal(home.header('location'), '/merchant/login')
  })

  test('an unknown email is refused and no account is made; an unverified one too', async ({
    client,
    assert,
  }) => {
    const unknown = await ssoSignIn(client, {
      email: 'stranger@elsewhere.example',
      emailVerified: true,
      amr: ['pwd'],
    })
    assert.equal(unknown.header('location'), '/merchant/login')
    assert.match(
      JSON.stringify(unknown.flashMessages().notification),
      /Ninguna cuenta del personal/
    )
    assert.isNull(await db.from('users').where('email', 'stranger@elsewhere.example').first())
    const [failed] = await auditRows('sign_in_failed').where(
      'actor_label',
      'stranger@elsewhere.example'
    )
    assert.include(failed.details, 'sso_unknown')

    await createUser({ email: 'unverified@club.example' })
    const unverified = await ssoSignIn(client, {
      email: 'unverified@club.example',
      emailVerified: false,
      amr: ['pwd'],
    })
    assert.equal(unverified.header('location'), '/merchant/login')
    const home = await client.get('/merchant').withSession(unverified.session()).redirects(0)
    assert.equal(home.header('location'), '/merchant/login')
  })

  test('an allowed domain creates an account with no capability until an administrator gives some', async ({
    client,
    assert,
  }) => {
    await settings({ ssoAllowedDomains: ['club.example'] })
    const back = await ssoSignIn(client, {
      email: 'nuevo@club.example',
      emailVerified: true,
      amr: ['pwd'],
      name: 'Nuevo',
    })
    assert.equal(back.header('location'), '/merchant')
    const created = await db.from('users').where('email', 'nuevo@club.example').first()
    for (const column of [
      'is_admin',
      'can_create',
      'can_edit',
      'can_print',
      'can_rfid',
      'can_toppanel',
    ]) {
      assert.isFalse(Boolean(created[column]), column)
    }
    assert.equal(created.form_types, '[]')
    const [row] = await auditRows('user_created').where('object_id', created.id)
    assert.include(row.details, 'single sign-on')
    const home = await client.get('/merchant').withSession(back.session()).withInertia()
    home.assertInertiaComponent('forms/dashboard')
    assert.deepEqual(home.body().props.user.capabilities, [])
  })

  test('two first sign-ins at once make one account and both sign in', async ({
    client,
    assert,
  }) => {
    await settings({ ssoAllowedDomains: ['club.example'] })
    const account = { email: 'doble@club.example', emailVerified: true, amr: ['pwd'] }
    const [first, second] = await Promise.all([
      ssoSignIn(client, account),
      ssoSignIn(client, account),
    ])
    assert.equal(first.header('location'), '/merchant')
    assert.equal(second.header('location'), '/merchant')
    assert.lengthOf(await db.from('users').where('email', 'doble@club.example'), 1)
  })

  test('the provider’s MFA satisfies the second-factor rule; without it, our factor is asked', async ({
    client,
    assert,
  }) => {
    await settings({ secondFactorRule: 'sensitive' })
    await createUser({ email: 'admin@club.example', isAdmin: true })
    const withMfa = await ssoSignIn(client, {
      email: 'admin@club.example',
      emailVerified: true,
      amr: ['pwd', 'mfa'],
    })
    assert.equal(withMfa.header('location'), '/merchant')
    const home = await client.get('/merchant').withSession(withMfa.session()).withInertia()
    home.assertInertiaComponent('forms/dashboard')

    const withoutMfa = await ssoSignIn(client, {
      email: 'admin@club.example',
      emailVerified: true,
      amr: ['pwd'],
    })
    const led = await client.get('/merchant').withSession(withoutMfa.session()).redirects(0)
    assert.equal(led.header('location'), '/merchant/account/authenticator')
    /** One method alone (a one-time code instead of the password) is not a second factor. */
    for (const amr of [['otp'], ['sms'], ['hwk']]) {
      const single = await ssoSignIn(client, {
        email: 'admin@club.example',
        emailVerified: true,
        amr,
      })
      const alsoLed = await client.get('/merchant').withSession(single.session()).redirects(0)
      assert.equal(alsoLed.header('location'), '/merchant/account/authenticator', amr[0])
    }

    const enrolled = await createUser({ email: 'revisor@club.example', canEdit: true })
    await enrolTotp(enrolled)
    const asked = await ssoSignIn(client, {
      email: 'revisor@club.example',
      emailVerified: true,
      amr: ['pwd'],
    })
    assert.equal(asked.header('location'), '/merchant/login/second-factor')
  })

  test('the provider’s MFA is the provider user’s only: after their logout, the next password sign-in at that browser must enrol', async ({
    client,
    assert,
  }) => {
    await settings({ secondFactorRule: 'sensitive' })
    await createUser({ email: 'admin@club.example', isAdmin: true })
    const other = await createUser({ email: 'otra@club.example', isAdmin: true })
    const withMfa = await ssoSignIn(client, {
      email: 'admin@club.example',
      emailVerified: true,
      amr: ['pwd', 'mfa'],
    })
    const users = await client.get('/merchant/user').withSession(withMfa.session()).redirects(0)
    users.assertStatus(200)

    const out = await client
      .post('/merchant/logout')
      .withSession(withMfa.session())
      .withCsrfToken()
      .redirects(0)
    assert.equal(out.header('location'), '/merchant/login')
    assert.deepEqual(out.session(), {})
    const signedIn = await client
      .post('/merchant/login')
      .withSession(out.session())
      .form({ email: other.email, password: TEST_PASSWORD })
      .withCsrfToken()
      .redirects(0)
    assert.equal(signedIn.header('location'), '/merchant')
    const led = await client.get('/merchant/user').withSession(signedIn.session()).redirects(0)
    assert.equal(led.header('location'), '/merchant/account/authenticator')
  })

  test('a callback nobody started, or with a forged state, signs nobody in', async ({
    client,
    assert,
  }) => {
    const forged = await client
      .get('/merchant/login/sso/callback?code=abc&state=forged')
      .redirects(0)
    assert.equal(forged.header('location'), '/merchant/login')
    assert.match(JSON.stringify(forged.flashMessages().notification), /no terminó/)
    const home = await client.get('/merchant').withSession(forged.session()).redirects(0)
    assert.equal(home.header('location'), '/merchant/login')
  })
})
