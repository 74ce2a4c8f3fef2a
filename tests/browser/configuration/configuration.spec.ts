import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import Tournament from '#models/tournament'
import DefaultPlayer from '#models/default_player'
import { createUser } from '#tests/helpers/users'

test.group('Configuration screens in the browser', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an admin creates a tournament through the form', async ({
    browserContext,
    visit,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    await browserContext.loginAs(admin)
    const page = await visit('/merchant/tournament/create')
    await page.assertTextContains('h1', 'Nuevo torneo')

    await page.getByLabel('Deporte').selectOption('golf')
    await page.getByLabel('Año', { exact: true }).fill('2032')
    await page.getByLabel('Nombre').fill('Open de Golf 2032')
    await page.getByLabel('Fecha de inicio').fill('2032-10-21')
    await page.getByLabel('Fecha de fin').fill('2032-10-24')
    await page.getByLabel('Prensa golf').check()
    await page.getByRole('button', { name: 'Guardar' }).click()

    await page.waitForURL('**/merchant/tournament')
    await page.getByText('¡Registro creado!').waitFor()
    await page.assertTextContains('table', 'Open de Golf 2032')
    const saved = await Tournament.findByOrFail('name', 'Open de Golf 2032')
    assert.deepEqual(saved.openFormTypeList, ['gpress'])
  })

  test('search and delete default players, with a confirmation', async ({
    browserContext,
    visit,
  }) => {
    const admin = await createUser({ isAdmin: true })
    const tournament = await Tournament.create({
      sport: 'tennis',
      year: 2032,
      name: 'Open 2032',
      startsOn: DateTime.fromISO('2032-04-20'),
      endsOn: DateTime.fromISO('2032-05-02'),
      isCurrent: true,
    })
    await DefaultPlayer.createMany([
      { tournamentId: tournament.id, name: 'Carla', lastName: 'Suárez', tour: 'WTA' },
      { tournamentId: tournament.id, name: 'Iga', lastName: 'Nowak', tour: 'WTA' },
    ])
    await browserContext.loginAs(admin)
    const page = await visit('/merchant/default-player')
    await page.assertTextContains('table', 'Nowak')

    await page.getByLabel('Buscar por nombre, apellidos o pasaporte').fill('  carla  ')
    await page.getByRole('button', { name: 'Buscar' }).click()
    await page.waitForURL('**search=**')
    await page.assertTextContains('table', 'Suárez')
    await page.assertNotExists('text=Nowak')

    page.once('dialog', (dialog) => dialog.accept())
    await page.getByRole('button', { name: 'Eliminar' }).click()
    await page.getByText('¡Registro eliminado!').waitFor()
    /** Back on the whole list, without the deleted player. */
    await page.assertTextContains('table', 'Nowak')
    await page.assertNotExists('text=Suárez')
  })
})
