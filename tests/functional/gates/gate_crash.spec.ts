import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import env from '#start/env'
import type User from '#models/user'
import { openTournaments } from '#tests/helpers/forms'
import { createForm } from '#tests/helpers/form_factory'
import { createUser, TEST_PASSWORD } from '#tests/helpers/users'
import { truncateAll } from '#tests/helpers/database'
import { startInstance, type AppInstance } from '#tests/helpers/app_instance'
import { CookieClient } from '#tests/helpers/cookie_client'
import {
  eventually,
  gateRequest,
  gateStateRow,
  requestPage,
  sleep,
  untilGateStatus,
} from '#tests/helpers/gates'
import { HttpGateDriver, useGateDriver } from '#services/gates/access_control'
import { writeDesiredGateState } from '#services/gates/gate_state'
import { startGateSimulator, type GateSimulator } from '#services/gates/gate_simulator'
import db from '@adonisjs/lucid/services/db'
import { Schedule } from '@adonisjs/queue'
import { pauseWorker, resumeWorker } from '#tests/helpers/queue'

/** Slow gates: a delivery is on the wire this long, well inside the driver's timeout. */
const GATES_SLOW_MS = 6000
const TIMEOUT_MS = 8000
const LEASE_MS = 10_000
const SWEEP_MS = 1000

/**
 * Real app processes on this suite's database, delivering through the
 * database queue and the inline worker as `npm start` does, to a gate
 * simulator in this process.
 */
function instanceEnv(simulator: GateSimulator): Record<string, string> {
  return {
    ...(env.get('DB_CONNECTION') === 'pg'
      ? { DB_CONNECTION: 'pg', PG_DB_NAME: env.get('PG_DB_NAME') }
      : { DB_CONNECTION: 'sqlite', SQLITE_FILE: app.tmpPath('test.sqlite3') }),
    SESSION_DRIVER: 'cookie',
    QUEUE_DRIVER: 'database',
    QUEUE_INLINE_WORKER: 'true',
    GATES_DRIVER: 'http',
    GATES_URL: simulator.url,
    GATES_API_KEY: simulator.apiKey,
    GATES_TIMEOUT_MS: String(TIMEOUT_MS),
    GATES_LEASE_MS: String(LEASE_MS),
    GATES_SWEEP_INTERVAL_MS: String(SWEEP_MS),
    GATES_RETRY_BASE_MS: '300',
  }
}

async function loggedIn(instance: AppInstance, user: User) {
  const client = new CookieClient(instance.url)
  await client.get('/merchant/login')
  const response = await client.postForm('/merchant/login', {
    email: user.email,
    password: TEST_PASSWORD,
  })
  if (response.status !== 302) throw new Error(`login failed: ${response.status}`)
  return client
}

function addAtGates(client: CookieClient, formId: number) {
  return client.request(`/merchant/systems/${formId}/gates/add`, {
    method: 'POST',
    headers: { accept: 'application/json' },
  })
}

async function statuses(formIds: number[]) {
  const rows = await db.from('gate_states').whereIn('form_id', formIds).orderBy('form_id')
  return rows.map((row) => row.status as string)
}

function allIn(values: string[], expected: string[]) {
  return values.length > 0 && values.every((value) => expected.includes(value))
}

/**
 * The app processes share this suite's database and queue table, so the
 * suite's own worker would take their jobs and deliver them itself: each test
 * pauses it first (the suite resumes it when a test starts, pauses it at
 * cleanup), and resumes it only where this process is the one that delivers.
 */
const onlyTheInstancesDeliver = () => pauseWorker()

/** Each test kills a process while the gates are slow. */
test.group('Gates: a process killed while sending', (group) => {
  let simulator: GateSimulator
  const instances: AppInstance[] = []
  group.each.setup(async () => {
    await truncateAll()
    simulator = await startGateSimulator()
    return async () => {
      useGateDriver(null)
      for (const instance of instances.splice(0)) await instance.stop()
      await simulator.stop()
      await truncateAll()
    }
  })
  group.each.timeout(120_000)

  test('kill -9 while the gates are slow: after a restart every credential ends done once its lease ran out, and the page and the gates agree', async ({
    assert,
  }) => {
    await onlyTheInstancesDeliver()
    const { tennis } = await openTournaments()
    const forms = [
      await createForm('press', tennis, { state: 'approved' }),
      await createForm('press', tennis, { state: 'approved' }),
    ]
    const ids = forms.map((form) => form.id)
    const user = await createUser({ canRfid: true, formTypes: JSON.stringify(['press']) })
    simulator.setDelay(GATES_SLOW_MS)

    const first = await startInstance(instanceEnv(simulator))
    instances.push(first)
    const staff = await loggedIn(first, user)
    for (const id of ids) {
      const response = await addAtGates(staff, id)
      assert.equal(response.status, 202)
    }
    await eventually(
      'both deliveries on the wire',
      async () => allIn(await statuses(ids), ['sending']),
      15_000
    )
    await first.crash()
    const leases = await db.from('gate_states').whereIn('form_id', ids).select('lease_until')
    const leaseEnds = Math.max(...leases.map((row) => Number(row.lease_until)))
    await sleep(500)
    assert.deepEqual(await statuses(ids), ['sending', 'sending'], 'nobody else delivers them')

    simulator.setDelay(0)
    const second = await startInstance(instanceEnv(simulator))
    instances.push(second)
    await eventually(
      'every delivery settled',
      async () => allIn(await statuses(ids), ['done', 'failed']),
      Math.max(0, leaseEnds - Date.now()) + 3 * SWEEP_MS + 5000
    )
    assert.deepEqual(await statuses(ids), ['done', 'done'])

    const again = await loggedIn(second, user)
    for (const form of forms) {
      const page = await again.request(`/merchant/mform/press/${form.id}`, {
        headers: { 'x-inertia': 'true', 'x-inertia-version': '1', 'accept': 'application/json' },
      })
      const { props } = await page.json()
      assert.equal(props.form.gate, 'active')
      assert.deepInclude(simulator.credential(form.code), { state: 'active', version: 1 })
      const calls = simulator.calls.filter((call) => call.code === form.code)
      assert.isTrue(
        calls.slice(1).every((call) => call.receivedAt >= leaseEnds - 1000),
        'a claim is taken over only once its lease ran out'
      )
    }
  })

  test('a claim left by a killed process: Retry says it is on the wire while its lease holds, and sends it once the lease ran out', async ({
    client,
    assert,
  }) => {
    await onlyTheInstancesDeliver()
    const { tennis } = await openTournaments()
    const form = await createForm('press', tennis, { state: 'approved' })
    const user = await createUser({ canRfid: true, formTypes: JSON.stringify(['press']) })
    simulator.setDelay(GATES_SLOW_MS)

    const first = await startInstance(instanceEnv(simulator))
    instances.push(first)
    const staff = await loggedIn(first, user)
    const added = await addAtGates(staff, form.id)
    assert.equal(added.status, 202)
    await eventually(
      'the delivery on the wire',
      async () => allIn(await statuses([form.id]), ['sending']),
      15_000
    )
    await first.crash()
    /**
     * This process is now the app: its worker delivers what its Retry queues.
     * It does not sweep (no schedule of its own): the dead instance's stored
     * sweep schedule goes, so only the Retry can send the claim.
     */
    const deadInstanceSweep = await Schedule.find('gates:sweep')
    await deadInstanceSweep?.delete()
    resumeWorker()

    simulator.setDelay(0)
    useGateDriver(
      new HttpGateDriver({ baseUrl: simulator.url, apiKey: simulator.apiKey, timeoutMs: 2000 })
    )
    const early = await gateRequest(client, user, form.id, 'retry')
    early.assertStatus(422)
    assert.equal(early.body().message, 'Being sent to the gates right now: wait for their answer.')

    const claimed = await gateStateRow(form.id)
    const leaseEnds = Number(claimed.lease_until)
    await sleep(Math.max(0, leaseEnds - Date.now()) + 200)
    const retried = await gateRequest(client, user, form.id, 'retry')
    retried.assertStatus(202)
    await untilGateStatus(form.id, 'active')
    const page = await requestPage(client, user, 'press', form.id)
    assert.equal(page.form.gate, 'active')
    assert.deepInclude(simulator.credential(form.code), { state: 'active' })
  })

  test('a running app sweeps on its schedule: a state committed by a process that died before dispatching it reaches the gates', async ({
    assert,
  }) => {
    await onlyTheInstancesDeliver()
    const { tennis } = await openTournaments()
    const form = await createForm('press', tennis, { state: 'approved' })
    const user = await createUser({ canRfid: true, formTypes: JSON.stringify(['press']) })
    const running = await startInstance(instanceEnv(simulator))
    instances.push(running)
    /** After the boot sweep: only the schedule can find it. */
    await sleep(SWEEP_MS)
    await db.transaction((trx) =>
      writeDesiredGateState(trx, form.id, 'active', { userId: user.id, cause: 'staff' })
    )
    await untilGateStatus(form.id, 'active', 5 * SWEEP_MS + 5000)
    assert.deepInclude(simulator.credential(form.code), { state: 'active', version: 1 })
  })
})
