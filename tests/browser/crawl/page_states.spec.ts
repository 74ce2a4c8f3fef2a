import { test } from '@japa/runner'
import type { Page } from 'playwright'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import Collective from '#models/collective'
import { createUser } from '#tests/helpers/users'
import { createRestaurant, tillWithHolder } from '#tests/helpers/restaurants'
import { axeViolations } from '#tests/helpers/page_audit'

/**
 * What the crawl's GET visits never show: the toasts after an action and a
 * till's holder card. They pass axe too (no serious or critical failure).
 */
/**
 * A toast once its entrance has ended: axe reads the colours of an element
 * still fading in as paler than they are.
 */
async function shownToast(page: Page, type: 'success' | 'error') {
  const toast = page.locator(`[data-sonner-toast][data-type="${type}"]`)
  await toast.waitFor()
  await toast.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished))
  )
  await page.waitForFunction((selector) => {
    const element = document.querySelector(selector)
    return element !== null && getComputedStyle(element).opacity === '1'
  }, `[data-sonner-toast][data-type="${type}"]`)
}

test.group('Page states after an action, for axe', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('the success and error toasts are readable', async ({ browserContext, visit, assert }) => {
    const restaurant = await createRestaurant('press')
    const waiting = await Collective.create({ name: 'Eva', lastName: 'Espera', type: 'delegate' })
    await browserContext.loginAs(await createUser({ isAdmin: true }))

    const page = await visit(`/merchant/restaurants/${restaurant.id}/edit`)
    await page.getByRole('button', { name: 'Guardar' }).click()
    await shownToast(page, 'success')
    assert.deepEqual(await axeViolations(page), [], 'success toast')

    /** The receipt of a collection not yet signed: refused with an error toast. */
    await page.goto(`/merchant/signature/${waiting.id}`)
    await page.goto(`/merchant/signature/${waiting.id}/print`)
    await shownToast(page, 'error')
    assert.deepEqual(await axeViolations(page), [], 'error toast')
  })

  test("the till's holder card without a photo is readable", async ({
    browserContext,
    visit,
    assert,
  }) => {
    const { restaurant, holder, cashier } = await tillWithHolder({ credits: 3 })
    await browserContext.loginAs(cashier)
    const page = await visit(`/merchant/restaurant/${restaurant.id}`)
    await page.locator('#scan:focus').waitFor()
    await page.keyboard.type(holder.code)
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { name: 'Marta Comensal' }).waitFor()
    await page.getByText('Sin foto').waitFor()
    assert.deepEqual(await axeViolations(page), [])
  })
})
