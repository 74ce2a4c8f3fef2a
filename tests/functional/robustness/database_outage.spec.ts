import { test } from '@japa/runner'
import { TcpProxy } from '#tests/helpers/tcp_proxy'
import { inertiaComponent } from '#tests/helpers/cookie_client'
import { servicesMissing, SERVICES_REASON } from '#tests/helpers/services'
import { createPgDatabaseIfMissing } from '#tests/helpers/database'
import {
  freshDatabase,
  sideDatabase,
  startInstance,
  type AppInstance,
} from '#tests/helpers/app_instance'
import { engineIndependent } from '#tests/helpers/engines'

const DATABASE = sideDatabase('outage')

test.group('Database outage', (group) => {
  engineIndependent(group)
  let proxy: TcpProxy
  let instance: AppInstance | undefined

  group.each.timeout(120_000)
  /** Both tests use one database of their own, migrated once. */
  group.setup(async () => {
    if (await servicesMissing()) return
    await createPgDatabaseIfMissing(DATABASE)
    await freshDatabase({ DB_CONNECTION: 'pg', PG_DB_NAME: DATABASE })
  })
  group.each.teardown(async () => {
    await instance?.stop()
    await proxy?.stop()
  })

  test('pages answer 503 "try again" while the database is down and recover without a restart', async ({
    assert,
  }) => {
    proxy = new TcpProxy('127.0.0.1', 5432)
    await proxy.start()
    const env = { DB_CONNECTION: 'pg', PG_PORT: String(proxy.port), PG_DB_NAME: DATABASE }
    instance = await startInstance(env)

    const before = await fetch(`${instance.url}/`)
    assert.equal(before.status, 200, instance.output().slice(-3000))

    await proxy.stop()
    const during = await fetch(`${instance.url}/`)
    assert.equal(during.status, 503)
    const page = await during.text()
    assert.equal(inertiaComponent(page), 'errors/unavailable')
    assert.include(page, 'Servicio no disponible')
    assert.notInclude(page, 'at async')

    const health = await fetch(`${instance.url}/health`)
    assert.equal(health.status, 503)

    await proxy.start()
    let recovered = 0
    for (let attempt = 0; attempt < 40 && recovered !== 200; attempt++) {
      const response = await fetch(`${instance.url}/`)
      recovered = response.status
      if (recovered !== 200) await new Promise((resolve) => setTimeout(resolve, 250))
    }
    assert.equal(recovered, 200)
  }).skip(servicesMissing, SERVICES_REASON)

  test('/health says 503 while Redis is down, when a store uses it, and 200 once it is back', async ({
    assert,
  }) => {
    proxy = new TcpProxy('127.0.0.1', 6379)
    await proxy.start()
    const env = {
      DB_CONNECTION: 'pg',
      PG_DB_NAME: DATABASE,
      REDIS_PORT: String(proxy.port),
      CACHE_STORE: 'redis',
      LIMITER_STORE: 'redis',
    }
    instance = await startInstance(env)
    const before = await fetch(`${instance.url}/health`)
    assert.equal(before.status, 200)
    assert.deepInclude(await before.json(), { database: true, redis: true })

    await proxy.stop()
    const during = await fetch(`${instance.url}/health`)
    assert.equal(during.status, 503)
    assert.deepInclude(await during.json(), { database: true, redis: false })

    await proxy.start()
    let recovered = 0
    for (let attempt = 0; attempt < 40 && recovered !== 200; attempt++) {
      const response = await fetch(`${instance.url}/health`)
      recovered = response.status
      if (recovered !== 200) await new Promise((resolve) => setTimeout(resolve, 250))
    }
    assert.equal(recovered, 200)
  }).skip(servicesMissing, SERVICES_REASON)
})
