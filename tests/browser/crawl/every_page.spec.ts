import { test } from '@japa/runner'
import type { BrowserContext, Page } from 'playwright'
import { openCrawlWorld, type CrawlWorld } from '#tests/helpers/crawl_world'
import { crawlTargets, type CrawlTarget } from '#tests/helpers/crawl_routes'
import { pageProblems, settled, watchErrors } from '#tests/helpers/page_audit'

/** Opens one target and lists what a person would meet there that is wrong. */
async function problemsAt(
  page: Page,
  context: BrowserContext,
  target: CrawlTarget,
  errors: ReturnType<typeof watchErrors>
) {
  if (target.file) {
    const response = await context.request.get(target.url, { maxRedirects: 0 })
    return response.status() === 200 ? [] : [`answered ${response.status()}`]
  }
  const response = await page.goto(target.url, { waitUntil: 'load' })
  /** A page that never renders is a finding about that address, not the end of the crawl. */
  const rendered = await settled(page).then(
    () => null,
    (error: Error) => `did not render: ${error.message.split('\n')[0]}`
  )
  if (rendered) return [rendered, ...errors.take()]
  const status = response?.status() ?? 0
  const problems = status >= 400 ? [`answered ${status}`] : []
  problems.push(...(await pageProblems(page)), ...errors.take())
  return problems
}

/** Every target in one language, logged out then as the admin, in one reused page. */
/** The languages to crawl: both unless CRAWL_LOCALES names some of them. */
function crawlLocales() {
  const named = (process.env.CRAWL_LOCALES ?? '').split(',').map((locale) => locale.trim())
  const chosen = SUPPORTED.filter((locale) => named.includes(locale))
  return chosen.length ? chosen : [...SUPPORTED]
}

const SUPPORTED = ['es', 'en'] as const

async function crawlIn(context: BrowserContext, locale: string, world: CrawlWorld) {
  const { loggedOut, staff } = crawlTargets(world, locale)
  const page = await context.newPage()
  const errors = watchErrors(page)
  await page.goto(`/lang/${locale}`)
  const failures: string[] = []
  const only = process.env.CRAWL_ONLY ? new RegExp(process.env.CRAWL_ONLY) : null
  const visit = async (targets: CrawlTarget[]) => {
    for (const target of targets.filter((one) => !only || only.test(one.url))) {
      const found = await problemsAt(page, context, target, errors)
      failures.push(
        ...found.map((problem) => `${locale} ${target.url} [${target.route}] ${problem}`)
      )
    }
  }
  await visit(loggedOut)
  await (context as BrowserContext & { loginAs(user: unknown): Promise<void> }).loginAs(world.admin)
  await visit(staff)
  return failures
}

/**
 * Every GET route the router holds, in both languages, as a visitor (public
 * pages, login) and then as the admin, on the demo data with real ids:
 * no raw translation key, no console or uncaught error, no serious or
 * critical accessibility violation, no error status.
 */
test.group('Every page in the browser', (group) => {
  let world: CrawlWorld
  group.setup(async () => {
    const [seeded, close] = await openCrawlWorld()
    world = seeded
    return close
  })

  test('every GET route has an address the crawl can open', ({ assert }) => {
    assert.deepEqual(crawlTargets(world, 'es').unknown, [], 'add these routes to TARGETS')
  })

  /**
   * Every language at once, each in its own browser context: the two cores
   * share the work. CRAWL_LOCALES (comma separated) narrows it: CI crawls
   * Spanish in its SQLite pass and English in its PostgreSQL pass, so each
   * language and each engine is crawled once.
   */
  test('es and en: no raw key, console error, page error or serious accessibility failure', async ({
    browser,
    browserContext,
    assert,
  }) => {
    const [first, ...others] = crawlLocales()
    const contexts = await Promise.all(
      others.map(() =>
        browser.newContext({ baseURL: `http://${process.env.HOST}:${process.env.PORT}` })
      )
    )
    try {
      const failures = await Promise.all([
        crawlIn(browserContext, first, world),
        ...others.map((locale, index) => crawlIn(contexts[index], locale, world)),
      ])
      assert.deepEqual(failures.flat(), [])
    } finally {
      await Promise.all(contexts.map((context) => context.close()))
    }
  }).timeout(1_200_000) // about 250 pages with an accessibility audit each, one language per CI pass
})
