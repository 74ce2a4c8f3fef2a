import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import db from '@adonisjs/lucid/services/db'
import { createUser, TEST_PASSWORD } from '#tests/helpers/users'
import { auditRows } from '#tests/helpers/second_factor'
import { pruneAudit, recordAudit } from '#services/audit/audit_trail'
import { sqlTimestamp } from '#support/sql_time'
import { pruneHourly } from '#start/staff_sessions'
import { saveSignInSettings } from '#services/auth/sign_in_settings'

test.group('Audit trail', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('sign-ins and failed sign-ins are rows: who, when, from where', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    await client
      .post('/merchant/login')
      .withCsrfToken()
      .form({ email: user.email.toUpperCase(), password: 'not-the-password' })
      .redirects(0)
    await client
      .post('/merchant/login')
      .withCsrfToken()
      .form({ email: user.email, password: TEST_PASSWORD })
      .redirects(0)
    const [failed] = await auditRows('sign_in_failed')
    assert.equal(failed.actor_label, user.email)
    assert.isNull(failed.actor_id)
    assert.equal(failed.ip, '127.0.0.1')
    assert.notInclude(JSON.stringify(failed), 'not-the-password')
    const [signIn] = await auditRows('sign_in')
    assert.equal(signIn.actor_id, user.id)
    assert.include(signIn.details, '"password"')
    assert.isAtLeast(DateTime.fromJSDate(new Date(signIn.occurred_at)).year, 2026)
  })

  test('a user created and a capability changed are rows with what changed', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    await client
      .post('/merchant/user')
      .loginAs(admin)
      .withCsrfToken()
      .form({ name: 'Marta', email: 'marta@example.test', password: 'silla verde junto al río' })
      .redirects(0)
    const marta = await db.from('users').where('email', 'marta@example.test').first()
    const [created] = await auditRows('user_created')
    assert.equal(created.actor_id, admin.id)
    assert.equal(created.object_id, marta.id)
    assert.notInclude(created.details, 'silla')

    await client
      .put(`/merchant/user/${marta.id}`)
      .loginAs(admin)
      .withCsrfToken()
      .form({
        name: 'Marta',
        email: 'marta@example.test',
        canEdit: 'true',
        password: 'mesa roja bajo el puente',
      })
      .redirects(0)
    const [updated] = await auditRows('user_updated')
    assert.deepEqual(JSON.parse(updated.details), { canEdit: { from: false, to: true } })
    const [password] = await auditRows('password_changed')
    assert.equal(password.object_id, marta.id)
    assert.notInclude(password.details, 'mesa')

    /** Saving the form unchanged writes no row. */
    await client
      .put(`/merchant/user/${marta.id}`)
      .loginAs(admin)
      .withCsrfToken()
      .form({ name: 'Marta', email: 'marta@example.test', canEdit: 'true' })
      .redirects(0)
    assert.lengthOf(await auditRows('user_updated'), 1)
  })

  test('administrators search the trail by action, person and day; bad filters are ignored', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    const other = await createUser()
    const actor = (user: { id: number; email: string }) => ({
      actorId: user.id,
      actorLabel: user.email,
      ip: '10.0.0.1',
    })
    await recordAudit({ ...actor(admin), action: 'export', objectType: 'form_export' })
    await recordAudit({
      ...actor(other),
      action: 'sign_in',
      objectType: 'user',
      objectId: other.id,
    })
    await recordAudit({ ...actor(other), action: 'export', objectType: 'form_export' })

    const byAction = await client.get('/merchant/audit?action=export').loginAs(admin).withInertia()
    byAction.assertInertiaComponent('auth/audit')
    assert.lengthOf(byAction.body().props.rows, 2)
    const both = await client
      .get(`/merchant/audit?action=export&actor=${other.id}`)
      .loginAs(admin)
      .withInertia()
    assert.deepEqual(
      both.body().props.rows.map((row: any) => [row.action, row.actorId]),
      [['export', other.id]]
    )
    const today = DateTime.now().toISODate()
    const tomorrow = DateTime.now().plus({ days: 1 }).toISODate()
    const byDay = await client.get(`/merchant/audit?from=${tomorrow}`).loginAs(admin).withInertia()
    assert.lengthOf(byDay.body().props.rows, 0)
    const todays = await client
      .get(`/merchant/audit?from=${today}&to=${today}`)
      .loginAs(admin)
      .withInertia()
    assert.lengthOf(todays.body().props.rows, 3)

    for (const query of [
      'action=drop%20table',
      'actor=abc',
      'actor=99999999999',
      'from=2026-13-45',
      'page=-1',
      'objectType[]=x',
    ]) {
      const response = await client.get(`/merchant/audit?${query}`).loginAs(admin).withInertia()
      assert.equal(response.status(), 200, query)
    }
  })

  test('failed sign-ins are found by the account or email tried and by address, on the page and in the export', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    const failed = (actorLabel: string, ip: string) =>
      recordAudit({ actorId: null, actorLabel, ip, action: 'sign_in_failed' })
    await failed('marta@club.example', '203.0.113.7')
    await failed('marta@club.example', '198.51.100.2')
    await failed('pedro@club.example', '203.0.113.9')
    await failed('m_rta@club.example', '192.0.2.1')
    const labels = async (query: string) => {
      const page = await client.get(`/merchant/audit?${query}`).loginAs(admin).withInertia()
      return page
        .body()
        .props.rows.map((row: any) => `${row.actorLabel} ${row.ip}`)
        .sort()
    }
    assert.deepEqual(await labels('label=MARTA@club'), [
      'marta@club.example 198.51.100.2',
      'marta@club.example 203.0.113.7',
    ])
    assert.deepEqual(await labels('label=m_rta'), ['m_rta@club.example 192.0.2.1'])
    assert.deepEqual(await labels('ip=203.0.113.'), [
      'marta@club.example 203.0.113.7',
      'pedro@club.example 203.0.113.9',
    ])
    assert.deepEqual(await labels('label=marta&ip=203.0.113.7'), ['marta@club.example 203.0.113.7'])
    const page = await client.get('/merchant/audit?ip=203.0.113.%25').loginAs(admin).withInertia()
    assert.isNull(page.body().props.filters.ip, 'not an address: no filter')

    const csv = await client.get('/merchant/audit/export?label=pedro').loginAs(admin)
    const lines = csv.text().trim().split('\r\n')
    assert.lengthOf(lines, 2)
    assert.include(lines[1], 'pedro@club.example')
  })

  test('the export is a CSV of the matching rows, inert in a spreadsheet, and itself a row', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    await recordAudit({
      actorId: null,
      actorLabel: '=HYPERLINK("http://evil.example")',
      ip: '10.0.0.2',
      action: 'sign_in_failed',
    })
    const response = await client.get('/merchant/audit/export?action=sign_in_failed').loginAs(admin)
    assert.equal(response.status(), 200)
    assert.match(response.header('content-type') ?? '', /^text\/csv/)
    assert.include(response.header('cache-control') ?? '', 'no-store')
    const lines = response.text().trim().split('\r\n')
    assert.equal(lines[0], 'id,occurred_at,actor_id,actor,action,object_type,object_id,ip,details')
    assert.lengthOf(lines, 2)
    assert.include(lines[1], `"'=HYPERLINK(""http://evil.example"")"`)
    assert.include(lines[1], '"sign_in_failed"')
    const [exported] = await auditRows('export')
    assert.equal(exported.actor_id, admin.id)
    assert.equal(exported.object_type, 'audit_trail')
  })

  test('rows older than the retention are swept; newer ones stay', async ({ assert }) => {
    await recordAudit({ actorId: null, actorLabel: 'old', ip: null, action: 'sign_in_failed' })
    await recordAudit({ actorId: null, actorLabel: 'new', ip: null, action: 'sign_in_failed' })
    await db
      .from('audit_events')
      .where('actor_label', 'old')
      .update({ occurred_at: sqlTimestamp(DateTime.now().minus({ days: 31 })) })
    assert.equal(await pruneAudit(30), 1)
    const left = await auditRows('sign_in_failed')
    assert.deepEqual(
      left.map((row) => row.actor_label),
      ['new']
    )
  })

  test('each web process sweeps rows past the configured retention every hour, beside ended sessions', async ({
    assert,
  }) => {
    await saveSignInSettings({
      secondFactorRule: 'off',
      auditRetentionDays: 90,
      ssoAllowedDomains: [],
    })
    await recordAudit({ actorId: null, actorLabel: 'old', ip: null, action: 'sign_in_failed' })
    await recordAudit({ actorId: null, actorLabel: 'recent', ip: null, action: 'sign_in_failed' })
    await db
      .from('audit_events')
      .where('actor_label', 'old')
      .update({ occurred_at: sqlTimestamp(DateTime.now().minus({ days: 91 })) })
    await db
      .from('audit_events')
      .where('actor_label', 'recent')
      .update({ occurred_at: sqlTimestamp(DateTime.now().minus({ days: 89 })) })
    const pruned = await pruneHourly()
    assert.isAtLeast(pruned.audit, 1)
    const left = await auditRows('sign_in_failed')
    assert.deepEqual(
      left.map((row) => row.actor_label),
      ['recent']
    )
  })
})
