import { test } from '@japa/runner'
import limiter from '@adonisjs/limiter/services/main'
import { openTournaments } from '#tests/helpers/forms'
import { createForm } from '#tests/helpers/form_factory'
import { createUser } from '#tests/helpers/users'
import { logIn } from '#tests/helpers/browser_staff'
import { truncateAll } from '#tests/helpers/database'
import { eventually, simulatedGates, type GateSimulator } from '#tests/helpers/gates'

/** Gate deliveries run on timers outside any request: committed for real, emptied after. */
test.group('A request page waiting for the gates', (group) => {
  let simulator: GateSimulator
  group.each.setup(async () => {
    await limiter.clear()
    const gates = await simulatedGates(15_000)
    simulator = gates.simulator
    return async () => {
      await gates.stop()
      await truncateAll()
    }
  })
  group.each.timeout(90_000)

  test('staff add a credential while the gates are slow: "pending" turns "active" on the page without a reload, and the history says it was delivered', async ({
    visit,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const form = await createForm('press', tennis, {
      state: 'approved',
      name: 'Marta',
      lastName: 'Quintana',
    })
    const user = await createUser({ canRfid: true, formTypes: JSON.stringify(['press']) })
    const page = await logIn(visit, user.email)
    await page.goto(`/merchant/mform/press/${form.id}`)
    await page.getByRole('heading', { name: 'Marta Quintana' }).waitFor()

    /** The first try is refused; the next waits at the gates until released. */
    simulator.failNext(1)
    simulator.hold()
    await page.getByRole('button', { name: 'Dar de alta en accesos' }).click()
    await page.getByTestId('gate-state').filter({ hasText: 'Pendiente' }).waitFor()
    await page.getByTestId('gate-desired').filter({ hasText: 'Activa' }).waitFor()
    await page.evaluate(() => ((window as any).samePage = true))
    await eventually('the retry at the gates', async () => simulator.waiting() === 1)

    simulator.resume()
    await page.getByTestId('gate-state').filter({ hasText: 'Activa' }).waitFor({ timeout: 15_000 })
    assert.isTrue(await page.evaluate(() => (window as any).samePage === true), 'no reload')
    await page.getByTestId('form-gate').filter({ hasText: 'Activa' }).waitFor()
    await page.getByTestId('gate-delivery').filter({ hasText: 'Entregado a accesos' }).waitFor()
    await page.getByText('Accesos confirmó: Activa').waitFor()
    assert.deepInclude(simulator.credential(form.code), { state: 'active' })
  })
})
