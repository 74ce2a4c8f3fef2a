import { test } from '@japa/runner'
import limiter from '@adonisjs/limiter/services/main'
import db from '@adonisjs/lucid/services/db'
import { openTournaments } from '#tests/helpers/forms'
import { createForm } from '#tests/helpers/form_factory'
import { createUser } from '#tests/helpers/users'
import { logIn } from '#tests/helpers/browser_staff'
import { truncateAll } from '#tests/helpers/database'
import { HttpGateDriver, useGateDriver } from '#services/gates/access_control'
import { startGateSimulator, type GateSimulator } from '#services/gates/gate_simulator'

/** Gate deliveries run on timers outside any request: committed for real, emptied after. */
test.group('Accreditation console in the browser', (group) => {
  let simulator: GateSimulator
  group.each.setup(async () => {
    await limiter.clear()
    simulator = await startGateSimulator()
    useGateDriver(
      new HttpGateDriver({ baseUrl: simulator.url, apiKey: simulator.apiKey, timeoutMs: 2000 })
    )
    return async () => {
      useGateDriver(null)
      await simulator.stop()
      await truncateAll()
    }
  })
  group.each.timeout(90_000)

  test('a new staff user approves a request, prints its badge, assigns its tag by keyboard, sees it active at the gates and blocks it', async ({
    visit,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const form = await createForm('press', tennis, { name: 'Marta', lastName: 'Quintana' })
    const user = await createUser({
      name: 'Nuevo',
      canEdit: true,
      canPrint: true,
      canRfid: true,
      canToppanel: true,
      formTypes: JSON.stringify(['press']),
    })
    const page = await logIn(visit, user.email)
    await page
      .getByRole('navigation', { name: 'Menú' })
      .getByRole('link', { name: 'Sistema de acreditación' })
      .click()
    await page.getByRole('heading', { name: 'Sistema de acreditación' }).waitFor()

    await page.getByRole('checkbox', { name: 'Seleccionar a Marta Quintana' }).check()
    await page.getByRole('button', { name: 'Aprobar', exact: true }).click()
    await page
      .getByRole('row', { name: /Quintana/ })
      .getByText('Aprobada')
      .waitFor()

    await page.getByRole('checkbox', { name: 'Seleccionar a Marta Quintana' }).check()
    const popup = page.waitForEvent('popup')
    await page.getByRole('button', { name: 'Imprimir acreditaciones' }).click()
    await popup
    await page
      .getByRole('row', { name: /Quintana/ })
      .getByText('Impresa')
      .waitFor()
    const printed = await db.from('form_logs').where({ form_id: form.id, type: 'print' })
    assert.lengthOf(printed, 1)

    // The assign mode: a badge scanner, then an RFID reader, both typing code + Enter.
    await page.getByRole('button', { name: 'Asignar tags RFID' }).click()
    await page.locator('#rfid-badge:focus').waitFor()
    await page.keyboard.type(form.code)
    await page.keyboard.press('Enter')
    await page.locator('#rfid-tag:focus').waitFor()
    await page.keyboard.type('04:A3:1B:22')
    await page.keyboard.press('Enter')
    await page.getByText('Marta Quintana: Tag 04A31B22 asignado.').waitFor()
    await page.locator('#rfid-badge:focus').waitFor()
    await page
      .getByRole('row', { name: /Quintana/ })
      .getByText('04A31B22')
      .waitFor()

    await page.getByRole('link', { name: 'Quintana, Marta' }).click()
    await page.getByRole('heading', { name: 'Marta Quintana' }).waitFor()
    await page.getByRole('button', { name: 'Dar de alta en accesos' }).click()
    await page.getByTestId('gate-state').filter({ hasText: 'Activa' }).waitFor()
    await page.getByRole('button', { name: 'Bloquear en accesos' }).click()
    await page.getByTestId('gate-state').filter({ hasText: 'Bloqueada' }).waitFor()
    assert.deepEqual(
      simulator.calls.map((call) => [call.action, call.code, call.status]),
      [
        ['add', form.code, 200],
        ['block', form.code, 200],
      ]
    )
  })
})
