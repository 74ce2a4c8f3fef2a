import { test } from '@japa/runner'
import logger from '@adonisjs/core/services/logger'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import { createUser, TEST_PASSWORD } from '#tests/helpers/users'

type Line = { level: 'info' | 'warn'; record: Record<string, unknown>; message: string }

/** Records what the app logs at info and warn while a test runs. */
function recordLogs(cleanup: (fn: () => void) => void) {
  const lines: Line[] = []
  const original = { info: logger.info, warn: logger.warn }
  for (const level of ['info', 'warn'] as const) {
    logger[level] = ((record: unknown, message?: string) => {
      if (typeof record === 'object' && record !== null)
        lines.push({ level, record: record as Record<string, unknown>, message: message ?? '' })
    }) as (typeof logger)[typeof level]
  }
  cleanup(() => Object.assign(logger, original))
  return (event: string) => lines.filter((line) => line.record.access === event)
}

test.group('Access decisions are logged with user, route and reason', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('a staff user refused a screen is logged with their id, the route and the missing capability', async ({
    client,
    assert,
    cleanup,
  }) => {
    const logged = recordLogs(cleanup)
    const user = await createUser({ canEdit: true })
    const response = await client.get('/merchant/user').loginAs(user).redirects(0)
    assert.equal(response.status(), 403)

    const [line] = logged('forbidden')
    assert.exists(line, 'a forbidden line')
    assert.equal(line.level, 'warn')
    assert.include(line.record, { userId: user.id, reason: 'capability admin', method: 'GET' })
    assert.equal(line.record.route, 'users.index')
  })

  test('a visitor without a session on a staff page is logged as unauthenticated', async ({
    client,
    assert,
    cleanup,
  }) => {
    const logged = recordLogs(cleanup)
    const response = await client.get('/merchant/user').redirects(0)
    assert.equal(response.status(), 302)
    const [line] = logged('unauthenticated')
    assert.exists(line)
    assert.include(line.record, { userId: null, url: '/merchant/user' })
  })

  test('failed and successful logins are logged without the password', async ({
    client,
    assert,
    cleanup,
  }) => {
    const logged = recordLogs(cleanup)
    const user = await createUser()
    const attempt = (password: string) =>
      client
        .post('/merchant/login')
        .header('referer', '/merchant/login')
        .form({ email: user.email, password })
        .withCsrfToken()
        .redirects(0)
    await attempt('not-the-password')
    await attempt(TEST_PASSWORD)

    const [failed] = logged('login_failed')
    assert.include(failed.record, { email: user.email, reason: 'invalid credentials' })
    const [succeeded] = logged('login_succeeded')
    assert.include(succeeded.record, { userId: user.id, route: 'session.store' })
    for (const line of [failed, succeeded]) {
      assert.notInclude(JSON.stringify(line.record), 'not-the-password')
      assert.notInclude(JSON.stringify(line.record), TEST_PASSWORD)
    }
  })
})
