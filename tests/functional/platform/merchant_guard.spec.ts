import { ANONYMOUS_ROUTES, sampleUrl } from '#tests/helpers/route_samples'
import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'
import { engineIndependent } from '#tests/helpers/engines'

/**
 * Built from the router's own list, so a new /merchant route cannot be
 * added without either requiring login or being named in ANONYMOUS_ROUTES.
 */
function merchantRoutes() {
  const routes = Object.values(router.toJSON()).flat()
  return routes.filter(
    (route) => route.pattern.startsWith('/merchant') && !ANONYMOUS_ROUTES.has(route.name ?? '')
  )
}

test.group('Staff routes require a login', (group) => {
  engineIndependent(group)
  test('the router has protected staff routes', ({ assert }) => {
    assert.isAbove(merchantRoutes().length, 1)
  })

  test('every protected /merchant route sends an anonymous visitor to the login', async ({
    client,
    assert,
  }) => {
    for (const route of merchantRoutes()) {
      const url = sampleUrl(route.pattern)
      for (const method of route.methods.filter((verb) => verb !== 'HEAD')) {
        const response = await client
          .request(url, method.toLowerCase() as any)
          .withCsrfToken()
          .redirects(0)
        assert.equal(response.status(), 302, `${method} ${url}`)
        assert.equal(response.header('location'), '/merchant/login', `${method} ${url}`)
      }
    }
  })
})
