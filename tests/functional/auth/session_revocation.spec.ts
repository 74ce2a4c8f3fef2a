import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import env from '#start/env'
import type User from '#models/user'
import { truncateAll } from '#tests/helpers/database'
import { startInstance, type AppInstance } from '#tests/helpers/app_instance'
import { CookieClient } from '#tests/helpers/cookie_client'
import { createUser, TEST_PASSWORD } from '#tests/helpers/users'
import { clearMailbox, readDecodedMailbox } from '#tests/helpers/mailbox'
import { updateStaffUser } from '#services/auth/user_admin'
import { SYSTEM_ACTOR } from '#services/audit/audit_trail'
import { requestPasswordReset, resetPassword } from '#services/auth/password_reset'
import { inertiaPage } from '#tests/helpers/cookie_client'
import { landsOn, signedIn, USER_AGENTS } from '#tests/helpers/staff_sessions'

/**
 * A second app process on this suite's database with the cookie session
 * store: the session lives entirely in the browser's cookie, so only a check
 * on the server can end it.
 */
function databaseEnv(): Record<string, string> {
  return env.get('DB_CONNECTION') === 'pg'
    ? { DB_CONNECTION: 'pg', PG_DB_NAME: env.get('PG_DB_NAME') }
    : { DB_CONNECTION: 'sqlite', SQLITE_FILE: app.tmpPath('test.sqlite3') }
}

async function loggedIn(instance: AppInstance, user: User) {
  const client = new CookieClient(instance.url)
  await client.get('/merchant/login')
  const response = await client.postForm('/merchant/login', {
    email: user.email,
    password: TEST_PASSWORD,
  })
  if (response.status !== 302 || response.headers.get('location') !== '/merchant') {
    throw new Error(`login failed: ${response.status}`)
  }
  return client
}

/** The same cookies in another browser: what a thief holds. */
function copyOf(instance: AppInstance, client: CookieClient) {
  const cookie = client.cookieHeader()
  return {
    get: (path: string) =>
      fetch(`${instance.url}${path}`, { headers: { cookie }, redirect: 'manual' }),
  }
}

const updateInput = (user: User, changes: Record<string, unknown>) =>
  ({
    name: user.name,
    lastName: user.lastName,
    email: user.email,
    formTypes: [],
    ...changes,
  }) as any

test.group('Revocable staff sessions', (group) => {
  let instance: AppInstance
  group.setup(async () => {
    await truncateAll()
    instance = await startInstance({ ...databaseEnv(), SESSION_DRIVER: 'cookie' })
    return () => instance.stop()
  })
  group.each.setup(() => truncateAll())
  group.each.setup(() => clearMailbox())
  group.each.timeout(60_000)

  test('a copied session cookie stops working at logout', async ({ assert }) => {
    const user = await createUser()
    const browser = await loggedIn(instance, user)
    const stolen = copyOf(instance, browser)
    const before = await stolen.get('/merchant')
    assert.equal(before.status, 200)

    await browser.request('/merchant/logout', { method: 'POST' })
    const after = await stolen.get('/merchant')
    assert.equal(after.status, 302)
    assert.equal(after.headers.get('location'), '/merchant/login')
  })

  test('an admin changing the password ends the other sessions and the user is mailed', async ({
    assert,
  }) => {
    const user = await createUser()
    const browser = await loggedIn(instance, user)
    await updateStaffUser(
      user,
      updateInput(user, { password: 'a-new-password-2026' }),
      'en',
      SYSTEM_ACTOR
    )
    const after = await browser.get('/merchant')
    assert.equal(after.headers.get('location'), '/merchant/login')
    const mails = await readDecodedMailbox()
    assert.lengthOf(mails, 1)
    assert.include(mails[0], 'Accreditations - Your password has changed')
  })

  test('a ban ends every session at once', async ({ assert }) => {
    const user = await createUser()
    const browser = await loggedIn(instance, user)
    await updateStaffUser(user, updateInput(user, { isBanned: true }), 'en', SYSTEM_ACTOR)
    const after = await browser.get('/merchant')
    assert.equal(after.headers.get('location'), '/merchant/login')
  })

  test('a password reset ends the sessions opened before it', async ({ assert }) => {
    const user = await createUser()
    const browser = await loggedIn(instance, user)
    await requestPasswordReset(user.email, 'es')
    const [resetMail] = await readDecodedMailbox()
    const token = resetMail.match(/reset-password\/([A-Za-z0-9_-]+)/)![1]
    assert.isTrue(await resetPassword(token, 'another-password-2026', 'es'))
    const after = await browser.get('/merchant')
    assert.equal(after.headers.get('location'), '/merchant/login')
    const mails = await readDecodedMailbox()
    assert.include(mails.at(-1), 'Acreditaciones - Su contraseña ha cambiado')
  })

  test('signing out another session from the list makes its cookie useless at its next request', async ({
    assert,
  }) => {
    const user = await createUser()
    const desk = await signedIn(instance.url, user.email, USER_AGENTS.firefoxOnWindows)
    const phone = await signedIn(instance.url, user.email, USER_AGENTS.safariOnIphone)
    assert.equal(await landsOn(phone), 'page')

    const account = await desk.get('/merchant/account')
    const { sessions } = inertiaPage(await account.text())!.props
    assert.lengthOf(sessions, 2)
    const other = sessions.find((session: any) => !session.current)
    assert.equal(other.browser, 'Safari')
    await desk.send('DELETE', `/merchant/account/sessions/${other.id}`)

    /** The whole session is in the phone's cookie, which still decrypts: the server's row says no. */
    assert.equal(await landsOn(phone), '/merchant/login')
    assert.equal(await landsOn(desk), 'page')
  })

  test("a logout ends every session of the user, not only that browser's", async ({ assert }) => {
    const user = await createUser()
    const desk = await signedIn(instance.url, user.email, USER_AGENTS.firefoxOnWindows)
    const phone = await signedIn(instance.url, user.email, USER_AGENTS.safariOnIphone)
    const colleague = await createUser()
    const other = await signedIn(instance.url, colleague.email, USER_AGENTS.chromeOnMac)
    await desk.send('POST', '/merchant/logout')
    assert.equal(await landsOn(desk), '/merchant/login')
    assert.equal(await landsOn(phone), '/merchant/login')
    assert.equal(await landsOn(other), 'page', "another user's session goes on")
  })

  test('an untouched session keeps working', async ({ assert }) => {
    const user = await createUser()
    const browser = await loggedIn(instance, user)
    for (let visit = 0; visit < 2; visit++) {
      const response = await browser.get('/merchant')
      assert.equal(response.status, 200)
    }
  })

  test("an unchanged session's cookie comes back as the browser sent it, and keeps working", async ({
    assert,
  }) => {
    const user = await createUser()
    const browser = await loggedIn(instance, user)
    await browser.get('/merchant')
    const id = browser.sessionId()!
    const sent = browser.cookie(id)
    assert.isString(sent)

    const response = await browser.get('/merchant')
    assert.equal(response.status, 200)
    const renewed = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${id}=`))
    assert.equal(renewed?.split(';')[0], `${id}=${sent}`)
    assert.match(renewed!, /Max-Age=7200/)
    const next = await browser.get('/merchant')
    assert.equal(next.status, 200)

    // A change to the session (here the logout) is written anew.
    await browser.request('/merchant/logout', { method: 'POST' })
    assert.notEqual(browser.cookie(browser.sessionId()!), sent)
  })
})
