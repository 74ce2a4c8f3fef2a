import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { openTournaments } from '#tests/helpers/forms'
import { createForm } from '#tests/helpers/form_factory'
import { createUser } from '#tests/helpers/users'
import { truncateAll } from '#tests/helpers/database'
import {
  answered,
  eventually,
  gateRequest,
  gateStateRow,
  gateStatus,
  requestPage,
  simulatedGates,
  sleep,
  untilGateStatus,
  type GateSimulator,
} from '#tests/helpers/gates'
import { HttpGateDriver, useGateDriver } from '#services/gates/access_control'
import { writeDesiredGateState } from '#services/gates/gate_state'
import { sweepGateStates } from '#services/gates/gate_sweeper'
import { waitForQueue } from '#tests/helpers/queue'

const gate = gateRequest

/** [action, version, status] of each call the simulator answered. */
function callsOf(simulator: GateSimulator, code: string) {
  return simulator.calls
    .filter((call) => call.code === code)
    .map((call) => [call.action, call.version, call.status])
}

/** The request's gate history: each change with what became of it, and the gates' answers. */
function gateHistory(logs: { gate: Record<string, any> | null; by: string | null }[]) {
  return logs
    .filter((log) => log.gate)
    .map(({ gate: entry }) =>
      entry!.event === 'change'
        ? [entry!.event, entry!.version, entry!.to, entry!.cause, entry!.delivery]
        : [entry!.event, entry!.version]
    )
}

/** Deliveries retry on timers outside any request: committed for real, emptied after. */
test.group('Gates through the http driver and the simulator', (group) => {
  let simulator: GateSimulator
  group.each.setup(async () => {
    const gates = await simulatedGates()
    simulator = gates.simulator
    return async () => {
      await gates.stop()
      await sleep(200)
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
      name: 'Rocío',
      lastName: 'Accesos',
      canRfid: true,
      canEdit: true,
      formTypes: JSON.stringify(['press']),
    })
    const added = await gate(client, user, form.id, 'add')
    added.assertStatus(202)
    await untilGateStatus(form.id, 'active')
    assert.deepEqual(callsOf(simulator, form.code), [['add', 1, 200]])

    await client
      .post(`/merchant/mform/press/changestate/${form.id}`)
      .loginAs(user)
      .withCsrfToken()
      .header('accept', 'application/json')
      .json({ state: 'rejected' })
    await untilGateStatus(form.id, 'blocked')
    assert.deepEqual(callsOf(simulator, form.code), [
      ['add', 1, 200],
      ['block', 2, 200],
    ])
    assert.deepInclude(simulator.credential(form.code), { state: 'blocked', version: 2 })
    const { form: shown, logs } = await requestPage(client, user, 'press', form.id)
    assert.equal(shown.gate, 'blocked')
    assert.deepEqual(gateHistory(logs), [
      ['change', 1, 'active', 'staff', 'delivered'],
      ['delivered', 1],
      ['change', 2, 'blocked', 'rejected', 'delivered'],
      ['delivered', 2],
    ])
    assert.deepEqual(
      logs.filter((log) => log.gate).map((log) => log.by),
      ['Rocío Accesos', null, 'Rocío Accesos', null]
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
    assert.equal(await gateStatus(form.id), 'pending')
    await eventually('a second try', async () => simulator.calls.length >= 2, 15_000)
    assert.equal(await gateStatus(form.id), 'pending')
    simulator.setDown(false)
    await untilGateStatus(form.id, 'active')
    await sleep(1500)
    assert.lengthOf(
      simulator.calls.filter((call) => call.status === 200),
      1,
      'confirmed once, never sent again'
    )
    assert.deepInclude(await gateStateRow(form.id), { status: 'done', version: 1 })
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
    await untilGateStatus(form.id, 'failed')
    assert.lengthOf(simulator.calls, 5)
    const page = await requestPage(client, user, 'press', form.id)
    assert.match(page.form.gateError!, /gate system answered 503/)
    assert.equal(page.form.gateDesired, 'active')
    assert.deepEqual(gateHistory(page.logs), [
      ['change', 1, 'active', 'staff', 'failed'],
      ['failed', 1],
    ])

    simulator.setDown(false)
    const retried = await gate(client, user, form.id, 'retry')
    retried.assertStatus(202)
    await untilGateStatus(form.id, 'active')
    assert.lengthOf(simulator.calls, 6)
    const after = await requestPage(client, user, 'press', form.id)
    assert.isNull(after.form.gateError)
    assert.deepEqual(gateHistory(after.logs), [
      ['change', 1, 'active', 'staff', 'delivered'],
      ['failed', 1],
      ['retry', 1],
      ['delivered', 1],
    ])
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
    assert.isNull(await gateStatus(waiting.id))
    assert.isNull(await gateStateRow(waiting.id))
    assert.lengthOf(simulator.calls, 0)

    useGateDriver(new HttpGateDriver({ baseUrl: simulator.url, apiKey: 'wrong', timeoutMs: 2000 }))
    const approved = await createForm('press', tennis, { state: 'approved' })
    await gate(client, user, approved.id, 'add')
    await untilGateStatus(approved.id, 'failed')
    assert.isTrue(simulator.calls.every((call) => call.status === 401))
  })

  test('an add the gates refused, then a block, then the gates recover: the credential ends blocked there and the add never arrives', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const form = await createForm('press', tennis, { state: 'approved' })
    const user = await createUser({ canRfid: true, formTypes: JSON.stringify(['press']) })
    simulator.setDown(true)
    await answered(gate(client, user, form.id, 'add'), 202)
    /** Three refused tries: the add's next one is due after the newer change is delivered. */
    await eventually('the add refused three times', async () => simulator.calls.length >= 3, 15_000)
    await answered(gate(client, user, form.id, 'block'), 202)
    await eventually(
      'the block refused once',
      async () => simulator.calls.some((call) => call.action === 'block'),
      5000
    )
    simulator.setDown(false)
    await untilGateStatus(form.id, 'blocked')
    /** Past the time the add's own retry was due. */
    await sleep(2500)

    assert.deepInclude(simulator.credential(form.code), { state: 'blocked', version: 2 })
    assert.notInclude(
      simulator.calls.filter((call) => call.status === 200).map((call) => call.action),
      'add',
      'the older add never reached the gates'
    )
    const page = await requestPage(client, user, 'press', form.id)
    assert.equal(page.form.gate, 'blocked')
    assert.deepEqual(gateHistory(page.logs), [
      ['change', 1, 'active', 'staff', 'superseded'],
      ['change', 2, 'blocked', 'staff', 'delivered'],
      ['delivered', 2],
    ])
  })

  test('an add the gates refused, then the request is rejected, then the gates recover: blocked there', async ({
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
    simulator.setDown(true)
    await gate(client, user, form.id, 'add')
    /** Three refused tries: the add's next one is due after the newer change is delivered. */
    await eventually('the add refused three times', async () => simulator.calls.length >= 3, 15_000)
    const rejected = await client
      .post(`/merchant/mform/press/changestate/${form.id}`)
      .loginAs(user)
      .withCsrfToken()
      .header('accept', 'application/json')
      .json({ state: 'rejected' })
    rejected.assertStatus(200)
    simulator.setDown(false)
    await untilGateStatus(form.id, 'blocked')
    /** Past the time the add's own retry was due. */
    await sleep(2500)

    assert.deepInclude(simulator.credential(form.code), { state: 'blocked' })
    assert.isFalse(simulator.calls.some((call) => call.action === 'add' && call.status === 200))
    const page = await requestPage(client, user, 'press', form.id)
    assert.equal(page.form.gate, 'blocked')
    assert.deepEqual(gateHistory(page.logs), [
      ['change', 1, 'active', 'staff', 'superseded'],
      ['change', 2, 'blocked', 'rejected', 'delivered'],
      ['delivered', 2],
    ])
  })

  test('the confirmation of an add on the wire while a block is written settles the add only: pending until the block is confirmed', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const form = await createForm('press', tennis, { state: 'approved' })
    const user = await createUser({ canRfid: true, formTypes: JSON.stringify(['press']) })
    simulator.hold()
    /** The request answers once the add is queued; the worker delivers it and the gates hold it. */
    const adding = gate(client, user, form.id, 'add').then((response: any) => response)
    await eventually('the add on the wire', async () => simulator.waiting() === 1)
    assert.deepInclude(await gateStateRow(form.id), { status: 'sending', version: 1 })

    await answered(gate(client, user, form.id, 'block'), 202)
    assert.deepInclude(await gateStateRow(form.id), { status: 'sending', version: 2 })
    assert.equal(simulator.waiting(), 1, 'never two versions of one credential on the wire')

    simulator.release()
    await eventually('the block on the wire', async () => simulator.waiting() === 1)
    assert.deepInclude(await gateStateRow(form.id), {
      status: 'sending',
      version: 2,
      confirmed_version: 1,
    })
    assert.equal(await gateStatus(form.id), 'pending', 'the add confirmed is not the state wanted')

    simulator.resume()
    await untilGateStatus(form.id, 'blocked')
    await answered(adding, 202)
    assert.deepEqual(callsOf(simulator, form.code), [
      ['add', 1, 200],
      ['block', 2, 200],
    ])
    assert.deepInclude(simulator.credential(form.code), { state: 'blocked', version: 2 })
  })

  test('the sweep sends a state whose job was lost, and leaves one being sent alone', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const lost = await createForm('press', tennis, { state: 'approved' })
    const sending = await createForm('press', tennis, { state: 'approved' })
    const user = await createUser({ canRfid: true, formTypes: JSON.stringify(['press']) })
    /** Committed, then the process died before handing it to the queue. */
    await db.transaction((trx) =>
      writeDesiredGateState(trx, lost.id, 'active', { userId: user.id, cause: 'staff' })
    )
    assert.equal(await gateStatus(lost.id), 'pending')
    assert.lengthOf(simulator.calls, 0)
    assert.equal(await sweepGateStates(), 1)
    await waitForQueue()
    assert.equal(await gateStatus(lost.id), 'active')
    assert.deepEqual(callsOf(simulator, lost.code), [['add', 1, 200]])

    simulator.hold()
    const adding = gate(client, user, sending.id, 'add').then((response: any) => response)
    await eventually('the add on the wire', async () => simulator.waiting() === 1)
    assert.equal(await sweepGateStates(), 0, 'a claim within its lease is not taken over')
    assert.equal(simulator.waiting(), 1)
    simulator.resume()
    await answered(adding, 202)
    await waitForQueue()
    assert.equal(await gateStatus(sending.id), 'active')
    assert.deepEqual(callsOf(simulator, sending.code), [['add', 1, 200]])
  })

  test('a late answer for an older version changes nothing at the gates: the simulator keeps the newer one', async ({
    assert,
  }) => {
    const send = (action: string, version: number) =>
      fetch(`${simulator.url}/credentials/${action}`, {
        method: 'POST',
        headers: {
          'authorization': `Bearer ${simulator.apiKey}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ code: 'ABC', rfid: null, version }),
      })
    const blocked = await send('block', 2)
    assert.equal(blocked.status, 200)
    const stale = await send('add', 1)
    assert.equal(stale.status, 200, 'acknowledged, as the contract says')
    assert.deepInclude(simulator.credential('ABC'), { state: 'blocked', version: 2 })
  })
})

test.group('The gate status a request page polls', (group) => {
  group.each.teardown(() => truncateAll())

  test('answers the page’s form type only, like the page', async ({ client, assert }) => {
    const { tennis } = await openTournaments()
    const press = await createForm('press', tennis, { state: 'approved' })
    const line = await createForm('line', tennis, { state: 'approved' })
    const user = await createUser({ canRfid: true, formTypes: JSON.stringify(['press']) })
    await gate(client, user, press.id, 'add')
    await waitForQueue()

    const own = await client.get(`/merchant/mform/press/${press.id}/gate`).loginAs(user)
    own.assertStatus(200)
    assert.deepEqual(own.body(), { gate: 'active', desired: 'active', error: null })

    const otherType = await client.get(`/merchant/mform/line/${line.id}/gate`).loginAs(user)
    otherType.assertStatus(403)
    const wrongPath = await client.get(`/merchant/mform/press/${line.id}/gate`).loginAs(user)
    wrongPath.assertStatus(404)
    assert.notInclude(JSON.stringify(wrongPath.body()), line.name)
    const anonymous = await client.get(`/merchant/mform/press/${press.id}/gate`).redirects(0)
    anonymous.assertStatus(302)
    assert.equal(anonymous.header('location'), '/merchant/login')
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
    /** Each change is delivered by the queue's worker, after the request answered. */
    await gate(client, user, form.id, 'add')
    await waitForQueue()
    assert.equal(await gateStatus(form.id), 'active')
    await gate(client, user, form.id, 'block')
    await waitForQueue()
    assert.equal(await gateStatus(form.id), 'blocked')
    await gate(client, user, form.id, 'unblock')
    await waitForQueue()
    assert.equal(await gateStatus(form.id), 'active')
    assert.deepInclude(await gateStateRow(form.id), {
      desired: 'active',
      version: 3,
      confirmed_version: 3,
    })
  })
})
