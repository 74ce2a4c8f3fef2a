import type { PluginFn } from '@japa/runner/types'
import type { Test } from '@japa/runner/core'
import { Group } from '@japa/runner/core'
import { ENGINE_INDEPENDENT } from '#tests/helpers/engines'

/**
 * CI's two passes share the browser suite: each browser test runs once per CI
 * run, in the SQLite pass or in the PostgreSQL one, alternating in the order of
 * files and titles. A browser test checks what a person sees; the requests
 * behind it run on both engines in the functional suite. BROWSER_SHARE names
 * the pass (`sqlite` or `pg`); unset (by hand, `npm test`), every test runs.
 *
 * Left out of the sharing: the page crawl, which splits itself by language
 * (CRAWL_LOCALES), and engine-independent tests, which run in the SQLite pass.
 */
const SHARES = ['sqlite', 'pg'] as const
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
    const share = SHARES.indexOf(process.env.BROWSER_SHARE as (typeof SHARES)[number])
    if (share < 0) return
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
        if (index % SHARES.length !== share) test.options.tags.push(OTHER_SHARE)
      })
    })
  }
}
