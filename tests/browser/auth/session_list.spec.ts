import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import { createUser, TEST_PASSWORD } from '#tests/helpers/users'
import { USER_AGENTS } from '#tests/helpers/staff_sessions'

const baseURL = () => `http://${process.env.HOST}:${process.env.PORT}`

/** A browser of its own (its own cookies) that signs in through the login page. */
async function signedInBrowser(browser: any, email: string, userAgent?: string) {
  const context = await browser.newContext({
    baseURL: baseURL(),
    ...(userAgent ? { userAgent } : {}),
  })
  const page = await context.newPage()
  await page.goto('/merchant/login')
  await page.getByLabel('Correo electrónico').fill(email)
  await page.getByLabel('Contraseña').fill(TEST_PASSWORD)
  await page.getByRole('button', { name: 'Entrar' }).click()
  await page.waitForURL('**/merchant')
  return page
}

/** The next request of a page whose session was ended lands on the login page, which says so. */
async function sentToLogin(page: any) {
  await page.reload()
  await page.waitForURL('**/merchant/login')
  await page.getByText('Su sesión ha terminado. Vuelva a entrar.').first().waitFor()
}

test.group('Sessions in the browser', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())
  group.each.timeout(90_000)

  test('signed in twice, My account lists both with this one marked; signing the other out sends it to the login page', async ({
    browser,
    assert,
  }) => {
    const user = await createUser({ name: 'Lucía' })
    const desk = await signedInBrowser(browser, user.email)
    const phone = await signedInBrowser(browser, user.email, USER_AGENTS.safariOnIphone)

    await desk.goto('/merchant/account')
    const list = desk.getByTestId('open-sessions')
    await list.waitFor()
    const items = list.getByRole('listitem')
    assert.equal(await items.count(), 2)
    const mine = list.locator('li[data-current]')
    assert.include(await mine.textContent(), 'Esta sesión')
    assert.include(await mine.textContent(), 'Chrome en Linux')
    const other = items.filter({ hasText: 'Safari en iOS' })
    assert.notInclude(await other.textContent(), 'Esta sesión')
    assert.include(await other.textContent(), 'Dirección 127.0.0.1')
    /** This session has no button of its own: the menu's logout ends it. */
    assert.equal(await mine.getByRole('button').count(), 0)

    await other.getByRole('button', { name: 'Cerrar esa sesión Safari en iOS' }).click()
    await desk.getByText('Se cerró la sesión').first().waitFor()
    await list
      .getByRole('listitem')
      .filter({ hasText: 'Safari en iOS' })
      .waitFor({ state: 'detached' })
    assert.equal(await list.getByRole('listitem').count(), 1)

    await sentToLogin(phone)
    await desk.reload()
    await desk.getByRole('heading', { name: 'Mi cuenta' }).waitFor()
  })

  test("an administrator sees a user's sessions on the users page and signs one out", async ({
    browser,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    const user = await createUser({ name: 'Rosa', lastName: 'Prado' })
    const phone = await signedInBrowser(browser, user.email, USER_AGENTS.safariOnIphone)
    const office = await signedInBrowser(browser, admin.email)

    await office.goto(`/merchant/user/${user.id}/edit`)
    const section = office.getByRole('region', { name: 'Sesiones' })
    await section.waitFor()
    const session = section.getByTestId('open-sessions').getByRole('listitem')
    assert.equal(await session.count(), 1)
    assert.include(await session.textContent(), 'Safari en iOS')
    assert.notInclude(await session.textContent(), 'Esta sesión')

    await session.getByRole('button', { name: 'Cerrar esa sesión Safari en iOS' }).click()
    await office.getByText('Se cerró la sesión').first().waitFor()
    await section.getByText('Ninguna sesión abierta.').waitFor()
    await sentToLogin(phone)
  })
})
