import { test } from '@japa/runner'
import { waitForQueue } from '#tests/helpers/queue'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { openTournaments } from '#tests/helpers/forms'
import { createForm } from '#tests/helpers/form_factory'
import { createUser } from '#tests/helpers/users'
import { truncateAll } from '#tests/helpers/database'
import {
  answered,
  gateRequest,
  gateStateRow,
  simulatedGates,
  sleep,
  untilGateStatus,
  type GateSimulator,
} from '#tests/helpers/gates'

function assign(client: any, user: any, formId: number, body: Record<string, unknown>) {
  return client
    .post(`/merchant/systems/${formId}/rfid`)
    .loginAs(user)
    .withCsrfToken()
    .withPlainCookie('locale', 'en')
    .header('accept', 'application/json')
    .json(body)
}

async function tagOf(formId: number) {
  const row = await db.from('forms').where('id', formId).select('rfid').first()
  return row.rfid as string | null
}

async function rfidLogs(formId: number) {
  return db.from('form_logs').where({ form_id: formId, type: 'rfid' }).orderBy('id')
}

test.group('RFID tags', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a tag is assigned as the reader types it, kept unique, moved only when confirmed, removed, and every change logged', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const ana = await createForm('press', tennis, {
      state: 'approved',
      name: 'Ana',
      lastName: 'Primera',
    })
    const bea = await createForm('press', tennis, {
      state: 'approved',
      name: 'Bea',
      lastName: 'Segunda',
    })
    const user = await createUser({ canRfid: true, formTypes: JSON.stringify(['press']) })

    const first = await assign(client, user, ana.id, { rfid: '04:a3:1b:22' })
    first.assertStatus(200)
    assert.equal(first.body().message, 'Tag 04A31B22 assigned.')
    assert.equal(await tagOf(ana.id), '04A31B22')

    const taken = await assign(client, user, bea.id, { rfid: '04A31B22' })
    taken.assertStatus(409)
    assert.equal(
      taken.body().message,
      'This tag belongs to Ana Primera. Confirm to move it to this credential.'
    )
    assert.isNull(await tagOf(bea.id))

    const moved = await assign(client, user, bea.id, { rfid: '04A31B22', confirm: true })
    moved.assertStatus(200)
    assert.equal(moved.body().message, 'Tag 04A31B22 moved here from Ana Primera.')
    assert.isNull(await tagOf(ana.id))
    assert.equal(await tagOf(bea.id), '04A31B22')

    const removed = await assign(client, user, bea.id, { rfid: '' })
    assert.equal(removed.body().message, 'Tag removed.')
    assert.isNull(await tagOf(bea.id))

    const logs = await rfidLogs(ana.id)
    const anaLogs = logs.map((log) => JSON.parse(log.data))
    assert.deepEqual(anaLogs, [
      { from: null, to: '04A31B22' },
      { from: '04A31B22', to: null, movedTo: bea.id },
    ])
    assert.lengthOf(await rfidLogs(bea.id), 2)
  })

  test('not a tag, another type or an unknown request change nothing', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const press = await createForm('press', tennis, { state: 'approved' })
    const ballboy = await createForm('ballboy', tennis, { state: 'approved' })
    const user = await createUser({ canRfid: true, formTypes: JSON.stringify(['press']) })
    for (const rfid of ['hello', '12', 'ZZZZZZZZ', '<script>']) {
      const response = await assign(client, user, press.id, { rfid })
      response.assertStatus(422)
      assert.match(response.body().message, /not a tag number/)
    }
    const otherType = await assign(client, user, ballboy.id, { rfid: '04A31B22' })
    otherType.assertStatus(404)
    const unknown = await assign(client, user, 2_000_000_000, { rfid: '04A31B22' })
    unknown.assertStatus(404)
    assert.isNull(await tagOf(press.id))
    assert.isNull(await tagOf(ballboy.id))
  })

  test('a tag held by a credential the user does not review is neither named nor moved, confirmed or not', async ({
    client,
    assert,
  }) => {
    const { tennis, golf } = await openTournaments()
    const golfer = await createForm('gpress', golf, {
      state: 'approved',
      name: 'Gonzalo',
      lastName: 'Golfista',
    })
    golfer.rfid = '04A31B22'
    await golfer.save()
    const press = await createForm('press', tennis, { state: 'approved' })
    const user = await createUser({ canRfid: true, formTypes: JSON.stringify(['press']) })
    for (const confirm of [false, true]) {
      const refused = await assign(client, user, press.id, { rfid: '04A31B22', confirm })
      refused.assertStatus(409)
      assert.equal(
        refused.body().message,
        'This tag belongs to a credential you do not review, so it cannot be moved from here. Use another tag or ask an administrator.'
      )
      assert.isNull(refused.body().holder)
      assert.notInclude(refused.text(), 'Golfista')
      assert.notInclude(refused.text(), String(golfer.id))
    }
    assert.equal(await tagOf(golfer.id), '04A31B22')
    assert.isNull(await tagOf(press.id))
    assert.lengthOf(await rfidLogs(golfer.id), 0)
  })
})

test.group('RFID tags · two desks at once', (group) => {
  group.each.teardown(() => truncateAll())
  group.each.timeout(60_000)

  test('one tag assigned to two credentials at once: one wins, the other is told who has it', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const forms = await Promise.all(
      ['Ana', 'Bea', 'Carla', 'Dora'].map((name) =>
        createForm('press', tennis, { state: 'approved', name })
      )
    )
    const user = await createUser({ canRfid: true, formTypes: JSON.stringify(['press']) })
    const answers = await Promise.all(
      forms.map((form) => assign(client, user, form.id, { rfid: 'DEADBEEF' }))
    )
    assert.equal(answers.filter((answer) => answer.status() === 200).length, 1)
    assert.equal(answers.filter((answer) => answer.status() === 409).length, 3)
    const holders = await db.from('forms').where('rfid', 'DEADBEEF')
    assert.lengthOf(holders, 1)
  })
})

/** Gate deliveries run outside the request's transaction: committed for real, emptied after. */
test.group('RFID tags at the gates', (group) => {
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

  test('a tag moved to another credential reaches the gates once, on its new holder; a removed tag stops opening them', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const ana = await createForm('press', tennis, { state: 'approved', name: 'Ana' })
    const bea = await createForm('press', tennis, { state: 'approved', name: 'Bea' })
    const user = await createUser({ canRfid: true, formTypes: JSON.stringify(['press']) })
    await answered(assign(client, user, ana.id, { rfid: '04A31B22' }), 200)
    assert.isNull(
      await gateStateRow(ana.id),
      'a tag of a credential the gates do not know sends nothing'
    )
    for (const form of [ana, bea]) {
      await answered(gateRequest(client, user, form.id, 'add'), 202)
      await untilGateStatus(form.id, 'active')
    }
    assert.deepEqual(simulator.holdersOf('04A31B22'), [ana.code])

    const before = simulator.calls.length
    const moved = await assign(client, user, bea.id, { rfid: '04A31B22', confirm: true })
    moved.assertStatus(200)
    await waitForQueue()
    await untilGateStatus(ana.id, 'active')
    await untilGateStatus(bea.id, 'active')
    // Each credential's state is delivered by its own job, so the two calls may arrive in
    // either order; the gates keep a tag on one credential whichever comes first.
    const sent = simulator.calls
      .slice(before)
      .map((call) => [call.code, call.rfid, call.status])
      .sort((one, other) => String(one[0]).localeCompare(String(other[0])))
    const expected = [
      [ana.code, null, 200],
      [bea.code, '04A31B22', 200],
    ].sort((one, other) => String(one[0]).localeCompare(String(other[0])))
    assert.deepEqual(sent, expected, 'the tag reaches the gates once, on its new holder')
    assert.deepEqual(simulator.holdersOf('04A31B22'), [bea.code])
    assert.deepInclude(simulator.credential(ana.code), { state: 'active', rfid: null })

    await answered(assign(client, user, bea.id, { rfid: '' }), 200)
    await waitForQueue()
    await untilGateStatus(bea.id, 'active')
    assert.deepEqual(simulator.holdersOf('04A31B22'), [], 'a removed tag opens nothing')
    assert.deepInclude(simulator.credential(bea.code), { state: 'active', rfid: null, version: 3 })
  })

  test('a blocked credential that loses its tag stays blocked at the gates, without it', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const ana = await createForm('press', tennis, { state: 'approved' })
    const user = await createUser({ canRfid: true, formTypes: JSON.stringify(['press']) })
    await answered(assign(client, user, ana.id, { rfid: '04A31B23' }), 200)
    await gateRequest(client, user, ana.id, 'block')
    await untilGateStatus(ana.id, 'blocked')
    assert.deepInclude(simulator.credential(ana.code), { state: 'blocked', rfid: '04A31B23' })
    await answered(assign(client, user, ana.id, { rfid: '' }), 200)
    await waitForQueue()
    await untilGateStatus(ana.id, 'blocked')
    assert.deepInclude(simulator.credential(ana.code), { state: 'blocked', rfid: null, version: 2 })
  })
})
