import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import ExcelJS from 'exceljs'
import { logIn } from '#tests/helpers/browser_staff'
import { createUser } from '#tests/helpers/users'
import { restaurantLogCount, tillWithHolder } from '#tests/helpers/restaurants'

/** The page is live once the scan field has taken the focus (a wedge types into it). */
async function tillReady(page: any) {
  await page.locator('#scan:focus').waitFor()
}

/** The till's credits-left figure once it shows `value`. */
async function creditsLeft(page: any, value: string) {
  await page
    .getByTestId('credits-left')
    .filter({ hasText: new RegExp(`^${value}$`) })
    .waitFor()
}

test.group('Restaurant till in the browser', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())
  group.each.timeout(60_000)

  test('a cashier scans a badge by keyboard, deducts meals by typing and on the keypad, and the day log and its export show them', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const { restaurant, holder, cashier } = await tillWithHolder({ credits: 3 })
    const page = await logIn(visit, cashier.email)
    await page
      .getByRole('navigation', { name: 'Menú' })
      .getByRole('link', { name: 'Restaurante' })
      .click()
    await page.getByRole('heading', { name: restaurant.name }).waitFor()
    await tillReady(page)

    // A keyboard-wedge scanner types the code and Enter into the focused field.
    await page.keyboard.type(holder.code.toLowerCase())
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { name: 'Marta Comensal' }).waitFor()
    await creditsLeft(page, '3')

    // A short number and Enter deducts it, without the mouse.
    await page.keyboard.type('1')
    await page.keyboard.press('Enter')
    await page.getByText('Descontado. Quedan 2 comidas.').waitFor()
    await creditsLeft(page, '2')

    // The keypad by touch: 2, Deduct.
    await page.getByRole('button', { name: '2', exact: true }).click()
    await page.getByTestId('keypad-display').filter({ hasText: /^2$/ }).waitFor()
    await page.getByRole('button', { name: 'Descontar', exact: true }).click()
    await page.getByText('Descontado. Quedan 0 comidas.').waitFor()
    await creditsLeft(page, '0')
    await page.getByTestId('keypad-display').filter({ hasText: /^0$/ }).waitFor()

    // More than what is left is refused with the reason.
    await page.keyboard.type('1')
    await page.keyboard.press('Enter')
    await page.getByText('No queda suficiente para este descuento.').waitFor()
    await holder.refresh()
    assert.equal(holder.credits, 0)
    assert.equal(await restaurantLogCount(holder.id), 2)

    // The administrator finds them in the day's log and its export.
    const admin = await createUser({ isAdmin: true })
    await browserContext.clearCookies()
    await browserContext.loginAs(admin)
    const logs = await visit('/merchant/restaurant-logs')
    await logs.getByRole('heading', { name: 'Registro de restaurantes' }).waitFor()
    await logs.getByTestId('restaurant-totals').getByText('3 comidas').waitFor()
    assert.equal(await logs.getByRole('cell', { name: /Marta Comensal/ }).count(), 2)
    const download = logs.waitForEvent('download')
    await logs.getByRole('link', { name: 'Exportar a Excel' }).click()
    const file = await download
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.readFile(await file.path())
    const names: unknown[] = []
    workbook.worksheets[0].eachRow((row, index) => {
      if (index > 1) names.push(row.getCell(3).value)
    })
    assert.deepEqual(names, ['Marta Comensal', 'Marta Comensal'])
  })

  test('the connection drops while deducting: the till retries the same deduction and it happens once', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const { holder, cashier, restaurant } = await tillWithHolder({ credits: 5 })
    await browserContext.loginAs(cashier)
    const page = await visit(`/merchant/restaurant/${restaurant.id}`)
    await tillReady(page)
    await page.keyboard.type(holder.code)
    await page.keyboard.press('Enter')
    await creditsLeft(page, '5')

    await page.getByRole('button', { name: '1', exact: true }).click()
    await browserContext.setOffline(true)
    await page.getByRole('button', { name: 'Descontar', exact: true }).click()
    await page.getByText('Sin conexión: reintentando el mismo descuento').waitFor()
    // A second tap while it retries does not start another deduction.
    assert.isTrue(await page.getByRole('button', { name: 'Descontar', exact: true }).isDisabled())
    await browserContext.setOffline(false)
    await page.getByText('Conexión recuperada: descontado una vez. Quedan 4 comidas.').waitFor()
    await holder.refresh()
    assert.equal(holder.credits, 4)
    assert.equal(await restaurantLogCount(holder.id), 1)
  })

  test('the answer is lost after the server deducted: the retry is recognised and nothing is taken twice', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const { holder, cashier, restaurant } = await tillWithHolder({ credits: 5 })
    await browserContext.loginAs(cashier)
    const page = await visit(`/merchant/restaurant/${restaurant.id}`)
    await tillReady(page)
    let dropped = 0
    await page.route(`**/merchant/restaurant/${restaurant.id}`, async (route: any) => {
      if (route.request().method() !== 'PUT' || dropped > 0) return route.fallback()
      dropped += 1
      await route.fetch()
      await route.abort('connectionreset')
    })
    await page.keyboard.type(holder.code)
    await page.keyboard.press('Enter')
    await creditsLeft(page, '5')
    await page.keyboard.type('2')
    await page.keyboard.press('Enter')
    await page
      .getByText(
        'Conexión recuperada: el descuento ya se había hecho; no se ha cobrado dos veces. Quedan 3 comidas.'
      )
      .waitFor()
    assert.equal(dropped, 1)
    await holder.refresh()
    assert.equal(holder.credits, 3)
    assert.equal(await restaurantLogCount(holder.id), 1)
  })

  test('an empty balance is said at the scan, before the cashier types anything, as a refusal', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const { holder, cashier, restaurant } = await tillWithHolder({ credits: 0, amount: 0 })
    await browserContext.loginAs(cashier)
    const page = await visit(`/merchant/restaurant/${restaurant.id}`)
    await tillReady(page)
    await page.keyboard.type(holder.code)
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { name: 'Marta Comensal' }).waitFor()
    const empty = page.getByTestId('empty-balance')
    await empty.getByText('Quedan 0 comidas: no se puede descontar ninguna comida.').waitFor()
    await empty.getByText('No queda saldo: no se puede cobrar nada.').waitFor()
    assert.equal(await empty.getAttribute('role'), 'alert')
    assert.include(await empty.getAttribute('class'), 'bg-red-50')
    assert.equal(await page.getByTestId('keypad-display').textContent(), '0')
    await page.getByRole('button', { name: '1', exact: true }).click()
    assert.isTrue(await page.getByRole('button', { name: 'Descontar', exact: true }).isDisabled())
    assert.equal(await restaurantLogCount(holder.id), 0)
  })

  test('the number first, then the badge: each scan deducts in one request and names the holder', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const { holder, cashier, restaurant } = await tillWithHolder({ credits: 3 })
    await browserContext.loginAs(cashier)
    const page = await visit(`/merchant/restaurant/${restaurant.id}`)
    await tillReady(page)
    const calls: string[] = []
    page.on('request', (request: any) => {
      if (request.method() !== 'GET') calls.push(new URL(request.url()).pathname)
    })

    for (const left of ['2', '1']) {
      await page.keyboard.type('1')
      await page.keyboard.press('Enter')
      await page.getByText('La próxima tarjeta escaneada paga 1 comida.').waitFor()
      await page.keyboard.type(holder.code)
      await page.keyboard.press('Enter')
      await page.getByRole('heading', { name: 'Marta Comensal' }).waitFor()
      await creditsLeft(page, left)
      await page
        .getByText(`Descontado. ${left === '1' ? 'Queda 1 comida' : 'Quedan 2 comidas'}.`)
        .waitFor()
    }
    const charge = `/merchant/restaurant/${restaurant.id}/charge`
    assert.deepEqual(calls, [charge, charge], 'one request per deduction, no separate scan')
    await holder.refresh()
    assert.equal(holder.credits, 1)
    assert.equal(await restaurantLogCount(holder.id), 2)
  })
})
