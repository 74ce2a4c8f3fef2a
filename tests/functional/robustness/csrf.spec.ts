import { sampleUrl } from '#tests/helpers/route_samples'
import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'
import testUtils from '@adonisjs/core/services/test_utils'
import { createUser } from '#tests/helpers/users'

/** Every state-changing route of the app, from the router's own list. */
function allStateChangingRoutes() {
  return Object.values(router.toJSON())
    .flat()
    .flatMap((route) =>
      route.methods
        .filter((method) => !['GET', 'HEAD'].includes(method))
        .map((method) => ({ method, url: sampleUrl(route.pattern) }))
    )
}

/**
 * Paired devices' API and the partner API send a bearer token and read no
 * cookie, so a forged cross-site request has nothing to ride on: they are not CSRF-checked.
 */
const isDeviceApi = (url: string) => url.startsWith('/device-api/') || url.startsWith('/api/')

function stateChangingRoutes() {
  return allStateChangingRoutes().filter(({ url }) => !isDeviceApi(url))
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

  test('the device and partner APIs ignore a staff session: without their token they are refused', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    const deviceRoutes = allStateChangingRoutes().filter(
      ({ url }) => isDeviceApi(url) && url !== '/device-api/pair'
    )
    assert.isAbove(deviceRoutes.length, 0)
    for (const { method, url } of deviceRoutes) {
      const response = await client
        .request(url, method.toLowerCase() as any)
        .loginAs(admin)
        .header('accept', 'application/json')
        .redirects(0)
      assert.equal(response.status(), 401, `${method} ${url}`)
    }
  })
})
