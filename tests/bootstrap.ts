import { assert } from '@japa/assert'
import { apiClient } from '@japa/api-client'
import app from '@adonisjs/core/services/app'
import type { Config } from '@japa/runner/types'
import { Test } from '@japa/runner/core'
import { chromium } from 'playwright'
import { pluginAdonisJS } from '@japa/plugin-adonisjs'
import { browserClient, decoratorsCollection } from '@japa/browser-client'
import testUtils from '@adonisjs/core/services/test_utils'
import { shieldApiClient } from '@adonisjs/shield/plugins/api_client'
import { authApiClient } from '@adonisjs/auth/plugins/api_client'
import { sessionApiClient } from '@adonisjs/session/plugins/api_client'
import { authBrowserClient } from '@adonisjs/auth/plugins/browser_client'
import { sessionBrowserClient } from '@adonisjs/session/plugins/browser_client'
import { inertiaApiClient } from '@adonisjs/inertia/plugins/api_client'
import { prepareTestDatabase } from '#tests/helpers/database'
import { pauseWorker, resumeWorker, startTestWorker, stopTestWorker } from '#tests/helpers/queue'
import {
  ENGINE_INDEPENDENT,
  engineIndependent,
  holdToEngineIndependence,
} from '#tests/helpers/engines'
import { browserShares } from '#tests/helpers/browser_shares'
import { waitsForHydration } from '#tests/helpers/hydration'
import { serverWithBaseHeaders } from '#services/security/base_headers'
import { CACHE_TYPES, clearCacheTypes } from '#services/configuration/cache_types'
import env from '#start/env'

/** Debian's Chromium, never a downloaded browser (CHROMIUM_PATH overrides). */
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

Test.executing(() => resumeWorker())

decoratorsCollection.register(waitsForHydration)

export const plugins: Config['plugins'] = [
  assert(),
  pluginAdonisJS(app),
  apiClient(),
  inertiaApiClient(app),
  shieldApiClient(),
  sessionApiClient(app),
  authApiClient(app),
  browserClient({
    runInSuites: ['browser'],
    launcher: (options) =>
      chromium.launch({
        ...options,
        headless: true,
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: CHROMIUM_FLAGS,
      }),
  }),
  sessionBrowserClient(app),
  authBrowserClient(app),
  browserShares(),
]

export const runnerHooks: Required<Pick<Config, 'setup' | 'teardown'>> = {
  /** Each run starts from an empty database of its own, migrated to the latest schema. */
  setup: [() => prepareTestDatabase(), () => startTestWorker()],
  teardown: [() => stopTestWorker()],
}

export const configureSuite: Config['configureSuite'] = (suite) => {
  /** The unit suite never queries the database: engine-independent as a whole, and tagged so. */
  if (suite.name === 'unit') {
    suite.onGroup((group) => engineIndependent(group))
    suite.onTest((test) => test.tags([ENGINE_INDEPENDENT], 'append'))
  }
  /** Each test's rows are rolled back; what the cache holds of them (tournaments, restaurants…) goes too. */
  const forgetCachedRows = async () => {
    await clearCacheTypes([...CACHE_TYPES])
  }
  suite.onGroup((group) => group.each.setup(forgetCachedRows))
  suite.onTest((test) => test.setup(forgetCachedRows))
  /**
   * The inline worker runs while a test runs only: from after its setup (its
   * global transaction begun: on SQLite a poll through the pool would wait for
   * it) to its first cleanup, which lets the worker's work finish, so no job
   * runs after the test's rows rolled back.
   */
  const pauseAfter = (test: { cleanup: (cleanup: () => Promise<void>) => unknown }) => {
    test.cleanup(() => pauseWorker())
  }
  suite.onGroup((group) => group.each.setup(pauseAfter))
  suite.onTest((test) => test.setup(pauseAfter))
  /** CI runs engine-independent tests on SQLite only: they must not query the database. */
  const engineIndependence = holdToEngineIndependence(suite.name)
  suite.onGroup((group) => group.each.setup(engineIndependence))
  suite.onTest((test) => test.setup(engineIndependence))
  if (['browser', 'functional'].includes(suite.name)) {
    return suite.setup(async () => {
      const close = await testUtils
        .httpServer()
        .start((handler) => serverWithBaseHeaders(handler, false))
      await warmUpPages()
      return close
    })
  }
}

/**
 * The first pages compile the front end through Vite (server rendering, the
 * layout's assets): many seconds on a loaded machine, paid here rather than
 * inside the first test's timeout.
 */
async function warmUpPages() {
  for (const path of ['/privacy-consent', '/merchant/login']) {
    await fetch(`http://${env.get('HOST')}:${env.get('PORT')}${path}`).catch(() => undefined)
  }
}
