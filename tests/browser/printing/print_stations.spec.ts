import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import db from '@adonisjs/lucid/services/db'
import { clearStoredRequestFiles, openTournaments } from '#tests/helpers/forms'
import { createForm } from '#tests/helpers/form_factory'
import { createUser } from '#tests/helpers/users'
import { logIn } from '#tests/helpers/browser_staff'
import { printEntries } from '#tests/helpers/badge_templates'
import { officeFor } from '#tests/helpers/desk_browser'
import { createStation, leaveStation } from '#tests/helpers/print_stations'

test.group('Print stations in the browser', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())
  group.each.teardown(() => clearStoredRequestFiles())
  group.each.timeout(180_000)

  test('the console sends a card to a station, the station receives it live and confirms it; a second print asks its reason', async ({
    visit,
    browser,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const holder = await createForm('press', tennis, {
      state: 'approved',
      name: 'Estela',
      lastName: 'Estación',
    })
    const printer = await createUser({
      canPrint: true,
      canToppanel: true,
      formTypes: JSON.stringify(['press']),
    })
    await createStation(tennis.id, 'Recogida norte')
    const console = await logIn(visit, printer.email)

    /** The page at the printer: another window, opened from the stations list. */
    const context = await officeFor(browser, printer)
    const printerPage = await context.newPage()
    await printerPage.goto('/merchant/print-stations')
    await printerPage.getByRole('link', { name: 'Abrir puesto Recogida norte' }).click()
    await printerPage.getByRole('heading', { name: 'Puesto de impresión Recogida norte' }).waitFor()
    await printerPage.getByText('Esperando tarjetas…').waitFor()

    await console.goto('/merchant/systems')
    await console.getByRole('checkbox', { name: 'Seleccionar a Estela Estación' }).check()
    await console.getByRole('button', { name: 'Enviar a un puesto' }).click()
    await console.getByText('1 tarjeta enviada a Recogida norte.').waitFor()

    const current = printerPage.getByTestId('current-job')
    await current.getByText('Estela Estación').waitFor()
    await current.locator('iframe').waitFor()
    /** The station's page restarts (a reload): it resumes the card it held. */
    await printerPage.reload()
    await current.getByText('Estela Estación').waitFor()
    await current.locator('iframe').waitFor()
    await printerPage.getByRole('button', { name: 'Impresa', exact: true }).click()
    await printerPage.getByText('Tarjeta confirmada como impresa.').waitFor()
    await printerPage.getByText('Esperando tarjetas…').waitFor()
    await printerPage
      .locator('li[data-queue-state="printed"]', { hasText: 'Recogida norte' })
      .waitFor()
    const [entry] = await printEntries(holder.id)
    assert.equal(entry.stationName, 'Recogida norte')

    /** Printing the same card again from the console asks why first. */
    await console.reload()
    await console.getByRole('checkbox', { name: 'Seleccionar a Estela Estación' }).check()
    await console.getByRole('button', { name: 'Imprimir acreditaciones' }).click()
    const dialog = console.getByRole('dialog', { name: 'Por qué se imprimen de nuevo' })
    await dialog.getByText('1 tarjeta ya se imprimió').waitFor()
    assert.lengthOf(await printEntries(holder.id), 1, 'nothing printed before the reason')
    await dialog.getByLabel('Por qué se imprimen de nuevo').selectOption('damaged')
    const popup = console.waitForEvent('popup')
    await dialog.getByRole('button', { name: 'Reimprimir' }).click()
    await popup
    await console.getByRole('dialog').waitFor({ state: 'detached' })
    const entries = await printEntries(holder.id)
    assert.deepEqual(
      entries.map((each) => each.reason ?? null),
      [null, 'damaged']
    )
    await leaveStation(printerPage)
    await context.close()
  })

  test('a station that dies holding a card: after the lease another station takes it over, prints it, and a failed card comes back with its reason', async ({
    browser,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const holder = await createForm('press', tennis, {
      state: 'approved',
      name: 'Tomás',
      lastName: 'Relevo',
    })
    const printer = await createUser({ canPrint: true, formTypes: JSON.stringify(['press']) })
    const north = await createStation(tennis.id, 'Norte')
    await createStation(tennis.id, 'Sur')
    const context = await officeFor(browser, printer)
    const northPage = await context.newPage()
    await northPage.goto(`/merchant/print-stations/${north}`)
    await db.table('print_jobs').insert({
      station_id: north,
      form_id: holder.id,
      card_version: 1,
      state: 'queued',
      created_at: new Date(),
    })
    await northPage.getByTestId('current-job').getByText('Tomás Relevo').waitFor()
    /** The north station's computer dies; its lease runs out. */
    await northPage.close()
    const past = Date.now() - 60_000
    await db.from('print_stations').where('id', north).update({ seen_at: past })
    await db.from('print_jobs').where('form_id', holder.id).update({ lease_until: past })

    const southPage = await context.newPage()
    await southPage.goto('/merchant/print-stations')
    await southPage.getByRole('link', { name: 'Abrir puesto Sur' }).click()
    const current = southPage.getByTestId('current-job')
    await current.getByText('Tomás Relevo').waitFor()
    await current.getByText('Tomada del puesto Norte').waitFor()

    /** The card jams: back to the queue with its reason, printed again, then confirmed. */
    await southPage.getByLabel('Por qué ha fallado').selectOption('misprint')
    await southPage.getByRole('button', { name: 'Fallida, imprimir de nuevo' }).click()
    await southPage.getByText('La tarjeta vuelve a la cola para imprimirse de nuevo.').waitFor()
    await current.getByText('Reimpresión · Mal impresa').waitFor()
    await southPage.getByRole('button', { name: 'Impresa', exact: true }).click()
    await southPage.getByText('Tarjeta confirmada como impresa.').waitFor()
    const entries = await printEntries(holder.id)
    assert.lengthOf(entries, 1)
    assert.equal(entries[0].stationName, 'Sur')
    assert.equal(entries[0].reason, 'misprint')
    await leaveStation(southPage)
    await context.close()
  })
})
