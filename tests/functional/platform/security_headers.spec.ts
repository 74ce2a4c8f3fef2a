import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { createUser } from '#tests/helpers/users'

function assertBaseHeaders(assert: any, response: any, what: string) {
  assert.equal(response.header('x-content-type-options'), 'nosniff', what)
  assert.equal(response.header('x-frame-options'), 'DENY', what)
  assert.equal(response.header('referrer-policy'), 'same-origin', what)
}

test.group('Security headers on every response', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('responses the router never sees carry them: an unknown page and a malformed URL', async ({
    client,
    assert,
  }) => {
    const unknown = await client.get('/no/such/page')
    assert.equal(unknown.status(), 404)
    assertBaseHeaders(assert, unknown, 'unknown page')
    const malformed = await client.get('/forms/%E0%A4%A')
    assert.isAtLeast(malformed.status(), 400)
    assertBaseHeaders(assert, malformed, 'malformed URL')
  })

  test('staff responses are never cached; public pages may be', async ({ client, assert }) => {
    const login = await client.get('/merchant/login')
    assert.include(login.header('cache-control') ?? '', 'no-store')
    assertBaseHeaders(assert, login, 'login')
    const user = await createUser({ isAdmin: true })
    const dashboard = await client.get('/merchant').loginAs(user)
    assert.include(dashboard.header('cache-control') ?? '', 'no-store')
    const refused = await client.get('/merchant/no-such-screen').loginAs(user)
    assert.include(refused.header('cache-control') ?? '', 'no-store')
    const home = await client.get('/')
    assert.notInclude(home.header('cache-control') ?? '', 'no-store')
  })
})
