import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import drive from '@adonisjs/drive/services/main'
import { unzipSync, strFromU8 } from 'fflate'
import { readFile } from 'node:fs/promises'
import Form from '#models/form'
import { clearStoredRequestFiles, openTournaments } from '#tests/helpers/forms'
import { createForm } from '#tests/helpers/form_factory'
import { createUser } from '#tests/helpers/users'

test.group('Personal data in the browser', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.teardown(() => clearStoredRequestFiles())

  test('an admin finds a person by document, downloads everything held and erases it, by keyboard', async ({
    browserContext,
    visit,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    await drive.use().put('forms/person-browser.jpg', Buffer.from('photo'))
    const held = await createForm('press', tennis, {
      name: 'Paloma',
      lastName: 'Privada',
      document: 'Q7654321',
      photoPath: 'forms/person-browser.jpg',
    })
    const admin = await createUser({ isAdmin: true, name: 'Ada', lastName: 'Admin' })
    await browserContext.loginAs(admin)
    const page = await visit('/merchant/personal-data')
    await page.getByRole('heading', { name: 'Datos personales', level: 1 }).waitFor()

    await page.getByLabel('Número de documento o email').fill('q7654321')
    await page.keyboard.press('Enter')
    const found = page.getByTestId('person-requests')
    await found.getByText('Paloma Privada').waitFor()
    assert.include(await found.textContent(), 'Solicitante')
    /** The tournament's name already says its year: it is not said twice. */
    assert.include(await found.textContent(), `${tennis.name} ·`)
    assert.notInclude(await found.textContent(), `${tennis.year} ${tennis.year}`)

    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Descargar todo (zip)' }).click()
    const file = await download
    const zip = await readFile((await file.path())!)
    const data = JSON.parse(strFromU8(unzipSync(new Uint8Array(zip))['data.json']))
    assert.equal(data.requests[0].request.document, 'Q7654321')

    await page.getByRole('button', { name: 'Borrar', exact: true }).click()
    await page.getByText('Marca la casilla para confirmar el borrado').waitFor()
    assert.isTrue(
      await drive.use().exists('forms/person-browser.jpg'),
      'nothing without the confirmation'
    )

    await page.getByLabel('He comprobado la identidad de quien lo pide').check()
    await page.getByRole('button', { name: 'Borrar', exact: true }).click()
    await page.getByText('Borrado: 1 solicitud, 0 recogidas, 1 archivo.').waitFor()
    const history = page.getByTestId('erasures')
    await history.getByText('Ada Admin').waitFor()
    assert.include(await history.textContent(), '1 solicitud, 0 recogidas, 1 archivo')
    assert.isFalse(await drive.use().exists('forms/person-browser.jpg'))
    const erased = await Form.findOrFail(held.id)
    assert.equal(erased.name, '')
    assert.isNotNull(erased.erasedAt)
  })
})
