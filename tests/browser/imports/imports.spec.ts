import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import app from '@adonisjs/core/services/app'
import DefaultPlayer from '#models/default_player'
import { createUser } from '#tests/helpers/users'
import { clearImports, currentTennis } from '#tests/helpers/imports'

test.group('Player imports in the browser', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.teardown(() => clearImports())

  test('an admin imports the WTA sample file, sees the counts and why rows failed', async ({
    browserContext,
    visit,
    assert,
  }) => {
    const tournament = await currentTennis()
    await browserContext.loginAs(await createUser({ isAdmin: true }))
    const page = await visit('/merchant/import')
    await page.getByRole('link', { name: 'Nueva importación' }).click()
    await page
      .getByLabel('Archivo (.xlsx o .csv)')
      .setInputFiles(app.makePath('docs/imports/wta-sample.csv'))
    await page.getByRole('button', { name: 'Importar' }).click()

    await page.waitForURL('**/merchant/import')
    const row = page.getByRole('row', { name: /wta-sample\.csv/ })
    await row.waitFor()
    await page.assertTextContains('table', 'wta-sample.csv')
    /** The worker runs it in the background; the panel polls until it is done. */
    await row.getByRole('cell', { name: 'Terminada' }).waitFor({ timeout: 20_000 })
    const cells = await row.getByRole('cell').allTextContents()
    /** Five rows read; one refused (no last name); "FR 781-2340" is kept as FR7812340. */
    assert.deepEqual(
      cells.slice(1, 6).map((cell) => cell.trim()),
      ['wta-sample.csv', 'Terminada', '5', '1', 'wta-sample-result.xlsx']
    )

    const download = page.waitForEvent('download')
    await row.getByRole('link', { name: 'Descargar resultado' }).click()
    const result = await download
    assert.match(result.suggestedFilename(), /\.xlsx$/)

    await row.getByRole('link', { name: 'Detalles' }).click()
    await page.getByText('Faltan los apellidos', { exact: false }).waitFor()
    const players = await DefaultPlayer.query().where('tournamentId', tournament.id)
    assert.lengthOf(players, 4)
    assert.isTrue(players.every((player) => player.tour === 'WTA'))
  })
})
