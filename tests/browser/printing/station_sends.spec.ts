import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import db from '@adonisjs/lucid/services/db'
import { clearStoredRequestFiles, openTournaments } from '#tests/helpers/forms'
import { createForm } from '#tests/helpers/form_factory'
import { createUser } from '#tests/helpers/users'
import { logIn } from '#tests/helpers/browser_staff'
import { officeFor } from '#tests/helpers/desk_browser'
import { clearTemplateImages, printEntries } from '#tests/helpers/badge_templates'
import { createStation, leaveStation } from '#tests/helpers/print_stations'
import { createOrganisation } from '#tests/helpers/organisations'
import { printedCard } from '#tests/helpers/collection'
import { untilHydrated } from '#tests/helpers/hydration'
import { seedBadgeDesigns } from '#database/demo/badge_designs'

test.group('Sending to a station from a list or an organisation, in the browser', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())
  group.each.teardown(() => clearStoredRequestFiles())
  group.each.teardown(() => clearTemplateImages())
  group.each.timeout(180_000)

  test("a printer ticks two rows of the press list and sends them to the demo's station; the station page receives them live and confirms each", async ({
    visit,
    browser,
    assert,
  }) => {
    const { tennis, golf } = await openTournaments()
    const admin = await createUser({ isAdmin: true })
    /** The demo's designs and its station "Recogida principal" at the tennis collection point. */
    await seedBadgeDesigns([tennis, golf], admin.id)
    const lidia = await createForm('press', tennis, {
      state: 'approved',
      name: 'Lidia',
      lastName: 'Listada',
    })
    const luis = await createForm('press', tennis, {
      state: 'approved',
      name: 'Luis',
      lastName: 'Listado',
    })
    await createForm('press', tennis, { state: 'approved', name: 'Otra', lastName: 'Listadura' })
    /** Prints, does not edit: the list still lets them tick rows to send. */
    const printer = await createUser({ canPrint: true, formTypes: JSON.stringify(['press']) })

    const context = await officeFor(browser, printer)
    const station = await context.newPage()
    await station.goto('/merchant/print-stations')
    await station.getByRole('link', { name: 'Abrir puesto Recogida principal' }).click()
    await station.getByText('Esperando tarjetas…').waitFor()

    const list = await logIn(visit, printer.email)
    await list.goto('/merchant/mform/press?search=listad')
    const send = list.getByRole('group', { name: 'Enviar a un puesto de impresión' })
    await send.getByRole('button', { name: 'Enviar las seleccionadas' }).waitFor()
    assert.isTrue(await send.getByRole('button', { name: 'Enviar las seleccionadas' }).isDisabled())
    await list.getByRole('checkbox', { name: 'Seleccionar a Lidia Listada' }).check()
    await list.getByRole('checkbox', { name: 'Seleccionar a Luis Listado' }).check()
    assert.equal(
      await send.getByLabel('Puesto').locator('option:checked').textContent(),
      'Recogida principal'
    )
    await send.getByRole('button', { name: 'Enviar las 2 seleccionadas' }).click()
    await list.getByText('2 tarjetas enviadas a Recogida principal.').waitFor()
    assert.isFalse(
      await list.getByRole('checkbox', { name: 'Seleccionar a Lidia Listada' }).isChecked(),
      'the selection is cleared once sent'
    )

    const current = station.getByTestId('current-job')
    for (const holder of ['Lidia Listada', 'Luis Listado']) {
      await current.getByText(holder).waitFor()
      await current.locator('iframe').waitFor()
      await station.getByRole('button', { name: 'Impresa', exact: true }).click()
      await station.getByText('Tarjeta confirmada como impresa.').waitFor()
    }
    await station.getByText('Esperando tarjetas…').waitFor()
    for (const form of [lidia, luis]) {
      const [entry] = await printEntries(form.id)
      assert.equal(entry.stationName, 'Recogida principal')
      assert.equal(entry.templateVersion, 1, "printed with the demo's design")
    }
    await leaveStation(station)
    await context.close()
  })

  test("an administrator sends an organisation's approved people not yet printed from its page; a ticked printed one asks why first", async ({
    visit,
    assert,
  }) => {
    const { organisation, quota, tournament } = await createOrganisation({ name: 'Radio Sur' })
    const person = async (lastName: string, printed = false) => {
      const form = printed
        ? await printedCard('accreditation', tournament, { name: 'Rosa', lastName })
        : await createForm('accreditation', tournament, {
            state: 'approved',
            name: 'Rosa',
            lastName,
          })
      await db.table('organisation_people').insert({
        organisation_id: organisation.id,
        quota_id: quota.id,
        form_id: form.id,
        created_at: new Date(),
      })
      return form
    }
    const first = await person('Primera')
    const second = await person('Segunda')
    const printed = await person('Impresa', true)
    const desk = await createStation(tournament.id, 'Recogida')
    const admin = await createUser({ isAdmin: true })
    const page = await logIn(visit, admin.email)
    await page.goto(`/merchant/organisations/${organisation.id}`)
    await untilHydrated(page)

    const send = page.getByRole('group', { name: 'Enviar a un puesto de impresión' })
    await send.getByRole('button', { name: 'Enviar las 2 aprobadas sin imprimir' }).click()
    await page.getByText('2 tarjetas enviadas a Recogida.').waitFor()
    const queued = await db.from('print_jobs').where('station_id', desk).orderBy('id')
    assert.deepEqual(
      queued.map((job) => job.form_id),
      [first.id, second.id]
    )

    await page.getByRole('checkbox', { name: 'Seleccionar a Rosa Impresa' }).check()
    await send.getByRole('button', { name: 'Enviar la seleccionada' }).click()
    const dialog = page.getByRole('dialog', { name: 'Por qué se imprimen de nuevo' })
    await dialog.getByText('1 tarjeta ya se imprimió').waitFor()
    await dialog.getByLabel('Por qué se imprimen de nuevo').selectOption('damaged')
    await dialog.getByRole('button', { name: 'Reimprimir' }).click()
    await page.getByText('1 tarjeta enviada a Recogida.').waitFor()
    const reprint = await db.from('print_jobs').where('form_id', printed.id).first()
    assert.equal(reprint.reprint_reason, 'damaged')
  })
})
