import { readFile } from 'node:fs/promises'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import { createUser } from '#tests/helpers/users'
import { logIn } from '#tests/helpers/browser_staff'

test.group('Audit trail in the browser', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('an administrator finds a failed sign-in by the account tried and downloads it as CSV', async ({
    visit,
    assert,
  }) => {
    const admin = await createUser({ name: 'Ana', isAdmin: true })
    const someone = await visit('/merchant/login')
    await someone.getByLabel('Correo electrónico').fill('intruso@elsewhere.example')
    await someone.getByLabel('Contraseña').fill('not-the-password')
    await someone.getByRole('button', { name: 'Entrar' }).click()
    await someone.getByRole('main').getByRole('alert').waitFor()
    await someone.context().clearCookies()

    const page = await logIn(visit, admin.email)
    await page.goto('/merchant/audit')
    await page.assertTextContains('h1', 'Registro de auditoría')
    await page.getByLabel('Cuenta o email probado').fill('INTRUSO@elsewhere')
    await page.getByRole('button', { name: 'Filtrar' }).click()
    await page.waitForURL(/\/merchant\/audit\?.*label=INTRUSO%40elsewhere/)
    /** Only that row: not the administrator's own sign-in. */
    const rows = page.locator('tbody tr')
    await rows.first().getByText('intruso@elsewhere.example').waitFor()
    assert.lengthOf(await rows.all(), 1)
    await page.assertTextContains('tbody', 'Inicio de sesión fallido')

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Exportar CSV' }).click(),
    ])
    assert.equal(download.suggestedFilename(), 'audit-trail.csv')
    const csv = await readFile(await download.path(), 'utf8')
    const lines = csv.trim().split('\r\n')
    assert.lengthOf(lines, 2)
    assert.match(lines[0], /^id,occurred_at,actor_id,actor,action/)
    assert.include(lines[1], '"intruso@elsewhere.example","sign_in_failed"')
  })
})
