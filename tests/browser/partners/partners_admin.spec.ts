import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { createUser } from '#tests/helpers/users'
import { openTournaments } from '#tests/helpers/forms'
import Partner from '#models/partner'

test.group('Configuration → Partners in the browser', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an admin creates a partner, copies its token once, adds a webhook and is told why an address is refused', async ({
    browserContext,
    visit,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const admin = await createUser({ isAdmin: true })
    await browserContext.loginAs(admin)
    const page = await visit('/merchant/partners')
    await page.assertTextContains('h1', 'Socios')

    await page.getByLabel('Nombre').fill('Torniquetes SA')
    await page.getByLabel('Correo de contacto').fill('ops@torniquetes.test')
    await page.getByLabel('Torneo').selectOption(String(tennis.id))
    await page.getByLabel('Leer credenciales').check()
    await page.getByLabel('Enviar lecturas de acceso').check()
    await page.getByRole('button', { name: 'Crear socio' }).click()

    await page.waitForURL('**/merchant/partners/*')
    await page.getByText('Token de la API').waitFor()
    const token = await page.locator('[data-secret]').textContent()
    assert.match(token ?? '', /^ptk_\d+_[\w-]{43}$/)
    const partner = await Partner.findByOrFail('name', 'Torniquetes SA')
    assert.deepEqual(partner.scopeList, ['credentials:read', 'scans:write'])

    await page.getByLabel('Dirección HTTPS').fill('ftp://127.0.0.1/hooks')
    await page.getByLabel('credential.changed').check()
    await page.getByRole('button', { name: 'Añadir webhook' }).click()
    await page.getByText('La dirección no es válida.').waitFor()

    await page.getByLabel('Dirección HTTPS').fill('http://127.0.0.1:9/hooks')
    await page.getByLabel('credential.changed').check()
    await page.getByLabel('passage.recorded').check()
    await page.getByRole('button', { name: 'Añadir webhook' }).click()
    await page.getByText('Secreto de firma del webhook').waitFor()
    assert.match((await page.locator('[data-secret]').textContent()) ?? '', /^whsec_/)
    await page.getByText('http://127.0.0.1:9/hooks', { exact: true }).waitFor()

    // Shown once: the page opened again holds no secret.
    await page.reload()
    assert.equal(await page.locator('[data-secret]').count(), 0)
  })
})
