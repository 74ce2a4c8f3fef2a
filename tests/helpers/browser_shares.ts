import type { PluginFn } from '@japa/runner/types'
import type { Test } from '@japa/runner/core'
import { Group } from '@japa/runner/core'
import { ENGINE_INDEPENDENT } from '#tests/helpers/engines'

/**
 * CI shares the browser suite between its SQLite and PostgreSQL browser
 * processes: each browser test runs once per CI run, on one engine, given out
 * in turn in the order of files and titles by the shares' weights. A browser
 * test checks what a person sees; the requests behind it run on both engines
 * in the functional suite. BROWSER_SHARE names the share (`sqlite` or `pg`);
 * unset (by hand, `npm test`), every test runs.
 *
 * Left out of the sharing: the page crawl, which splits itself by language
 * (CRAWL_LOCALES), and engine-independent tests, which run with SQLite.
 *
 * Weights: five tests to SQLite for one to PostgreSQL, whose process also
 * runs the functional suite. Change them when one process ends minutes
 * before the other (`tmp/ci-logs/*.seconds`).
 */
const SHARES = [
  { name: 'sqlite', weight: 5 },
  { name: 'pg', weight: 1 },
] as const
const ROUND = SHARES.reduce((sum, share) => sum + share.weight, 0)

/** The pass that runs the index-th shared test: the weights' pattern, repeated. */
function shareOf(index: number) {
  let place = index % ROUND
  for (const share of SHARES) {
    if (place < share.weight) return share.name
    place -= share.weight
  }
  return SHARES[0].name
}
const OTHER_SHARE = '@browser-other-share'
const SELF_SPLIT = /tests\/browser\/crawl\/every_page\.spec\.ts$/

function testsOf(stack: (Test | Group)[]): Test[] {
  return stack.flatMap((item) => (item instanceof Group ? item.tests : [item]))
}

function shared(test: Test) {
  const file = String(test.options.meta.fileName ?? '')
  return !SELF_SPLIT.test(file) && !test.options.tags.includes(ENGINE_INDEPENDENT)
}

export function browserShares(): PluginFn {
  return ({ runner, emitter, config }) => {
    const share = SHARES.find((one) => one.name === process.env.BROWSER_SHARE)?.name
    if (!share) return
    config.refiner.add('tags', [`~${OTHER_SHARE}`])
    /** Tagged once every file is read, so a test's own tags are final and the order is known. */
    emitter.on('runner:start', () => {
      const browser = runner.suites.find((suite) => suite.name === 'browser')
      if (!browser) return
      const key = (test: Test) => `${test.options.meta.fileName}\0${test.title}`
      const tests = testsOf(browser.stack)
        .filter(shared)
        .sort((a, b) => key(a).localeCompare(key(b)))
      tests.forEach((test, index) => {
        if (shareOf(index) !== share) test.options.tags.push(OTHER_SHARE)
      })
    })
  }
}
