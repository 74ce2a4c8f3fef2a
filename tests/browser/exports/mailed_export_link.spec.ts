import { readFile } from 'node:fs/promises'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import ExportFormsJob from '#jobs/export_forms_job'
import { openTournaments } from '#tests/helpers/forms'
import { createForm } from '#tests/helpers/form_factory'
import { createUser, TEST_PASSWORD } from '#tests/helpers/users'
import { clearMailbox } from '#tests/helpers/mailbox'
import { clearExports, linkFromMailbox } from '#tests/helpers/exports'

test.group('Mailed export link in the browser', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearMailbox())
  group.each.teardown(() => clearExports())

  test('opened while logged out, the login downloads the workbook and shows home', async ({
    visit,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    await createForm('press', tennis)
    const user = await createUser({ canEdit: true, formTypes: JSON.stringify(['press']) })
    await ExportFormsJob.dispatch({ userId: user.id, type: 'press', filters: {}, locale: 'es' })
    const link = await linkFromMailbox()

    const page = await visit(link)
    await page.waitForURL((url) => url.pathname === '/merchant/login')
    assert.equal(new URL(page.url()).search, '', 'the signed query string stays out of the URL')

    await page.getByLabel('Correo electrónico').fill(user.email)
    await page.getByLabel('Contraseña').fill(TEST_PASSWORD)
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 15_000 }),
      page.getByRole('button', { name: 'Entrar' }).click(),
    ])
    assert.match(download.suggestedFilename(), /^press-\d{4}-\d{2}-\d{2}\.xlsx$/)
    assert.equal(new URL(download.url()).pathname, link.split('?')[0])
    const bytes = await readFile((await download.path())!)
    assert.equal(bytes.subarray(0, 2).toString('latin1'), 'PK', 'an xlsx (zip) workbook')

    /** Home, logged in, with no page showing the workbook's bytes. */
    await page.waitForURL('**/merchant')
    await page.assertTextContains('h1', 'Inicio')
    await page.assertExists('nav[aria-label="Menú"]')
    await page.assertNotExists('iframe')
    assert.notInclude(await page.locator('body').innerText(), 'xl/')
  }).timeout(60_000)
})
