import { test } from '@japa/runner'
import limiter from '@adonisjs/limiter/services/main'
import db from '@adonisjs/lucid/services/db'
import { storedMoment } from '#support/sql_time'
import { truncateAll } from '#tests/helpers/database'
import { createUser } from '#tests/helpers/users'
import { pressDoor } from '#tests/helpers/doors'
import { tillWithHolder } from '#tests/helpers/restaurants'
import {
  countRows,
  deductionAction,
  pairedDevice,
  passageAction,
  sendActions,
} from '#tests/helpers/devices'

type Result = { key: string; status: string; reason?: string; shortfall?: number }

async function overdrawn(formId: number, type: string) {
  const row = await db
    .from('overdrafts')
    .where({ form_id: formId, type })
    .sum('shortfall as total')
    .first()
  return Number(row?.total ?? 0)
}

/** One action per sync, in order, as a till replaying its queue would: the answers. */
async function sendEach(client: any, token: string, actions: object[]) {
  const results: Result[] = []
  for (const action of actions) {
    const response = await sendActions(client, token, [action])
    results.push(response.body().results[0])
  }
  return results
}

test.group('Devices · the offline allowance bounds what a holder is overdrawn', (group) => {
  // Pairing is throttled per address: each test starts with a clean count.
  group.each.setup(() => limiter.clear())
  group.each.teardown(() => truncateAll())
  group.each.timeout(120_000)

  test('a till doubling what it claims to have seen, with a fixed dataAt, is overdrawn once, the rest kept for review', async ({
    client,
    assert,
  }) => {
    const { tennis, restaurant, holder } = await tillWithHolder({ credits: 3, amount: 2000 })
    const admin = await createUser({ isAdmin: true })
    const till = await pairedDevice(client, admin, {
      kind: 'till',
      tournamentId: tennis.id,
      restaurantId: restaurant.id,
      name: 'Caja codiciosa',
    })
    const dataAt = new Date().toISOString()
    // The 16 actions: `seen` equals the quantity, doubling, the same dataAt every time.
    const meals = [3, 3, 6, 12, 24, 48, 48, 48].map((quantity) =>
      deductionAction(holder.id, quantity, quantity, { dataAt })
    )
    const money = [2000, 2000, 4000, 8000, 16000, 32000, 64000, 100000].map((quantity) =>
      deductionAction(holder.id, quantity, quantity, { dataAt, type: 'amount' })
    )
    const results = await sendEach(client, till.token, [...meals, ...money])
    const answers = results.map((result) => result.reason ?? result.status)
    const expected = ['recorded', 'recorded', ...Array(6).fill('beyond_allowance')]
    assert.deepEqual(answers, [...expected, ...expected])

    // What the till's data showed (3 meals, 20 €) is the most it can overdraw: once.
    assert.equal(await overdrawn(holder.id, 'credit'), 3)
    assert.equal(await overdrawn(holder.id, 'amount'), 2000)
    await holder.refresh()
    assert.equal(holder.credits, 0)
    assert.equal(holder.amount, 0)
    assert.equal(await countRows('restaurant_logs', { form_id: holder.id }), 4)
    assert.equal(await countRows('offline_refusals', { form_id: holder.id }), 12)

    // The same refused action sent again is answered the same, and not stored twice.
    const again = await sendActions(client, till.token, [meals[2]])
    assert.equal(again.body().results[0].reason, 'beyond_allowance')
    assert.equal(await countRows('offline_refusals', { form_id: holder.id }), 12)

    // A smaller claim the data can have shown is still past the bound: the holder is overdrawn already.
    const small = await sendActions(client, till.token, [
      deductionAction(holder.id, 3, 3, { dataAt }),
    ])
    assert.equal(small.body().results[0].reason, 'beyond_allowance')
    assert.equal(await overdrawn(holder.id, 'credit'), 3)

    const page = await client.get('/merchant/devices').loginAs(admin).withInertia()
    const refusals = page.body().props.offlineRefusals
    assert.lengthOf(refusals, 13)
    assert.deepInclude(refusals, {
      ...refusals.find((row: { quantity: number }) => row.quantity === 100000),
      holder: 'Marta Comensal',
      restaurant: restaurant.name,
      device: 'Caja codiciosa',
      type: 'amount',
      seen: 100000,
      allowed: 0,
    })
  })

  test('tills syncing at once never take a holder past the restaurant allowance', async ({
    client,
    assert,
  }) => {
    const { tennis, restaurant, holder } = await tillWithHolder({ credits: 0 })
    restaurant.offlineCreditsAllowance = 4
    await restaurant.save()
    const admin = await createUser({ isAdmin: true })
    const tills = []
    for (let index = 0; index < 12; index++) {
      tills.push(
        await pairedDevice(client, admin, {
          kind: 'till',
          tournamentId: tennis.id,
          restaurantId: restaurant.id,
        })
      )
    }
    // Twelve tills each served one meal offline, all reconnecting at the same moment.
    const sent = await Promise.all(
      tills.map((till) => sendActions(client, till.token, [deductionAction(holder.id, 1, 1)]))
    )
    const results: Result[] = sent.map((response) => response.body().results[0])
    assert.equal(await overdrawn(holder.id, 'credit'), 4)
    assert.equal(results.filter((result) => result.status === 'recorded').length, 4)
    assert.equal(results.filter((result) => result.reason === 'beyond_allowance').length, 8)
    assert.equal(await countRows('offline_refusals'), 8)
  })
})

test.group('Devices · an action time is kept within what it can have been', (group) => {
  group.each.setup(() => limiter.clear())
  group.each.teardown(() => truncateAll())
  group.each.timeout(120_000)

  test('passages dated 1970 and tomorrow are judged within [pairing, now], the claims kept beside them', async ({
    client,
    assert,
  }) => {
    const { tennis, zone, door, holder } = await pressDoor()
    const admin = await createUser({ isAdmin: true })
    const doorDevice = await pairedDevice(client, admin, {
      kind: 'door',
      tournamentId: tennis.id,
      zoneId: zone.id,
    })
    const epoch = '1970-01-01T00:00:00.000Z'
    const future = new Date(Date.now() + 86_400_000).toISOString()
    const passages = await sendActions(client, doorDevice.token, [
      passageAction(door.id, holder.code, { at: epoch }),
      passageAction(door.id, holder.code, { at: future, direction: 'out', reason: 'exit' }),
    ])
    assert.deepEqual(
      passages.body().results.map((row: Result) => row.status),
      ['recorded', 'recorded']
    )
    const device = await db.from('devices').where('id', doorDevice.id).firstOrFail()
    const pairedAt = storedMoment(device.paired_at)!.getTime()
    const [old, ahead] = await db.from('passages').orderBy('id')
    assert.isAtLeast(storedMoment(old.created_at)!.getTime(), pairedAt)
    assert.equal(storedMoment(old.claimed_at)!.getTime(), 0)
    assert.isAtMost(storedMoment(ahead.created_at)!.getTime(), Date.now())
    assert.isAbove(storedMoment(ahead.claimed_at)!.getTime(), Date.now())
  })

  test('an offline deduction dated 1970 is booked at the pairing time, the claim kept beside it', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    const epoch = '1970-01-01T00:00:00.000Z'
    const till = await tillWithHolder({ credits: 0 })
    const tillDevice = await pairedDevice(client, admin, {
      kind: 'till',
      tournamentId: till.tennis.id,
      restaurantId: till.restaurant.id,
    })
    till.restaurant.offlineCreditsAllowance = 1
    await till.restaurant.save()
    const deduction = await sendActions(client, tillDevice.token, [
      deductionAction(till.holder.id, 1, 0, { at: epoch, dataAt: epoch }),
    ])
    assert.equal(deduction.body().results[0].status, 'recorded')
    const log = await db.from('restaurant_logs').where('form_id', till.holder.id).firstOrFail()
    const tillRow = await db.from('devices').where('id', tillDevice.id).firstOrFail()
    assert.isAtLeast(
      storedMoment(log.created_at)!.getTime(),
      storedMoment(tillRow.paired_at)!.getTime()
    )
    assert.equal(storedMoment(log.claimed_at)!.getTime(), 0)
  })
})
