import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import db from '@adonisjs/lucid/services/db'
import { createUser, TEST_PASSWORD } from '#tests/helpers/users'
import { totpCode } from '#tests/helpers/second_factor'
import { decodeQr } from '#tests/helpers/devices'
import { saveSignInSettings } from '#services/auth/sign_in_settings'

async function passwordStep(page: any, email: string) {
  await page.getByLabel('Correo electrónico').fill(email)
  await page.getByLabel('Contraseña').fill(TEST_PASSWORD)
  await page.getByRole('button', { name: 'Entrar' }).click()
}

test.group('Second factor in the browser', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('an administrator is led to set up an authenticator, scans its QR code, and signs in with a code', async ({
    visit,
    assert,
  }) => {
    await saveSignInSettings({
      secondFactorRule: 'sensitive',
      auditRetentionDays: 400,
      ssoAllowedDomains: [],
    })
    const admin = await createUser({ name: 'Ana', isAdmin: true })
    const page = await visit('/merchant/login')
    await passwordStep(page, admin.email)

    /** No staff page before enrolling: home leads to the enrolment. */
    await page.waitForURL('**/merchant/account/authenticator')
    await page.assertTextContains('main', 'Tu cuenta debe tener un segundo factor')
    await page.goto('/merchant/user')
    await page.waitForURL('**/merchant/account/authenticator')

    /** The QR code an authenticator app scans holds the secret the page also shows. */
    const svg = await page.locator('[role="img"][aria-label="QR"]').innerHTML()
    const uri = new URL(await decodeQr(svg))
    const secret = uri.searchParams.get('secret')!
    assert.equal(await page.getByTestId('totp-secret').textContent(), secret)

    await page.getByLabel('Código de la aplicación').fill(totpCode(secret))
    await page.getByRole('button', { name: 'Activar' }).click()
    await page.waitForURL('**/merchant/account')
    const codes = await page.getByTestId('recovery-codes').locator('li').allTextContents()
    assert.lengthOf(codes, 10)
    await page.assertTextContains('main', 'Aplicación de autenticación: activada')

    /** Shown once: gone after a reload. */
    await page.reload()
    await page.assertNotExists('[data-testid="recovery-codes"]')

    await page.getByRole('button', { name: 'Cerrar sesión' }).click()
    await page.waitForURL('**/merchant/login')
    await passwordStep(page, admin.email)
    await page.waitForURL('**/merchant/login/second-factor')
    await page.getByLabel('Código').fill('000000' === totpCode(secret, 1) ? '111111' : '000000')
    await page.getByRole('button', { name: 'Verificar' }).click()
    await page.getByRole('alert').getByText('El código no es correcto o ya se usó.').waitFor()
    await page.getByLabel('Código').fill(totpCode(secret, 1))
    await page.getByRole('button', { name: 'Verificar' }).click()
    await page.waitForURL('**/merchant')
    await page.assertTextContains('main', 'Hola, Ana.')
  })

  test('a recovery code signs in when the phone is lost', async ({ visit }) => {
    const user = await createUser({ name: 'Rafael', canEdit: true })
    const { enrolTotp } = await import('#tests/helpers/second_factor')
    const { recoveryCodes } = await enrolTotp(user)
    const page = await visit('/merchant/login')
    await passwordStep(page, user.email)
    await page.waitForURL('**/merchant/login/second-factor')
    await page.getByLabel('Código').fill(recoveryCodes[0])
    await page.getByRole('button', { name: 'Verificar' }).click()
    await page.waitForURL('**/merchant')
    await page.assertTextContains('main', 'Hola, Rafael.')
  })

  test('wrong codes are refused until the limiter stops even the right one, with its message', async ({
    visit,
    assert,
  }) => {
    const user = await createUser({ name: 'Bruno', canEdit: true })
    const { enrolTotp } = await import('#tests/helpers/second_factor')
    const { secret } = await enrolTotp(user)
    const valid = [-1, 0, 1, 2].map((steps) => totpCode(secret, steps))
    const wrong = ['000000', '111111', '222222'].find((code) => !valid.includes(code))!
    const page = await visit('/merchant/login')
    await passwordStep(page, user.email)
    await page.waitForURL('**/merchant/login/second-factor')

    /** Each refusal awaited: the page's redirect back to this step. */
    const refused = async (code: string) => {
      await page.getByLabel('Código').fill(code)
      await Promise.all([
        page.waitForResponse(
          (response: any) =>
            response.request().method() === 'GET' &&
            response.url().endsWith('/merchant/login/second-factor')
        ),
        page.getByRole('button', { name: 'Verificar' }).click(),
      ])
    }
    for (let attempt = 0; attempt < 5; attempt++) {
      await refused(wrong)
      await page.getByRole('alert').getByText('El código no es correcto o ya se usó.').waitFor()
    }
    await page.getByLabel('Código').fill(totpCode(secret))
    await page.getByRole('button', { name: 'Verificar' }).click()
    await page
      .getByRole('alert')
      .getByText(/^Demasiados intentos\. Vuelve a intentarlo dentro de \d+ segundos\.$/)
      .waitFor()
    await page.assertPath('/merchant/login/second-factor')
    await page.goto('/merchant')
    await page.waitForURL('**/merchant/login')
    const failed = await db
      .from('audit_events')
      .where({ action: 'second_factor_failed', actor_id: user.id })
    assert.lengthOf(failed, 5)
  })

  test('the strength meter rates the new password as it is typed; the server gives the reason', async ({
    visit,
  }) => {
    const user = await createUser({ name: 'Inés' })
    const page = await visit('/merchant/login')
    await passwordStep(page, user.email)
    await page.waitForURL('**/merchant')
    await page.goto('/merchant/account')
    const meter = page.getByTestId('password-strength')
    await page.getByLabel('Nueva contraseña (mínimo 12 caracteres)').fill('password1234')
    await meter.getByText(/^Seguridad: (muy débil|débil)$/).waitFor()
    await page
      .getByLabel('Nueva contraseña (mínimo 12 caracteres)')
      .fill('tres tristes tigres comen trigo')
    await meter.getByText('Seguridad: muy fuerte').waitFor()

    await page.getByLabel('Nueva contraseña (mínimo 12 caracteres)').fill('password1234')
    await page.getByLabel('Repite la nueva contraseña').fill('password1234')
    await page
      .getByRole('region', { name: 'Cambiar la contraseña' })
      .getByLabel('Contraseña actual')
      .fill(TEST_PASSWORD)
    await page.getByRole('button', { name: 'Cambiar la contraseña' }).click()
    await page
      .getByText('Esta contraseña es común o aparece en listas de contraseñas filtradas')
      .waitFor()
  })
})

test.group('Passkeys in the browser (Chromium’s virtual authenticator)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('an administrator enrols a named passkey, signs in with it, and removes it', async ({
    visit,
    assert,
  }) => {
    await saveSignInSettings({
      secondFactorRule: 'sensitive',
      auditRetentionDays: 400,
      ssoAllowedDomains: [],
    })
    const admin = await createUser({ name: 'Paula', isAdmin: true })
    /** A passkey needs a domain: localhost, not the suite's 127.0.0.1. */
    const origin = `http://localhost:${process.env.PORT}`
    const page = await visit(`${origin}/merchant/login`)
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('WebAuthn.enable')
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
      },
    })

    await passwordStep(page, admin.email)
    await page.waitForURL('**/merchant/account/authenticator')
    await page.getByLabel('Nombre de esta llave').fill('Portátil de Paula')
    await page.getByRole('button', { name: 'Añadir una llave de acceso' }).click()
    await page.waitForURL('**/merchant/account')
    await page.getByTestId('passkeys').getByText('Portátil de Paula').first().waitFor()
    /** The first factor also brings the recovery codes, shown once. */
    assert.lengthOf(await page.getByTestId('recovery-codes').locator('li').allTextContents(), 10)
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId })
    assert.lengthOf(credentials, 1)

    await page.getByRole('button', { name: 'Cerrar sesión' }).click()
    await page.waitForURL('**/merchant/login')
    await passwordStep(page, admin.email)
    await page.waitForURL('**/merchant/login/second-factor')
    await page.getByRole('button', { name: 'Usar una llave de acceso' }).click()
    await page.waitForURL(`${origin}/merchant`)
    await page.assertTextContains('main', 'Hola, Paula.')

    await page.goto(`${origin}/merchant/account`)
    const row = page
      .getByTestId('passkeys')
      .getByRole('listitem')
      .filter({ hasText: 'Portátil de Paula' })
    await row.getByLabel('Contraseña actual').fill('not-the-password')
    await page.getByRole('button', { name: 'Quitar Portátil de Paula' }).click()
    await page.getByText('La contraseña actual no es correcta.').first().waitFor()
    assert.lengthOf(await db.from('staff_passkeys').where('user_id', admin.id), 1)
    await row.getByLabel('Contraseña actual').fill(TEST_PASSWORD)
    await page.getByRole('button', { name: 'Quitar Portátil de Paula' }).click()
    /** The rule still applies: without a factor left, the enrolment comes first again. */
    await page.waitForURL('**/merchant/account/authenticator')
    await page.getByText('Tu cuenta debe tener un segundo factor').first().waitFor()
    const left = await db.from('staff_passkeys').where('user_id', admin.id)
    assert.lengthOf(left, 0)
  })
})
