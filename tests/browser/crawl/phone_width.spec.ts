import { test } from '@japa/runner'
import { openCrawlWorld, type CrawlWorld } from '#tests/helpers/crawl_world'
import { crawlTargets } from '#tests/helpers/crawl_routes'
import { settled } from '#tests/helpers/page_audit'
import { overflowingElements, overlappingTexts, sidewaysOverflow } from '#tests/helpers/page_layout'

const PHONE = { width: 390, height: 844 }
const TABLET = { width: 1024, height: 768 }

/** The desks' screens, used on a tablet at the desk: the till, the badge console, the signing screen. */
function deskScreens(world: CrawlWorld) {
  return [
    `/merchant/systems`,
    `/merchant/restaurant/${world.ids.restaurant}`,
    `/merchant/signature`,
    `/merchant/signature/create`,
    `/merchant/signature/${world.collections.waiting}`,
    `/merchant/signature/${world.collections.waiting}/edit`,
    `/merchant/signature/${world.collections.signed}`,
  ]
}

/**
 * Staff use the screens on phones and tablets: no page scrolls sideways at a
 * phone's 390 px, and no text of a desk screen is drawn over another.
 */
test.group('Staff pages on phones and tablets', (group) => {
  let world: CrawlWorld
  group.setup(async () => {
    const [seeded, close] = await openCrawlWorld()
    world = seeded
    return close
  })

  test('every staff page fits a 390 px wide phone', async ({ browserContext, assert }) => {
    await browserContext.loginAs(world.admin)
    const page = await browserContext.newPage()
    await page.setViewportSize(PHONE)
    const wider: string[] = []
    for (const target of crawlTargets(world, 'es').staff.filter((one) => !one.file)) {
      await page.goto(target.url, { waitUntil: 'load' })
      await settled(page)
      const overflow = await sidewaysOverflow(page)
      if (overflow > 0) {
        const culprits = await overflowingElements(page)
        wider.push(`${target.url}: ${overflow} px wider (${culprits.join(', ')})`)
      }
    }
    assert.deepEqual(wider, [])
  }).timeout(600_000)

  test('no two texts of a desk screen overlap on a 1024 × 768 tablet', async ({
    browserContext,
    assert,
  }) => {
    await browserContext.loginAs(world.admin)
    const page = await browserContext.newPage()
    await page.setViewportSize(TABLET)
    const overlapping: string[] = []
    for (const url of deskScreens(world)) {
      await page.goto(url, { waitUntil: 'load' })
      await settled(page)
      const pairs = await overlappingTexts(page)
      overlapping.push(...pairs.map((pair) => `${url}: ${pair}`))
    }
    assert.deepEqual(overlapping, [])
  }).timeout(120_000)
})
