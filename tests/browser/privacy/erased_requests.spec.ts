import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { openTournaments } from '#tests/helpers/forms'
import { createForm } from '#tests/helpers/form_factory'
import { createUser } from '#tests/helpers/users'
import { erasedForm } from '#tests/helpers/erased_requests'

test.group('Erased requests in the browser', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the staff list keeps an erased request out of the work and shows it for what it was under its own filter', async ({
    browserContext,
    visit,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    await createForm('press', tennis, { name: 'Alba', lastName: 'Activa' })
    const erased = await erasedForm('press', tennis)
    await browserContext.loginAs(await createUser({ isAdmin: true }))

    const page = await visit('/merchant/mform/press')
    await page.getByRole('link', { name: 'Activa' }).waitFor()
    /** Only the live request can be selected: no blank "Select  " row. */
    const rowBoxes = page.getByRole('checkbox', { name: /^Seleccionar a / })
    assert.deepEqual(await rowBoxes.evaluateAll((boxes) => boxes.map((box) => box.ariaLabel)), [
      'Seleccionar a Alba Activa',
    ])

    await page.getByLabel('Listado').selectOption('erased')
    await page.waitForURL('**list=erased**')
    const row = page.getByRole('link', { name: `Solicitud n.º ${erased.id}, borrada a petición` })
    await row.waitFor()
    assert.match((await row.textContent())!, /el \d{2}\/\d{2}\/\d{2,4}$/)
    assert.equal(await rowBoxes.count(), 0, 'an erased request cannot be selected')
    await page.getByRole('link', { name: 'Activa' }).waitFor({ state: 'detached' })
  })

  test('the badge console does not list an erased request', async ({
    browserContext,
    visit,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const live = await createForm('press', tennis, { state: 'approved', lastName: 'Activa' })
    const erased = await erasedForm('press', tennis)
    await browserContext.loginAs(await createUser({ isAdmin: true }))
    const page = await visit('/merchant/systems')
    await page.getByText(live.code).waitFor()
    assert.equal(await page.getByText(erased.code).count(), 0)
    assert.equal(await page.getByRole('checkbox', { name: /^Seleccionar a\s*$/ }).count(), 0)
  })
})
