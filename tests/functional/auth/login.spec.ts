import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import { createUser, TEST_PASSWORD } from '#tests/helpers/users'

test.group('Staff login', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('the login page renders in Spanish by default', async ({ client }) => {
    const response = await client.get('/merchant/login').withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('auth/login')
    response.assertInertiaPropsContains({ locale: 'es', user: null })
  })

  test('valid credentials open the dashboard', async ({ client, assert }) => {
    const user = await createUser({ canEdit: true })
    const response = await client
      .post('/merchant/login')
      .form({ email: user.email, password: TEST_PASSWORD })
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', '/merchant')

    const dashboard = await client.get('/merchant').loginAs(user).withInertia()
    dashboard.assertInertiaComponent('forms/dashboard')
    const props = dashboard.body().props
    assert.equal(props.user.email, user.email)
    assert.deepEqual(props.user.capabilities, ['edit'])
  })

  test('"remember me" issues a long-lived remember cookie', async ({ client, assert }) => {
    const user = await createUser()
    const withRemember = await client
      .post('/merchant/login')
      .form({ email: user.email, password: TEST_PASSWORD, remember: 'true' })
      .withCsrfToken()
      .redirects(0)
    const rememberCookie = (response: any) =>
      Object.values<any>(response.cookies()).find(
        (cookie) => cookie.name.startsWith('remember_web') && cookie.value
      )
    assert.isAbove(rememberCookie(withRemember)?.maxAge ?? 0, 7 * 24 * 3600)

    const withoutRemember = await client
      .post('/merchant/login')
      .form({ email: user.email, password: TEST_PASSWORD })
      .withCsrfToken()
      .redirects(0)
    assert.isUndefined(rememberCookie(withoutRemember))
  })

  test('a wrong password is refused with a translated message', async ({ client, assert }) => {
    const user = await createUser()
    const response = await client
      .post('/merchant/login')
      .header('referer', '/merchant/login')
      .form({ email: user.email, password: 'wrong-password' })
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', '/merchant/login')
    assert.deepEqual(response.flashMessages().notification, {
      type: 'error',
      message: 'El correo o la contraseña no son correctos.',
    })
  })

  test('a banned user is told to contact the admin and stays logged out', async ({
    client,
    assert,
  }) => {
    const user = await createUser({ isBanned: true })
    const response = await client
      .post('/merchant/login')
      .form({ email: user.email, password: TEST_PASSWORD })
      .withCsrfToken()
      .redirects(0)
    assert.match(
      (response.flashMessages().notification as { message: string }).message,
      /Contacta con el administrador/
    )
    const dashboard = await client.get('/merchant').redirects(0)
    dashboard.assertHeader('location', '/merchant/login')
  })

  test('a user banned while logged in is logged out on the next page', async ({ client }) => {
    const user = await createUser({ isBanned: true })
    const response = await client.get('/merchant').loginAs(user).redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', '/merchant/login')
  })

  test('after 5 failures for one email the 6th attempt gets a translated 429', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await client
        .post('/merchant/login')
        .form({ email: user.email, password: 'wrong' })
        .withCsrfToken()
        .redirects(0)
      response.assertStatus(302)
    }
    /** Even the right password is refused while blocked. */
    const blocked = await client
      .post('/merchant/login')
      .header('accept-language', 'en')
      .form({ email: user.email, password: TEST_PASSWORD })
      .withCsrfToken()
      .redirects(0)
    blocked.assertStatus(429)
    assert.match(blocked.text(), /Demasiados intentos/)
    assert.isAbove(Number(blocked.header('retry-after')), 0)
  })

  test('after 20 failures from one IP other accounts are refused too', async ({ client }) => {
    for (let attempt = 0; attempt < 20; attempt++) {
      await client
        .post('/merchant/login')
        .form({ email: `nobody${attempt}@example.test`, password: 'wrong' })
        .withCsrfToken()
        .redirects(0)
    }
    const user = await createUser()
    const blocked = await client
      .post('/merchant/login')
      .form({ email: user.email, password: TEST_PASSWORD })
      .withCsrfToken()
      .redirects(0)
    blocked.assertStatus(429)
  })

  test('an Inertia login past the limit shows the message as a toast', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    for (let attempt = 0; attempt < 5; attempt++) {
      await client
        .post('/merchant/login')
        .form({ email: user.email, password: 'x' })
        .withCsrfToken()
        .redirects(0)
    }
    const response = await client
      .post('/merchant/login')
      .header('x-inertia', 'true')
      .form({ email: user.email, password: 'x' })
      .withCsrfToken()
      .redirects(0)
    assert.match(
      (response.flashMessages().notification as { message: string }).message,
      /Demasiados intentos/
    )
  })

  test('a login without CSRF token is refused and nobody is logged in', async ({ client }) => {
    const user = await createUser()
    const response = await client
      .post('/merchant/login')
      .header('accept', 'application/json')
      .form({ email: user.email, password: TEST_PASSWORD })
      .redirects(0)
    response.assertStatus(403)
    const dashboard = await client.get('/merchant').redirects(0)
    dashboard.assertHeader('location', '/merchant/login')
  })

  test('logout ends the session', async ({ client }) => {
    const user = await createUser()
    const response = await client
      .post('/merchant/logout')
      .loginAs(user)
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', '/merchant/login')
  })
})
