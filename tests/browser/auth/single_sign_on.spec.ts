import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import db from '@adonisjs/lucid/services/db'
import { createUser } from '#tests/helpers/users'
import { useOidcProvider, type ProviderAccount } from '#tests/helpers/oidc_provider'
import { saveSignInSettings } from '#services/auth/sign_in_settings'

let provider: Awaited<ReturnType<typeof useOidcProvider>>

/**
 * From the login page, the provider's button: the browser goes to the
 * provider, `account` signs in there, and the provider sends the browser
 * back to the app.
 */
async function signInAtProvider(visit: any, account: ProviderAccount) {
  provider.state.next = account
  const page = await visit('/merchant/login')
  await page.getByRole('link', { name: 'Entrar con Club Tenis' }).click()
  return page
}

const requireSecondFactor = () =>
  saveSignInSettings({
    secondFactorRule: 'sensitive',
    auditRetentionDays: 400,
    ssoAllowedDomains: [],
  })

test.group('Single sign-on in the browser (a real OpenID Connect provider)', (group) => {
  group.setup(async () => {
    provider = await useOidcProvider()
    return () => provider.stop()
  })
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('the login page’s provider button signs a staff member in, on to the dashboard', async ({
    visit,
  }) => {
    await createUser({ name: 'Marta', email: 'marta@club.example', canEdit: true })
    const page = await signInAtProvider(visit, {
      email: 'Marta@Club.example',
      emailVerified: true,
      amr: ['pwd'],
    })
    await page.waitForURL('**/merchant')
    await page.assertTextContains('main', 'Hola, Marta.')
    await page.assertExists('nav[aria-label="Menú"]')
  })

  test('an unknown email is refused on the login page and signs nobody in', async ({
    visit,
    assert,
  }) => {
    const page = await signInAtProvider(visit, {
      email: 'stranger@elsewhere.example',
      emailVerified: true,
      amr: ['pwd'],
    })
    await page.waitForURL('**/merchant/login')
    await page
      .getByRole('main')
      .getByRole('alert')
      .getByText('Ninguna cuenta del personal usa este correo: pregunta a un administrador.')
      .waitFor()
    await page.assertNotExists('nav[aria-label="Menú"]')
    await page.goto('/merchant')
    await page.waitForURL('**/merchant/login')
    assert.isNull(await db.from('users').where('email', 'stranger@elsewhere.example').first())
  })

  test('second factor required: the provider’s MFA reaches staff pages without enrolling', async ({
    visit,
  }) => {
    await requireSecondFactor()
    await createUser({ name: 'Alba', email: 'alba@club.example', isAdmin: true })
    const page = await signInAtProvider(visit, {
      email: 'alba@club.example',
      emailVerified: true,
      amr: ['pwd', 'mfa'],
    })
    await page.waitForURL('**/merchant')
    await page.assertTextContains('main', 'Hola, Alba.')
    await page.goto('/merchant/user')
    await page.assertPath('/merchant/user')
    await page.assertTextContains('h1', 'Usuarios')
  })

  test('second factor required: a provider sign-in without MFA is led to enrol first', async ({
    visit,
  }) => {
    await requireSecondFactor()
    await createUser({ name: 'Alba', email: 'alba@club.example', isAdmin: true })
    const page = await signInAtProvider(visit, {
      email: 'alba@club.example',
      emailVerified: true,
      amr: ['pwd'],
    })
    await page.waitForURL('**/merchant/account/authenticator')
    await page.assertTextContains('main', 'Tu cuenta debe tener un segundo factor')
    await page.goto('/merchant/user')
    await page.waitForURL('**/merchant/account/authenticator')
  })
})
