import { sampleUrl } from '#tests/helpers/route_samples'
import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'
import testUtils from '@adonisjs/core/services/test_utils'
import { createUser } from '#tests/helpers/users'

/** Every state-changing route of the app, from the router's own list. */
function stateChangingRoutes() {
  return Object.values(router.toJSON())
    .flat()
    .flatMap((route) =>
      route.methods
        .filter((method) => !['GET', 'HEAD'].includes(method))
        .map((method) => ({ method, url: sampleUrl(route.pattern) }))
    )
}

test.group('CSRF protection', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('there are state-changing routes to protect', ({ assert }) => {
    assert.isAbove(stateChangingRoutes().length, 2)
  })

  for (const token of [undefined, 'forged-token']) {
    test(`every state-changing route refuses a ${token ? 'wrong' : 'missing'} token`, async ({
      client,
      assert,
    }) => {
      const admin = await createUser({ isAdmin: true })
      for (const { method, url } of stateChangingRoutes()) {
        const request = client
          .request(url, method.toLowerCase() as any)
          .loginAs(admin)
          .header('accept', 'application/json')
          .redirects(0)
        if (token) request.header('x-csrf-token', token)
        const response = await request
        assert.equal(response.status(), 403, `${method} ${url}`)
        assert.match(response.body().message, /La página ha caducado/, `${method} ${url}`)
      }
    })
  }
})
