import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import { createUser, TEST_PASSWORD } from '#tests/helpers/users'

test.group('Staff session in the browser', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('log in through the form, see the dashboard, log out', async ({ visit }) => {
    const user = await createUser({ name: 'Lucía', canEdit: true })
    const page = await visit('/merchant/login')
    await page.assertNotExists('nav[aria-label="Menú"]')

    await page.getByLabel('Correo electrónico').fill(user.email)
    await page.getByLabel('Contraseña').fill(TEST_PASSWORD)
    await page.getByRole('button', { name: 'Entrar' }).click()

    await page.waitForURL('**/merchant')
    await page.assertTextContains('h1', 'Inicio')
    await page.assertTextContains('main', 'Hola, Lucía.')
    await page.assertExists('nav[aria-label="Menú"]')

    await page.getByRole('button', { name: 'Cerrar sesión' }).click()
    await page.waitForURL('**/merchant/login')
    await page.assertNotExists('nav[aria-label="Menú"]')
    await page.assertTextContains('h1', 'Acceso del personal')
  })

  test('a wrong password is said next to the form (and in a toast) and keeps the email', async ({
    visit,
    assert,
  }) => {
    const user = await createUser()
    const page = await visit('/merchant/login')
    await page.getByLabel('Correo electrónico').fill(user.email)
    await page.getByLabel('Contraseña').fill('not-the-password')
    await page.getByRole('button', { name: 'Entrar' }).click()
    const inline = page.getByRole('main').getByRole('alert')
    await inline.waitFor()
    assert.equal(await inline.textContent(), 'El correo o la contraseña no son correctos.')
    await page
      .locator('[data-sonner-toast]')
      .getByText('El correo o la contraseña no son correctos.')
      .waitFor()
    await page.assertInputValue('input[name="email"]', user.email)
    /** Still there after the toast is gone. */
    await page
      .locator('[data-sonner-toast]')
      .first()
      .waitFor({ state: 'detached', timeout: 10_000 })
    assert.isTrue(await inline.isVisible())
  })
})
