import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import db from '@adonisjs/lucid/services/db'
import { clearStoredRequestFiles, openTournaments } from '#tests/helpers/forms'
import { createForm } from '#tests/helpers/form_factory'
import { createUser } from '#tests/helpers/users'
import { printEntries } from '#tests/helpers/badge_templates'
import { officeFor } from '#tests/helpers/desk_browser'
import { createStation, leaveStation } from '#tests/helpers/print_stations'

test.group('The station page', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())
  group.each.teardown(() => clearStoredRequestFiles())
  group.each.timeout(180_000)

  test('a card that could not be drawn says so, cannot be confirmed and is drawn again; a rejected card leaves the queue unprinted', async ({
    browser,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const rejected = await createForm('press', tennis, {
      state: 'approved',
      name: 'Rita',
      lastName: 'Rechazada',
    })
    const next = await createForm('press', tennis, {
      state: 'approved',
      name: 'Nico',
      lastName: 'Siguiente',
    })
    const printer = await createUser({ canPrint: true, formTypes: JSON.stringify(['press']) })
    const desk = await createStation(tennis.id, 'Mesa')
    const context = await officeFor(browser, printer)
    const page = await context.newPage()
    /** The server cannot draw the first card for a while. */
    let broken = true
    await page.route('**/jobs/*/pdf?*', (route: any) =>
      broken ? route.fulfill({ status: 500, body: '' }) : route.continue()
    )
    await page.goto(`/merchant/print-stations/${desk}`)
    for (const form of [rejected, next])
      await db.table('print_jobs').insert({
        station_id: desk,
        form_id: form.id,
        card_version: 1,
        state: 'queued',
        created_at: new Date(),
      })
    const current = page.getByTestId('current-job')
    await current.getByText('Rita Rechazada').waitFor()
    await page
      .getByText('No se ha podido generar la tarjeta: el puesto lo vuelve a intentar.')
      .waitFor()
    const printed = page.getByRole('button', { name: 'Impresa', exact: true })
    assert.isTrue(await printed.isDisabled(), 'nothing drawn, nothing to confirm')

    broken = false
    await current.locator('iframe').waitFor()
    await printed.and(page.locator(':enabled')).waitFor()

    /** Rejected while it waits at the printer: the station drops it and moves on. */
    await db.from('forms').where('id', rejected.id).update({ state: 'rejected' })
    await current.getByText('Nico Siguiente').waitFor()
    await page.locator('li[data-queue-state="cancelled"]', { hasText: 'Rechazada' }).waitFor()
    await page.locator('li[data-queue-state="cancelled"]', { hasText: 'Cancelada' }).waitFor()
    await current.locator('iframe').waitFor()
    await printed.click()
    await page.getByText('Tarjeta confirmada como impresa.').waitFor()
    assert.lengthOf(await printEntries(rejected.id), 0)
    assert.lengthOf(await printEntries(next.id), 1)
    await leaveStation(page)
    await context.close()
  })
})
