import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import router from '@adonisjs/core/services/router'
import { FILE_ROUTES } from '#http/intended_url'
import { createUser, TEST_PASSWORD } from '#tests/helpers/users'

const EXPORT_LINK =
  '/merchant/exports/0b8f5c1e-3a2d-4c4e-9f1a-2b3c4d5e6f70?type=press&user=7&signature=abc.def'

function logIn(client: any, session: Record<string, unknown>, user: { email: string }) {
  return client
    .post('/merchant/login')
    .withSession(session)
    .withCsrfToken()
    .form({ email: user.email, password: TEST_PASSWORD })
    .redirects(0)
}

test.group('Login · the page or file asked for before it', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('the login URL carries no query string of the refused page', async ({ client, assert }) => {
    for (const url of [EXPORT_LINK, '/merchant/preview?file=forms/2026/photo.jpg']) {
      const refused = await client.get(url).redirects(0)
      assert.equal(refused.status(), 302, url)
      assert.equal(refused.header('location'), '/merchant/login', url)
      assert.equal(refused.session().redirect?.intendedUrl, url, 'kept in the session')
    }
  })

  test('words put in a refused page’s query string are not shown on the login page', async ({
    client,
    assert,
  }) => {
    const refused = await client
      .get('/merchant?notification[type]=error&notification[message]=Call%20555-0100')
      .redirects(0)
    const login = await client
      .get('/merchant/login')
      .withSession(refused.session())
      .withFlashMessages(refused.flashMessages())
      .withInertia()
    assert.notDeepInclude(login.body().flash ?? {}, {
      notification: { type: 'error', message: 'Call 555-0100' },
    })
    assert.notInclude(JSON.stringify(login.body()), '555-0100')
  })

  test('a session ended on the server also keeps the page asked for, for the next login', async ({
    client,
    assert,
  }) => {
    const banned = await createUser({ isBanned: true })
    const ended = await client.get(EXPORT_LINK).loginAs(banned).redirects(0)
    assert.equal(ended.header('location'), '/merchant/login')
    assert.equal(ended.session().redirect?.intendedUrl, EXPORT_LINK)
  })

  test('an Inertia login goes to the page asked for by a full browser visit', async ({
    client,
    assert,
  }) => {
    const user = await createUser({ canEdit: true })
    const refused = await client.get('/merchant/mform/press?state=approved').redirects(0)
    const login = await logIn(client, refused.session(), user).withInertia()
    assert.equal(login.status(), 409)
    assert.equal(login.header('x-inertia-location'), '/merchant/mform/press?state=approved')
  })

  test('an Inertia login after a mailed file link goes home and has home fetch the file', async ({
    client,
    assert,
  }) => {
    const user = await createUser({ canEdit: true })
    const refused = await client.get(EXPORT_LINK).redirects(0)
    const login = await logIn(client, refused.session(), user).withInertia()
    assert.equal(login.status(), 302)
    assert.equal(login.header('location'), '/merchant')
    const home = await client
      .get('/merchant')
      .withSession(login.session())
      .withFlashMessages(login.flashMessages())
      .loginAs(user)
      .withInertia()
    home.assertInertiaComponent('forms/dashboard')
    assert.equal(home.body().flash.download, EXPORT_LINK)

    /** Once: the next login goes home without a file. */
    const again = await logIn(client, login.session(), user).withInertia()
    assert.equal(again.header('location'), '/merchant')
    assert.isUndefined(again.flashMessages().download)
  })

  test('a file asked for from a staff page: the login returns to that page, which fetches the file', async ({
    client,
    assert,
  }) => {
    const user = await createUser({ canEdit: true })
    const refused = await client
      .get('/merchant/mform/press/export?state=approved')
      .header('referer', 'http://127.0.0.1:3460/merchant/mform/press?state=approved&page=2')
      .header('host', '127.0.0.1:3460')
      .redirects(0)
    assert.equal(refused.header('location'), '/merchant/login')
    const login = await logIn(client, refused.session(), user).withInertia()
    assert.equal(login.header('location'), '/merchant/mform/press?state=approved&page=2')
    assert.equal(login.flashMessages().download, '/merchant/mform/press/export?state=approved')
  })

  test('another site named as the referer is not a page to return to', async ({
    client,
    assert,
  }) => {
    const user = await createUser({ canEdit: true })
    const refused = await client
      .get(EXPORT_LINK)
      .header('referer', 'https://mail.example.com/merchant/inbox')
      .redirects(0)
    const login = await logIn(client, refused.session(), user).withInertia()
    assert.equal(login.header('location'), '/merchant')
  })

  test('every route named as a file is a GET route of the app', ({ assert }) => {
    const routes = Object.values(router.toJSON()).flat()
    for (const name of FILE_ROUTES) {
      const route = routes.find((candidate) => candidate.name === name)
      assert.include(route?.methods ?? [], 'GET', name)
    }
  })
})
