import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { createUser } from '#tests/helpers/users'
import { createRestaurant } from '#tests/helpers/restaurants'
import { officeFor } from '#tests/helpers/desk_browser'

test.group('A restaurant offline allowance', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(120_000)

  test('the admin sets what offline tills may take beyond the balance; bad input is refused with a message', async ({
    browser,
    assert,
  }) => {
    const restaurant = await createRestaurant('press')
    const office = await officeFor(browser, await createUser({ isAdmin: true }))
    const page = await office.newPage()
    await page.goto(`/merchant/restaurants/${restaurant.id}/edit`)
    await page.getByLabel('Comidas por encima del saldo').fill('muchas')
    await page.getByRole('button', { name: 'Guardar' }).click()
    await page.getByText('El campo comidas por encima del saldo debe ser un número').waitFor()
    await restaurant.refresh()
    assert.isNull(restaurant.offlineCreditsAllowance)

    await page.getByLabel('Comidas por encima del saldo').fill('2')
    await page.getByLabel('Dinero por encima del saldo (€)').fill('4,50')
    await page.getByRole('button', { name: 'Guardar' }).click()
    await page.waitForURL(/\/merchant\/restaurants$/)
    await restaurant.refresh()
    assert.equal(restaurant.offlineCreditsAllowance, 2)
    assert.equal(restaurant.offlineAmountAllowance, 450)

    await page.goto(`/merchant/restaurants/${restaurant.id}/edit`)
    assert.equal(await page.getByLabel('Dinero por encima del saldo (€)').inputValue(), '4.50')
    await office.close()
  })
})
