import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { openTournaments } from '#tests/helpers/forms'
import { createForm } from '#tests/helpers/form_factory'
import { createUser } from '#tests/helpers/users'
import { truncateAll } from '#tests/helpers/database'
import { HttpGateDriver, useGateDriver } from '#services/gates/access_control'
import { startGateSimulator, type GateSimulator } from '#services/gates/gate_simulator'

function gate(client: any, user: any, formId: number, action: string) {
  return client
    .post(`/merchant/systems/${formId}/gates/${action}`)
    .loginAs(user)
    .withCsrfToken()
    .withPlainCookie('locale', 'en')
    .header('accept', 'application/json')
}

async function gateState(formId: number) {
  const row = await db.from('forms').where('id', formId).select('access_status').first()
  return row?.access_status as string | null
}

/** Waits (up to 10 s) until the credential's gate state is `expected`. */
async function until(formId: number, expected: string) {
  for (let waited = 0; waited < 10_000; waited += 50) {
    if ((await gateState(formId)) === expected) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(
    `gate state of ${formId} never became ${expected} (is ${await gateState(formId)})`
  )
}

/** Deliveries retry on timers outside any request: committed for real, emptied after. */
test.group('Gates through the http driver and the simulator', (group) => {
  let simulator: GateSimulator
  group.each.setup(async () => {
    simulator = await startGateSimulator()
    useGateDriver(
      new HttpGateDriver({ baseUrl: simulator.url, apiKey: simulator.apiKey, timeoutMs: 2000 })
    )
    return async () => {
      useGateDriver(null)
      await simulator.stop()
      await new Promise((resolve) => setTimeout(resolve, 200))
      await truncateAll()
    }
  })
  group.each.timeout(30_000)

  test('a new staff user adds an approved credential, the gates confirm it active; rejecting it blocks it there', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const form = await createForm('press', tennis, { state: 'approved' })
    const user = await createUser({
      canRfid: true,
      canEdit: true,
      formTypes: JSON.stringify(['press']),
    })
    const added = await gate(client, user, form.id, 'add')
    added.assertStatus(202)
    await until(form.id, 'active')
    assert.deepEqual(simulator.calls, [{ action: 'add', code: form.code, status: 200 }])

    await client
      .post(`/merchant/mform/press/changestate/${form.id}`)
      .loginAs(user)
      .withCsrfToken()
      .header('accept', 'application/json')
      .json({ state: 'rejected' })
    await until(form.id, 'blocked')
    assert.deepEqual(simulator.calls.at(-1), { action: 'block', code: form.code, status: 200 })
    const outbox = await db.from('gate_outbox').where('form_id', form.id).orderBy('id')
    assert.deepEqual(
      outbox.map((row) => [row.action, row.status]),
      [
        ['add', 'done'],
        ['block', 'done'],
      ]
    )
  })

  test('the gates are down: the credential stays pending, tries again, and is active once they return, sent once', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const form = await createForm('press', tennis, { state: 'approved' })
    const user = await createUser({ canRfid: true, formTypes: JSON.stringify(['press']) })
    simulator.setDown(true)
    await gate(client, user, form.id, 'add')
    assert.equal(await gateState(form.id), 'pending')
    for (let waited = 0; simulator.calls.length < 2 && waited < 5000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    assert.isAtLeast(simulator.calls.length, 2, 'tried again on its own')
    assert.equal(await gateState(form.id), 'pending')
    simulator.setDown(false)
    await until(form.id, 'active')
    await new Promise((resolve) => setTimeout(resolve, 1500))
    assert.lengthOf(
      simulator.calls.filter((call) => call.status === 200),
      1,
      'confirmed once, never sent again'
    )
    const [row] = await db.from('gate_outbox').where('form_id', form.id)
    assert.equal(row.status, 'done')
  })

  test('after the last try the credential is failed with the reason; Retry sends it again', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const form = await createForm('press', tennis, { state: 'approved' })
    const user = await createUser({ canRfid: true, formTypes: JSON.stringify(['press']) })
    simulator.setDown(true)
    await gate(client, user, form.id, 'add')
    await until(form.id, 'failed')
    assert.lengthOf(simulator.calls, 5)
    const [row] = await db.from('gate_outbox').where('form_id', form.id)
    assert.match(row.last_error, /gate system answered 503/)
    const page = await client
      .get(`/merchant/mform/press/${form.id}`)
      .loginAs(user)
      .header('x-inertia', 'true')
      .header('x-inertia-version', '1')
    assert.match(page.body().props.form.gateError, /503/)

    simulator.setDown(false)
    const retried = await gate(client, user, form.id, 'retry')
    retried.assertStatus(202)
    await until(form.id, 'active')
    assert.lengthOf(simulator.calls, 6)
  })

  test('only approved credentials go to the gates; a wrong key is a failed delivery', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const waiting = await createForm('press', tennis)
    const user = await createUser({ canRfid: true, formTypes: JSON.stringify(['press']) })
    const refused = await gate(client, user, waiting.id, 'add')
    refused.assertStatus(422)
    assert.equal(refused.body().message, 'Only approved credentials can enter through the gates.')
    assert.isNull(await gateState(waiting.id))
    assert.lengthOf(simulator.calls, 0)

    useGateDriver(new HttpGateDriver({ baseUrl: simulator.url, apiKey: 'wrong', timeoutMs: 2000 }))
    const approved = await createForm('press', tennis, { state: 'approved' })
    await gate(client, user, approved.id, 'add')
    await until(approved.id, 'failed')
    assert.isTrue(simulator.calls.every((call) => call.status === 401))
  })
})

test.group('Gates with the log driver (embedded setup)', (group) => {
  group.each.teardown(() => truncateAll())

  test('without a gate system the state is recorded here: add, block, unblock', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const form = await createForm('press', tennis, { state: 'approved' })
    const user = await createUser({ canRfid: true, formTypes: JSON.stringify(['press']) })
    await gate(client, user, form.id, 'add')
    assert.equal(await gateState(form.id), 'active')
    await gate(client, user, form.id, 'block')
    assert.equal(await gateState(form.id), 'blocked')
    await gate(client, user, form.id, 'unblock')
    assert.equal(await gateState(form.id), 'active')
  })
})
