import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import { CookieClient, inertiaComponent } from '#tests/helpers/cookie_client'
import { servicesMissing, SERVICES_REASON } from '#tests/helpers/services'
import { createPgDatabaseIfMissing } from '#tests/helpers/database'
import {
  freshDatabase,
  sideDatabase,
  startInstance,
  type AppInstance,
} from '#tests/helpers/app_instance'
import { engineIndependent } from '#tests/helpers/engines'

const DATABASE = sideDatabase('scale')

/** Two app processes behind an imaginary load balancer, sharing PostgreSQL and Redis. */
const SHARED = {
  DB_CONNECTION: 'pg',
  PG_DB_NAME: DATABASE,
  SESSION_DRIVER: 'redis',
  CACHE_STORE: 'redis',
  LIMITER_STORE: 'redis',
  QUEUE_DRIVER: 'sync',
}

async function login(client: CookieClient, email: string, password: string) {
  await client.get('/merchant/login')
  return client.postForm('/merchant/login', { email, password })
}

test.group('Scale-out: two app instances', (group) => {
  engineIndependent(group)
  let instances: AppInstance[] = []

  group.setup(async () => {
    if (await servicesMissing()) return
    await createPgDatabaseIfMissing(DATABASE)
    await freshDatabase(SHARED)
    instances = await Promise.all([startInstance(SHARED), startInstance(SHARED)])
  })
  group.teardown(async () => {
    await Promise.all(instances.map((instance) => instance.stop()))
  })
  group.each.timeout(120_000)

  test('a staff login on one instance is valid on the other', async ({ assert }) => {
    const [first, second] = instances
    const email = `scale-${randomUUID()}@example.test`
    await insertStaffUser(email)

    const onFirst = new CookieClient(first.url)
    const response = await login(onFirst, email, 'scale-out-password')
    assert.equal(response.status, 302)
    assert.equal(response.headers.get('location'), '/merchant')

    const onSecond = onFirst.withBaseUrl(second.url)
    const dashboard = await onSecond.get('/merchant')
    assert.equal(dashboard.status, 200)
    assert.equal(inertiaComponent(await dashboard.text()), 'forms/dashboard')

    /** Logging out on the second ends the session on the first too. */
    await onSecond.postForm('/merchant/logout', {})
    const afterLogout = await onFirst.get('/merchant')
    assert.equal(afterLogout.status, 302)
  }).skip(servicesMissing, SERVICES_REASON)

  test('visitors and health checks write no session to Redis; a staff login does, until logout', async ({
    assert,
  }) => {
    const [first] = instances
    const visitor = new CookieClient(first.url)
    for (const path of ['/health', '/', '/forms/prensa', '/merchant/login']) {
      const response = await visitor.get(path)
      assert.isBelow(response.status, 400, path)
    }
    const anonymous = visitor.sessionId()
    assert.isString(anonymous)
    assert.isFalse(await inRedis(anonymous!), 'an anonymous session stays in its cookie')

    const email = `redis-${randomUUID()}@example.test`
    await insertStaffUser(email)
    const staff = new CookieClient(first.url)
    await login(staff, email, 'scale-out-password')
    const logged = staff.sessionId()
    assert.isTrue(await inRedis(logged!), 'a staff session is kept on the server')
    const dashboard = await staff.get('/merchant')
    assert.equal(dashboard.status, 200)

    await staff.postForm('/merchant/logout', {})
    assert.isFalse(await inRedis(logged!), 'logout removes it from the server')
  }).skip(servicesMissing, SERVICES_REASON)

  test('a cache clear on one instance is seen by the other', async ({ assert }) => {
    const [first, second] = instances
    const email = `cache-${randomUUID()}@example.test`
    await insertStaffUser(email, { admin: true })
    const admin = new CookieClient(first.url)
    await login(admin, email, 'scale-out-password')
    await admin.get('/merchant/clear-cache')
    const clearOptions = () => admin.postForm('/merchant/clearCache', { 'types[]': 'options' })
    /** Redis outlives the test database: start from no cached lists. */
    await clearOptions()

    const [before, after] = [`Zeta ${randomUUID()}`, `Nueva ${randomUUID()}`]
    await openPressForm(before)
    await admin.postForm('/merchant/clearCache', { 'types[]': 'tournaments' })
    const visitor = new CookieClient(second.url)
    assert.include(await countryOptions(visitor), before, 'the second instance caches the lists')
    await sql(`update countries set name_es = $1 where code = 'ZZ'`, [after])
    assert.notInclude(await countryOptions(visitor), after, 'served from its cache')

    const cleared = await clearOptions()
    assert.equal(cleared.status, 302)
    assert.equal(cleared.headers.get('location'), '/merchant/clear-cache')

    assert.include(await countryOptions(visitor), after, 'the bus told the second instance')
  }).skip(servicesMissing, SERVICES_REASON)

  test('a tournament saved on one instance is seen by the other at once, though both cache it', async ({
    assert,
  }) => {
    const [first, second] = instances
    const email = `tournament-${randomUUID()}@example.test`
    await insertStaffUser(email, { admin: true })
    const admin = new CookieClient(first.url)
    await login(admin, email, 'scale-out-password')
    await admin.get('/merchant/clear-cache')
    await openPressForm(`Zeta ${randomUUID()}`)
    /** The rows were written behind the app's back: drop what Redis kept from earlier tests. */
    await admin.postForm('/merchant/clearCache', { 'types[]': 'tournaments' })

    const visitor = new CookieClient(second.url)
    const open = await visitor.get('/forms/prensa')
    assert.equal(inertiaComponent(await open.text()), 'public/form')
    await sql(`update tournaments set name = 'Renamed behind the cache' where sport = 'tennis'`)
    const cached = await visitor.get('/forms/prensa')
    assert.notInclude(await cached.text(), 'Renamed behind the cache', 'served from the cache')

    const { rows } = await sql(`select id from tournaments where sport = 'tennis'`)
    const saved = await admin.postForm(`/merchant/tournament/${rows[0].id}?_method=PUT`, {
      'sport': 'tennis',
      'year': '2026',
      'name': 'Scale Open',
      'startsOn': '2026-04-20',
      'endsOn': '2026-05-03',
      'isCurrent': 'true',
      'openFormTypes[0]': 'ballboy',
    })
    assert.equal(saved.status, 302)
    assert.equal(saved.headers.get('location'), '/merchant/tournament')

    const closed = await visitor.get('/forms/prensa')
    assert.equal(
      inertiaComponent(await closed.text()),
      'public/closed',
      'the press form closed on the first instance is closed on the second'
    )
  }).skip(servicesMissing, SERVICES_REASON)

  test('a sign-in settings change on one instance applies on the other at once, though both cache it', async ({
    assert,
  }) => {
    const [first, second] = instances
    const adminEmail = `settings-${randomUUID()}@example.test`
    const staffEmail = `staff-${randomUUID()}@example.test`
    await insertStaffUser(adminEmail, { admin: true })
    await insertStaffUser(staffEmail)
    const admin = new CookieClient(first.url)
    await login(admin, adminEmail, 'scale-out-password')
    /** Once signed in, the administrator has a factor: no rule below leads them away. */
    await sql(
      `insert into staff_passkeys (user_id, name, credential_id, public_key, created_at)
       select id, 'Key', $2, 'unused', now() from users where email = $1`,
      [adminEmail, `credential-${randomUUID()}`]
    )
    const saveRule = async (rule: string) => {
      const saved = await admin.postForm('/merchant/sign-in-settings?_method=PUT', {
        secondFactorRule: rule,
        auditRetentionDays: '400',
        ssoAllowedDomains: '',
      })
      assert.equal(saved.headers.get('location'), '/merchant/sign-in-settings', rule)
    }
    /** Saved through the app: also drops what Redis kept from earlier runs. */
    await saveRule('off')

    const staff = new CookieClient(second.url)
    await login(staff, staffEmail, 'scale-out-password')
    const home = async () => {
      const response = await staff.get('/merchant')
      return response.status === 200 ? 'home' : response.headers.get('location')
    }
    assert.equal(await home(), 'home')
    await sql(`update sign_in_settings set second_factor_rule = 'everyone'`)
    assert.equal(await home(), 'home', 'the rule comes from the cache')

    await saveRule('everyone')
    assert.equal(await home(), '/merchant/account/authenticator')
    await saveRule('off')
    assert.equal(await home(), 'home')
  }).skip(servicesMissing, SERVICES_REASON)

  test('failed logins are counted across both instances', async ({ assert }) => {
    const [first, second] = instances
    const email = `limit-${randomUUID()}@example.test`
    const clients = [new CookieClient(first.url), new CookieClient(second.url)]
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await login(clients[attempt % 2], email, 'wrong-password')
      assert.equal(response.status, 302, `attempt ${attempt + 1}`)
    }
    for (const client of clients) {
      const blocked = await login(client, email, 'wrong-password')
      assert.equal(blocked.status, 429)
    }
  }).skip(servicesMissing, SERVICES_REASON)
})

/** Whether Redis holds a session under this id (the session store keys by id). */
async function inRedis(sessionId: string) {
  const { Redis } = await import('ioredis')
  const redis = new Redis({ host: '127.0.0.1', port: 6379, lazyConnect: true })
  try {
    await redis.connect()
    return (await redis.exists(sessionId)) === 1
  } finally {
    redis.disconnect()
  }
}

/** SQL straight on the shared database the instances use. */
async function sql(text: string, values: unknown[] = []) {
  const { default: pg } = await import('pg')
  const client = new pg.Client({
    host: '127.0.0.1',
    port: 5432,
    user: 'postgres',
    database: DATABASE,
  })
  await client.connect()
  try {
    return await client.query(text, values)
  } finally {
    await client.end()
  }
}

/** A staff user written straight into the shared database. */
async function insertStaffUser(email: string, { admin = false } = {}) {
  const { default: hash } = await import('@adonisjs/core/services/hash')
  await sql(
    `insert into users (name, last_name, email, password, is_admin, created_at, updated_at) values ($1, $2, $3, $4, $5, now(), now())`,
    ['Scale', 'Out', email, await hash.make('scale-out-password'), admin]
  )
}

/**
 * A current tennis tournament with the press form open, and a country to choose.
 */
async function openPressForm(country: string) {
  await sql(`delete from tournaments where sport = 'tennis'`)
  await sql(
    `insert into tournaments (year, sport, name, starts_on, ends_on, is_current, open_form_types, created_at)
     values (2026, 'tennis', 'Scale Open', '2026-04-20', '2026-05-03', true, '["press"]', now())`
  )
  await sql(`delete from countries where code = 'ZZ'`)
  await sql(`insert into countries (code, name_es, name_en) values ('ZZ', $1, 'Zedland')`, [
    country,
  ])
}

async function countryOptions(client: CookieClient) {
  const response = await client.get('/forms/prensa')
  return response.text()
}
