import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import env from '#start/env'
import { createUser, TEST_PASSWORD } from '#tests/helpers/users'
import { auditRows, enrolTotp, totpCode } from '#tests/helpers/second_factor'
import { landsOn, signedIn, USER_AGENTS } from '#tests/helpers/staff_sessions'
import { CookieClient } from '#tests/helpers/cookie_client'
import { pruneEndedSessions } from '#services/auth/staff_sessions'
import { sqlTimestamp } from '#support/sql_time'

/** This suite's own server (memory session store): real logins, each with its own cookie. */
const BASE = `http://${env.get('HOST')}:${env.get('PORT')}`

const remembered = (userId: number) =>
  db.from('remember_me_tokens').where('tokenable_id', userId).orderBy('id')

/** A browser holding the remember-me cookie alone, once its session cookie is gone. */
function rememberedOnly(value: string) {
  const browser = new CookieClient(BASE)
  browser.setCookie('remember_web', value)
  return browser
}

test.group('Sessions · My account', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())
  group.each.timeout(30_000)

  test('lists each open session with its browser, system, address and times, this one marked', async ({
    assert,
  }) => {
    const user = await createUser()
    const desk = await signedIn(BASE, user.email, USER_AGENTS.firefoxOnWindows)
    await signedIn(BASE, user.email, USER_AGENTS.safariOnIphone)

    const { sessions } = await desk.props('/merchant/account')
    assert.lengthOf(sessions, 2)
    const mine = sessions.find((session: any) => session.current)
    const other = sessions.find((session: any) => !session.current)
    assert.include(mine, { browser: 'Firefox', os: 'Windows', ip: '127.0.0.1' })
    assert.include(other, { browser: 'Safari', os: 'iOS', current: false })
    for (const session of sessions) {
      assert.isNotNull(session.signedInAt)
      assert.isNotNull(session.lastSeenAt)
    }
    assert.notProperty(mine, 'userAgent', 'the page gets plain words, not the header')
  })

  test('signing out the other session from the list ends it at its next request; this one goes on', async ({
    assert,
  }) => {
    const user = await createUser()
    const desk = await signedIn(BASE, user.email, USER_AGENTS.firefoxOnWindows)
    const phone = await signedIn(BASE, user.email, USER_AGENTS.safariOnIphone)
    assert.equal(await landsOn(phone), 'page')

    const { sessions } = await desk.props('/merchant/account')
    const other = sessions.find((session: any) => !session.current)
    const ended = await desk.send('DELETE', `/merchant/account/sessions/${other.id}`)
    assert.equal(ended.status, 302)
    assert.equal(ended.headers.get('location'), '/merchant/account')

    assert.equal(await landsOn(phone), '/merchant/login')
    assert.equal(await landsOn(desk), 'page')
    const { sessions: left } = await desk.props('/merchant/account')
    assert.lengthOf(left, 1)
    assert.isTrue(left[0].current)

    const [row] = await auditRows('session_ended')
    assert.equal(row.actor_id, user.id)
    assert.equal(row.object_id, user.id)
    assert.include(row.details, '"by":"self"')
    assert.include(row.details, '"browser":"Safari"')
  })

  test("another user's session is not found and goes on", async ({ assert }) => {
    const user = await createUser()
    const stranger = await createUser()
    const desk = await signedIn(BASE, user.email, USER_AGENTS.firefoxOnWindows)
    const theirs = await signedIn(BASE, stranger.email, USER_AGENTS.chromeOnMac)
    const [record] = await db.from('staff_session_records').where('user_id', stranger.id)

    const refused = await desk.send('DELETE', `/merchant/account/sessions/${record.id}`)
    assert.equal(refused.status, 404)
    assert.equal(await landsOn(theirs), 'page')
    assert.lengthOf(await auditRows('session_ended'), 0)
  })

  test('a logout ends that session, its copies and the user’s other sessions', async ({
    assert,
  }) => {
    const user = await createUser()
    const desk = await signedIn(BASE, user.email, USER_AGENTS.firefoxOnWindows)
    const phone = await signedIn(BASE, user.email, USER_AGENTS.safariOnIphone)
    const copied = desk.client.cookieHeader()

    await desk.send('POST', '/merchant/logout')
    const copy = await fetch(`${BASE}/merchant`, {
      headers: { cookie: copied },
      redirect: 'manual',
    })
    assert.equal(copy.headers.get('location'), '/merchant/login')
    assert.equal(await landsOn(phone), '/merchant/login')
    const rows = await db.from('staff_session_records').where('user_id', user.id)
    assert.lengthOf(rows, 0, 'the logout deleted every row of the user')
  })

  test('"sign out everywhere else" ends every other session and remembered browser, not this one', async ({
    assert,
  }) => {
    const user = await createUser()
    const desk = await signedIn(BASE, user.email, USER_AGENTS.firefoxOnWindows)
    const phone = await signedIn(BASE, user.email, USER_AGENTS.safariOnIphone, { remember: true })
    const laptop = await signedIn(BASE, user.email, USER_AGENTS.chromeOnMac)

    const response = await desk.send('POST', '/merchant/account/sign-out-elsewhere')
    assert.equal(response.headers.get('location'), '/merchant/account')
    assert.equal(await landsOn(phone), '/merchant/login')
    assert.equal(await landsOn(laptop), '/merchant/login')
    assert.equal(await landsOn(desk), 'page')
    assert.lengthOf(await remembered(user.id), 0)
    const [row] = await auditRows('signed_out_everywhere')
    assert.include(row.details, '"thisSessionKept":true')
  })

  test('a remembered browser is named by its session; signing its sessions out forgets it, so its cookie no longer signs in', async ({
    assert,
  }) => {
    const user = await createUser()
    const desk = await signedIn(BASE, user.email, USER_AGENTS.firefoxOnWindows)
    const phone = await signedIn(BASE, user.email, USER_AGENTS.safariOnIphone, { remember: true })
    assert.equal(await landsOn(phone), 'page')

    const seenByPhone = await phone.props('/merchant/account')
    assert.lengthOf(seenByPhone.devices, 1)
    assert.include(seenByPhone.devices[0], { browser: 'Safari', os: 'iOS', current: true })
    const seenByDesk = await desk.props('/merchant/account')
    assert.isFalse(seenByDesk.devices[0].current)
    assert.isTrue(seenByDesk.sessions.find((session: any) => !session.current).remembered)

    /** The phone's session cookie is gone (the browser closed): its remember-me cookie signs in again, as the same browser. */
    const [token] = await remembered(user.id)
    const returning = rememberedOnly(phone.client.cookie('remember_web')!)
    assert.equal(await landsOn({ get: (path: string) => returning.get(path) }), 'page')
    const [renewed] = await remembered(user.id)
    assert.equal(renewed.id, token.id, 'renewed in place')
    assert.notEqual(renewed.hash, token.hash, 'with a new secret')
    const { sessions: listed } = await desk.props('/merchant/account')
    assert.lengthOf(listed, 3)

    for (const session of listed.filter((entry: any) => !entry.current)) {
      await desk.send('DELETE', `/merchant/account/sessions/${session.id}`)
    }
    assert.lengthOf(await remembered(user.id), 0)
    assert.equal(await landsOn(phone), '/merchant/login')
    const again = await rememberedOnly(returning.cookie('remember_web')!).get('/merchant')
    assert.equal(again.headers.get('location'), '/merchant/login')
  })

  test('a remembered browser keeps the date its password sign-in gave it: using it does not extend it', async ({
    assert,
  }) => {
    const user = await createUser()
    const phone = await signedIn(BASE, user.email, USER_AGENTS.safariOnIphone, { remember: true })
    const [token] = await remembered(user.id)
    const soon = new Date(Date.now() + 24 * 3600 * 1000)
    await db.from('remember_me_tokens').where('id', token.id).update({ expires_at: soon })
    const [before] = await remembered(user.id)

    const returning = rememberedOnly(phone.client.cookie('remember_web')!)
    assert.equal(await landsOn({ get: (path: string) => returning.get(path) }), 'page')
    const [after] = await remembered(user.id)
    assert.notEqual(after.hash, before.hash, 'a new secret')
    assert.deepEqual(after.expires_at, before.expires_at, 'the same expiry')
    const again = rememberedOnly(returning.cookie('remember_web')!)
    assert.equal(await landsOn({ get: (path: string) => again.get(path) }), 'page')
    const [last] = await remembered(user.id)
    assert.deepEqual(last.expires_at, before.expires_at)
  })

  test('a user with a second factor is not remembered, and a browser remembered before proves the factor again', async ({
    assert,
  }) => {
    const user = await createUser()
    const phone = await signedIn(BASE, user.email, USER_AGENTS.safariOnIphone, { remember: true })
    assert.lengthOf(await remembered(user.id), 1)
    /** The factor added without ending the phone's remembered browser (as an older version did). */
    const { secret } = await enrolTotp(user)

    const returning = rememberedOnly(phone.client.cookie('remember_web')!)
    const asked = await returning.get('/merchant/account')
    assert.equal(asked.headers.get('location'), '/merchant/login/second-factor')
    assert.lengthOf(await remembered(user.id), 0, 'the browser is forgotten')
    assert.equal(await landsOn({ get: (path: string) => returning.get(path) }), '/merchant/login')

    /** With the factor: a session (back on the last page asked for), and no remembered browser. */
    const step = await returning.request('/merchant/login/second-factor')
    assert.equal(step.status, 200)
    const proved = await returning.postForm('/merchant/login/second-factor', {
      code: totpCode(secret),
    })
    assert.equal(proved.headers.get('location'), '/merchant')
    assert.equal(await landsOn({ get: (path: string) => returning.get(path) }), 'page')

    /** A password sign-in with "remember me" remembers nothing for them either. */
    const laptop = new CookieClient(BASE)
    await laptop.request('/merchant/login')
    await laptop.postForm('/merchant/login', {
      email: user.email,
      password: TEST_PASSWORD,
      remember: 'true',
    })
    const done = await laptop.postForm('/merchant/login/second-factor', {
      code: totpCode(secret, 1),
    })
    assert.equal(done.headers.get('location'), '/merchant')
    assert.lengthOf(await remembered(user.id), 0)
    assert.isUndefined(laptop.cookie('remember_web') || undefined)
  })

  test('forgetting a remembered browser ends the session it opened', async ({ assert }) => {
    const user = await createUser()
    const desk = await signedIn(BASE, user.email, USER_AGENTS.firefoxOnWindows)
    const phone = await signedIn(BASE, user.email, USER_AGENTS.safariOnIphone, { remember: true })
    assert.equal(await landsOn(phone), 'page')
    const { devices } = await desk.props('/merchant/account')

    const response = await desk.send(
      'DELETE',
      `/merchant/account/remembered-browsers/${devices[0].id}`
    )
    assert.equal(response.headers.get('location'), '/merchant/account')
    assert.equal(await landsOn(phone), '/merchant/login')
    assert.equal(await landsOn(desk), 'page')
    const [row] = await auditRows('session_ended')
    assert.include(row.details, '"rememberedBrowser":true')

    const stranger = await createUser()
    const theirs = await signedIn(BASE, stranger.email, USER_AGENTS.chromeOnMac, { remember: true })
    await theirs.get('/merchant')
    const [token] = await remembered(stranger.id)
    const refused = await desk.send('DELETE', `/merchant/account/remembered-browsers/${token.id}`)
    assert.equal(refused.status, 404)
    assert.lengthOf(await remembered(stranger.id), 1)
  })
})

test.group('Sessions · an administrator on the users page', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())
  group.each.timeout(30_000)

  test("sees a user's sessions, ends one, then all; each is in the audit trail", async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    const user = await createUser({ name: 'Rosa' })
    const desk = await signedIn(BASE, user.email, USER_AGENTS.firefoxOnWindows)
    const phone = await signedIn(BASE, user.email, USER_AGENTS.safariOnIphone, { remember: true })
    await phone.get('/merchant')

    const page = await client.get(`/merchant/user/${user.id}/edit`).loginAs(admin).withInertia()
    page.assertInertiaComponent('auth/users/form')
    const { sessions, devices } = page.body().props
    assert.sameMembers(
      sessions.map((session: any) => session.browser),
      ['Firefox', 'Safari']
    )
    assert.isTrue(sessions.every((session: any) => !session.current))
    assert.lengthOf(devices, 1)

    const phoneSession = sessions.find((session: any) => session.browser === 'Safari')
    const ended = await client
      .delete(`/merchant/user/${user.id}/sessions/${phoneSession.id}`)
      .loginAs(admin)
      .withCsrfToken()
      .redirects(0)
    ended.assertHeader('location', `/merchant/user/${user.id}/edit`)
    assert.equal(await landsOn(phone), '/merchant/login')
    assert.equal(await landsOn(desk), 'page')
    assert.lengthOf(await remembered(user.id), 0, 'its remembered browser went with it')
    const [row] = await auditRows('session_ended')
    assert.equal(row.actor_id, admin.id)
    assert.equal(row.object_id, user.id)
    assert.include(row.details, '"by":"administrator"')

    /** A session of someone else is not this user's: nothing ends. */
    const other = await createUser()
    const theirs = await signedIn(BASE, other.email, USER_AGENTS.chromeOnMac)
    const [record] = await db.from('staff_session_records').where('user_id', other.id)
    const refused = await client
      .delete(`/merchant/user/${user.id}/sessions/${record.id}`)
      .loginAs(admin)
      .withCsrfToken()
      .redirects(0)
    refused.assertStatus(404)
    assert.equal(await landsOn(theirs), 'page')

    const all = await client
      .post(`/merchant/user/${user.id}/sessions/end-all`)
      .loginAs(admin)
      .withCsrfToken()
      .redirects(0)
    all.assertHeader('location', `/merchant/user/${user.id}/edit`)
    assert.equal(await landsOn(desk), '/merchant/login')
    const [everywhere] = await auditRows('signed_out_everywhere')
    assert.equal(everywhere.actor_id, admin.id)
    assert.include(everywhere.details, '"by":"administrator"')
  })

  test("a staff member who is not an administrator cannot end someone's sessions", async ({
    client,
    assert,
  }) => {
    const clerk = await createUser({ canEdit: true })
    const user = await createUser()
    const desk = await signedIn(BASE, user.email, USER_AGENTS.firefoxOnWindows)
    const response = await client
      .post(`/merchant/user/${user.id}/sessions/end-all`)
      .loginAs(clerk)
      .header('accept', 'application/json')
      .withCsrfToken()
      .redirects(0)
    assert.equal(response.status(), 403)
    assert.equal(await landsOn(desk), 'page')
  })
})

test.group('Sessions · pruning', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('rows of expired sessions and remembered browsers past their date are deleted; live ones stay', async ({
    assert,
  }) => {
    const user = await createUser()
    const now = DateTime.now()
    const row = (hash: string, signedInAt: DateTime, seen: DateTime) => ({
      user_id: user.id,
      key_hash: hash.padEnd(64, '0'),
      signed_in_at: sqlTimestamp(signedInAt),
      last_seen_at: sqlTimestamp(seen),
    })
    await db
      .table('staff_session_records')
      .multiInsert([
        row('live', now.minus({ hours: 1 }), now.minus({ minutes: 5 })),
        row('idle', now.minus({ hours: 4 }), now.minus({ hours: 3 })),
        row('old', now.minus({ hours: 13 }), now.minus({ minutes: 5 })),
      ])
    /** Written as the guard writes them: JS Dates. */
    const token = (hash: string, expires: DateTime) => ({
      tokenable_id: user.id,
      hash,
      created_at: now.minus({ days: 40 }).toJSDate(),
      updated_at: now.minus({ days: 40 }).toJSDate(),
      expires_at: expires.toJSDate(),
    })
    await db
      .table('remember_me_tokens')
      .multiInsert([
        token('a'.repeat(64), now.plus({ days: 3 })),
        token('b'.repeat(64), now.minus({ minutes: 1 })),
      ])

    assert.deepEqual(await pruneEndedSessions(now), { records: 2, devices: 1 })
    const left = await db.from('staff_session_records').where('user_id', user.id)
    assert.deepEqual(
      left.map((entry) => entry.key_hash),
      ['live'.padEnd(64, '0')]
    )
    const tokens = await remembered(user.id)
    assert.deepEqual(
      tokens.map((entry) => entry.hash),
      ['a'.repeat(64)]
    )
  })
})
