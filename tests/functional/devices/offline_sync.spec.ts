import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type Form from '#models/form'
import { truncateAll } from '#tests/helpers/database'
import { createUser } from '#tests/helpers/users'
import { createForm } from '#tests/helpers/form_factory'
import { pressDoor } from '#tests/helpers/doors'
import { tillWithHolder } from '#tests/helpers/restaurants'
import {
  countRows,
  deductionAction,
  deviceGet,
  pairedDevice,
  passageAction,
  sendActions,
} from '#tests/helpers/devices'

type Result = { key: string; status: string; shortfall?: number; review?: string | null }

test.group('Devices · offline actions recorded once, conflicts kept', (group) => {
  group.each.teardown(() => truncateAll())
  group.each.timeout(120_000)

  test('passages and deductions from two devices are recorded once each, through repeated and interrupted syncs', async ({
    client,
    assert,
  }) => {
    const { tennis, zone, doors, template } = await pressDoor({ antiPassback: false, doors: 2 })
    const holders: Form[] = []
    for (let index = 0; index < 5; index++) {
      const holder = await createForm('press', tennis, { state: 'approved' })
      holder.permissionId = template.id
      await holder.save()
      holders.push(holder)
    }
    const admin = await createUser({ isAdmin: true })
    const doorA = await pairedDevice(client, admin, {
      kind: 'door',
      tournamentId: tennis.id,
      zoneId: zone.id,
    })
    const doorB = await pairedDevice(client, admin, {
      kind: 'door',
      tournamentId: tennis.id,
      zoneId: zone.id,
    })
    const passagesA = Array.from({ length: 100 }, (_, index) =>
      passageAction(doors[0].id, holders[index % 5].code, {
        direction: index % 2 === 0 ? 'in' : 'out',
        reason: index % 2 === 0 ? 'entry' : 'exit',
      })
    )
    const passagesB = Array.from({ length: 100 }, (_, index) =>
      passageAction(doors[1].id, holders[index % 5].code, {
        direction: index % 2 === 0 ? 'in' : 'out',
        reason: index % 2 === 0 ? 'entry' : 'exit',
      })
    )
    // A sync cut halfway: the first half reached the server, the device never heard back.
    await sendActions(client, doorA.token, passagesA.slice(0, 50))
    const full = await sendActions(client, doorA.token, passagesA)
    const statuses = full.body().results.map((row: Result) => row.status)
    assert.deepEqual(statuses, [...Array(50).fill('replayed'), ...Array(50).fill('recorded')])
    await sendActions(client, doorB.token, passagesB)
    await sendActions(client, doorB.token, passagesB)
    assert.equal(await countRows('passages'), 200)
    assert.equal(await countRows('passages', { device_id: doorA.id }), 100)
    assert.equal(await countRows('passages', { offline: true }), 200)

    const { restaurant, holder } = await tillWithHolder({ credits: 200 })
    const tillA = await pairedDevice(client, admin, {
      kind: 'till',
      tournamentId: tennis.id,
      restaurantId: restaurant.id,
    })
    const tillB = await pairedDevice(client, admin, {
      kind: 'till',
      tournamentId: tennis.id,
      restaurantId: restaurant.id,
    })
    const deductionsA = Array.from({ length: 50 }, (_, index) =>
      deductionAction(holder.id, 1, 200 - index)
    )
    const deductionsB = Array.from({ length: 50 }, (_, index) =>
      deductionAction(holder.id, 1, 200 - index)
    )
    await sendActions(client, tillA.token, deductionsA.slice(0, 25))
    for (let round = 0; round < 3; round++) {
      await sendActions(client, tillA.token, deductionsA)
      await sendActions(client, tillB.token, deductionsB)
    }
    assert.equal(await countRows('restaurant_logs'), 100)
    await holder.refresh()
    assert.equal(holder.credits, 100)
    assert.equal(await countRows('overdrafts'), 0)
  })

  test('two offline tills that together take more than the balance: both recorded, the overdraft booked and shown', async ({
    client,
    assert,
  }) => {
    const { tennis, restaurant, holder } = await tillWithHolder({ credits: 3 })
    const admin = await createUser({ isAdmin: true })
    const tillA = await pairedDevice(client, admin, {
      kind: 'till',
      tournamentId: tennis.id,
      restaurantId: restaurant.id,
      name: 'Caja 1',
    })
    const tillB = await pairedDevice(client, admin, {
      kind: 'till',
      tournamentId: tennis.id,
      restaurantId: restaurant.id,
      name: 'Caja 2',
    })
    // Each till saw 3 meals in its snapshot and served 2 while offline.
    const a = await sendActions(client, tillA.token, [deductionAction(holder.id, 2, 3)])
    const b = await sendActions(client, tillB.token, [deductionAction(holder.id, 2, 3)])
    assert.equal(a.body().results[0].status, 'recorded')
    assert.equal(b.body().results[0].status, 'recorded')
    assert.equal(b.body().results[0].shortfall, 1)
    await holder.refresh()
    assert.equal(holder.credits, 0)
    assert.equal(await countRows('restaurant_logs', { form_id: holder.id }), 2)
    const overdraft = await db.from('overdrafts').firstOrFail()
    assert.equal(Number(overdraft.shortfall), 1)

    // More than its snapshot can have shown is beyond its allowance: refused, not booked.
    const greedy = await sendActions(client, tillB.token, [deductionAction(holder.id, 9, 9)])
    assert.equal(greedy.body().results[0].reason, 'beyond_allowance')
    assert.equal(await countRows('restaurant_logs', { form_id: holder.id }), 2)

    const page = await client.get('/merchant/devices').loginAs(admin).withInertia()
    const [shown] = page.body().props.overdrafts
    assert.equal(shown.shortfall, 1)
    assert.sameMembers(
      shown.entries.map((entry: { device: string }) => entry.device),
      ['Caja 1', 'Caja 2']
    )
  })

  test('a central block reaches the delta sync; an offline admission made after it is flagged for review', async ({
    client,
    assert,
  }) => {
    const { tennis, zone, door, holder } = await pressDoor({ antiPassback: false })
    const admin = await createUser({ isAdmin: true })
    const device = await pairedDevice(client, admin, {
      kind: 'door',
      tournamentId: tennis.id,
      zoneId: zone.id,
    })
    const snapshot = await deviceGet(client, device.token, '/device-api/snapshot')
    const cursor = snapshot.body().cursor

    holder.accessStatus = 'blocked'
    await holder.save()
    const delta = await deviceGet(client, device.token, `/device-api/delta?cursor=${cursor}`)
    assert.deepEqual(
      delta
        .body()
        .holders.map((row: { id: number; accessStatus: string }) => [row.id, row.accessStatus]),
      [[holder.id, 'blocked']]
    )

    const answer = await sendActions(client, device.token, [passageAction(door.id, holder.code)])
    assert.equal(answer.body().results[0].review, 'blocked')
    const passage = await db.from('passages').firstOrFail()
    assert.equal(passage.review_reason, 'blocked')
    assert.equal(passage.verdict, 'admit')
  })
})
