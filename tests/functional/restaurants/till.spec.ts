import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { writeDesiredGateState } from '#services/gates/gate_state'
import testUtils from '@adonisjs/core/services/test_utils'
import BlacklistEntry from '#models/blacklist_entry'
import RestaurantLog from '#models/restaurant_log'
import { createForm } from '#tests/helpers/form_factory'
import { createUser } from '#tests/helpers/users'
import {
  assignRestaurant,
  createRestaurant,
  restaurantLogCount,
  tillWithHolder,
} from '#tests/helpers/restaurants'

function scan(client: any, user: any, restaurantId: number, code: string) {
  return client
    .post(`/merchant/restaurant/${restaurantId}/validate`)
    .loginAs(user)
    .withCsrfToken()
    .withPlainCookie('locale', 'en')
    .header('accept', 'application/json')
    .json({ scan: code })
}

function deduct(client: any, user: any, restaurantId: number, body: Record<string, unknown>) {
  return client
    .put(`/merchant/restaurant/${restaurantId}`)
    .loginAs(user)
    .withCsrfToken()
    .withPlainCookie('locale', 'en')
    .header('accept', 'application/json')
    .json({ type: 'credit', key: `key-${Math.random().toString(36).slice(2)}`, ...body })
}

function charge(client: any, user: any, restaurantId: number, body: Record<string, unknown>) {
  return client
    .post(`/merchant/restaurant/${restaurantId}/charge`)
    .loginAs(user)
    .withCsrfToken()
    .withPlainCookie('locale', 'en')
    .header('accept', 'application/json')
    .json({
      type: 'credit',
      amount: '1',
      key: `key-${Math.random().toString(36).slice(2)}`,
      ...body,
    })
}

test.group('Restaurant till · scan', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a badge code shows its holder with what is left; the tag and lower case work too', async ({
    client,
    assert,
  }) => {
    const { restaurant, holder, cashier } = await tillWithHolder({ credits: 3, amount: 1250 })
    holder.rfid = '04A31B22'
    await holder.save()
    for (const code of [holder.code, holder.code.toLowerCase(), '04:a3:1b:22']) {
      const response = await scan(client, cashier, restaurant.id, code)
      response.assertStatus(200)
      assert.include(response.body().holder, {
        id: holder.id,
        name: 'Marta',
        lastName: 'Comensal',
        credits: 3,
        amount: 1250,
        assigned: true,
      })
      assert.isNull(response.body().refusal)
    }
  })

  test('unknown, unapproved, blocked, blacklisted and unassigned holders are refused with the reason', async ({
    client,
    assert,
  }) => {
    const { tennis, restaurant, holder, cashier } = await tillWithHolder({ credits: 3 })
    const unknown = await scan(client, cashier, restaurant.id, 'NOSUCHCODE')
    assert.equal(unknown.body().refusal, 'not_found')
    assert.match(unknown.body().message, /No credential of this year/)

    const waiting = await createForm('press', tennis)
    await assignRestaurant(waiting, restaurant)
    const unapproved = await scan(client, cashier, restaurant.id, waiting.code)
    assert.equal(unapproved.body().refusal, 'not_approved')

    const elsewhere = await createForm('press', tennis, { state: 'approved' })
    const unassigned = await scan(client, cashier, restaurant.id, elsewhere.code)
    assert.equal(unassigned.body().refusal, 'not_assigned')
    assert.equal(unassigned.body().message, 'This restaurant is not assigned to this credential.')
    assert.isNull(unassigned.body().holder, 'a holder this till does not serve is not named')

    holder.accessStatus = 'blocked'
    await holder.save()
    const blocked = await scan(client, cashier, restaurant.id, holder.code)
    assert.equal(blocked.body().refusal, 'blocked')

    holder.accessStatus = 'active'
    await holder.save()
    await BlacklistEntry.create({ fullName: 'marta comensal' })
    const listed = await scan(client, cashier, restaurant.id, holder.code)
    assert.equal(listed.body().refusal, 'blacklisted')
    assert.equal(listed.body().holder.id, holder.id, 'the cashier still sees who it is')
  })

  test('a cashier works only at their own restaurant; an administrator at any', async ({
    client,
    assert,
  }) => {
    const { restaurant, holder } = await tillWithHolder({ credits: 3 })
    const other = await createRestaurant('staff')
    const stranger = await createUser({ restaurantId: other.id })
    const refused = await scan(client, stranger, restaurant.id, holder.code)
    refused.assertStatus(403)
    assert.equal(refused.body().message, 'The user is not belong to this restaurant.')
    const refusedDeduction = await deduct(client, stranger, restaurant.id, {
      id: holder.id,
      amount: '1',
    })
    refusedDeduction.assertStatus(403)
    await holder.refresh()
    assert.equal(holder.credits, 3)

    const page = await client
      .get(`/merchant/restaurant/${restaurant.id}`)
      .loginAs(stranger)
      .withPlainCookie('locale', 'en')
    page.assertStatus(403)
    assert.include(page.text(), 'The user is not belong to this restaurant.')

    const admin = await createUser({ isAdmin: true })
    const byAdmin = await scan(client, admin, restaurant.id, holder.code)
    byAdmin.assertStatus(200)
    const own = await client.get('/merchant/restaurant').loginAs(stranger).redirects(0)
    assert.equal(own.header('location'), `/merchant/restaurant/${other.id}`)
  })
})

test.group('Restaurant till · deductions', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a meal is taken from the credits and logged with restaurant, cashier and holder', async ({
    client,
    assert,
  }) => {
    const { restaurant, holder, cashier } = await tillWithHolder({ credits: 3 })
    const response = await deduct(client, cashier, restaurant.id, { id: holder.id, amount: '1' })
    response.assertStatus(200)
    assert.deepEqual(response.body().balance, { credits: 2, amount: 0 })
    assert.isFalse(response.body().replayed)
    await holder.refresh()
    assert.equal(holder.credits, 2)
    const logs = await RestaurantLog.query().where('formId', holder.id)
    assert.lengthOf(logs, 1)
    assert.include(logs[0].$attributes, {
      restaurantId: restaurant.id,
      userId: cashier.id,
      type: 'credit',
      amount: 1,
    })
  })

  test('money is taken in cents from what the keypad typed; the point is refused for meals', async ({
    client,
    assert,
  }) => {
    const { restaurant, holder, cashier } = await tillWithHolder({ credits: 3, amount: 2000 })
    const paid = await deduct(client, cashier, restaurant.id, {
      id: holder.id,
      type: 'amount',
      amount: '12.5',
    })
    paid.assertStatus(200)
    assert.deepEqual(paid.body().balance, { credits: 3, amount: 750 })

    for (const amount of ['1.5', '0', '-1', 'abc', '', '1e3']) {
      const refused = await deduct(client, cashier, restaurant.id, { id: holder.id, amount })
      refused.assertStatus(422)
    }
    const cents = await deduct(client, cashier, restaurant.id, {
      id: holder.id,
      type: 'amount',
      amount: '0.001',
    })
    cents.assertStatus(422)
    assert.match(cents.body().message, /two decimals/)
    await holder.refresh()
    assert.equal(holder.credits, 3)
    assert.equal(holder.amount, 750)
    assert.equal(await restaurantLogCount(holder.id), 1)
  })

  test('never below zero: the refusal says what is left and nothing is logged', async ({
    client,
    assert,
  }) => {
    const { restaurant, holder, cashier } = await tillWithHolder({ credits: 1, amount: 500 })
    const refused = await deduct(client, cashier, restaurant.id, { id: holder.id, amount: '2' })
    refused.assertStatus(422)
    assert.equal(refused.body().reason, 'insufficient')
    assert.deepEqual(refused.body().balance, { credits: 1, amount: 500 })
    const money = await deduct(client, cashier, restaurant.id, {
      id: holder.id,
      type: 'amount',
      amount: '5.01',
    })
    assert.equal(money.body().reason, 'insufficient')
    assert.equal(await restaurantLogCount(holder.id), 0)
  })

  test('a refused holder is refused at the deduction too, not only at the scan', async ({
    client,
    assert,
  }) => {
    const { tennis, restaurant, holder, cashier } = await tillWithHolder({ credits: 5 })
    holder.state = 'rejected'
    await holder.save()
    const rejected = await deduct(client, cashier, restaurant.id, { id: holder.id, amount: '1' })
    assert.equal(rejected.body().reason, 'not_approved')
    const unassigned = await createForm('press', tennis, { state: 'approved' })
    unassigned.credits = 5
    await unassigned.save()
    const other = await deduct(client, cashier, restaurant.id, { id: unassigned.id, amount: '1' })
    assert.equal(other.body().reason, 'not_assigned')
    assert.isNull(other.body().balance, 'nothing of a holder this till does not serve')
    await unassigned.refresh()
    assert.equal(unassigned.credits, 5)
    assert.equal(await restaurantLogCount(), 0)
  })

  test('a block the gates have not confirmed yet already refuses; an unblock decided serves again', async ({
    client,
    assert,
  }) => {
    const { restaurant, holder, cashier } = await tillWithHolder({ credits: 5 })
    const decide = (desired: 'active' | 'blocked') =>
      db.transaction((trx) =>
        writeDesiredGateState(trx, holder.id, desired, { userId: null, cause: 'staff' })
      )
    await decide('blocked')
    await holder.refresh()
    assert.equal(holder.accessStatus, 'pending', 'the gate system has not answered')
    const scanned = await scan(client, cashier, restaurant.id, holder.code)
    assert.equal(scanned.body().refusal, 'blocked')
    const refused = await deduct(client, cashier, restaurant.id, { id: holder.id, amount: '1' })
    assert.equal(refused.body().reason, 'blocked')
    const charged = await charge(client, cashier, restaurant.id, { scan: holder.code })
    assert.equal(charged.body().reason, 'blocked')
    await holder.refresh()
    assert.equal(holder.credits, 5)
    assert.equal(await restaurantLogCount(), 0)

    await decide('active')
    const served = await deduct(client, cashier, restaurant.id, { id: holder.id, amount: '1' })
    assert.deepEqual(served.body().balance, { credits: 4, amount: 0 })
  })

  test('a retried key deducts once and says so; a key reused for another deduction is refused', async ({
    client,
    assert,
  }) => {
    const { restaurant, holder, cashier } = await tillWithHolder({ credits: 5 })
    const body = { id: holder.id, amount: '1', key: 'retry-key-0001' }
    const first = await deduct(client, cashier, restaurant.id, body)
    const again = await deduct(client, cashier, restaurant.id, body)
    assert.isFalse(first.body().replayed)
    assert.isTrue(again.body().replayed)
    assert.deepEqual(again.body().balance, { credits: 4, amount: 0 })
    const misuse = await deduct(client, cashier, restaurant.id, { ...body, amount: '2' })
    misuse.assertStatus(409)
    await holder.refresh()
    assert.equal(holder.credits, 4)
    assert.equal(await restaurantLogCount(), 1)
  })
})

test.group('Restaurant till · scan and deduct in one request', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the number typed first and the badge scanned: one request deducts, names the holder and says what is left', async ({
    client,
    assert,
  }) => {
    const { restaurant, holder, cashier } = await tillWithHolder({ credits: 3 })
    const body = { scan: holder.code.toLowerCase(), amount: '2', key: 'charge-key-0001' }
    const first = await charge(client, cashier, restaurant.id, body)
    first.assertStatus(200)
    assert.equal(first.body().status, 'deducted')
    assert.isFalse(first.body().replayed)
    assert.deepEqual(first.body().balance, { credits: 1, amount: 0 })
    assert.include(first.body().holder, {
      id: holder.id,
      name: 'Marta',
      credits: 1,
      assigned: true,
    })
    assert.equal(first.body().message, 'Deducted.')

    const again = await charge(client, cashier, restaurant.id, body)
    again.assertStatus(200)
    assert.isTrue(again.body().replayed)
    const misuse = await charge(client, cashier, restaurant.id, { ...body, amount: '1' })
    misuse.assertStatus(409)
    await holder.refresh()
    assert.equal(holder.credits, 1)
    const logs = await RestaurantLog.query().where('formId', holder.id)
    assert.lengthOf(logs, 1)
    assert.include(logs[0].$attributes, {
      userId: cashier.id,
      amount: 2,
      restaurantId: restaurant.id,
    })
  })

  test('a retry of the deduction that emptied the balance is recognised, not refused', async ({
    client,
    assert,
  }) => {
    const { restaurant, holder, cashier } = await tillWithHolder({ credits: 1 })
    const body = { scan: holder.code, key: 'charge-empties-0001' }
    const first = await charge(client, cashier, restaurant.id, body)
    assert.deepEqual(first.body().balance, { credits: 0, amount: 0 })
    const retry = await charge(client, cashier, restaurant.id, body)
    retry.assertStatus(200)
    assert.isTrue(retry.body().replayed)
    const more = await charge(client, cashier, restaurant.id, { scan: holder.code })
    more.assertStatus(422)
    assert.equal(more.body().reason, 'insufficient')
    assert.equal(more.body().holder.id, holder.id)
    assert.equal(await restaurantLogCount(holder.id), 1)
  })

  test('refusals: unknown and unassigned badges unnamed, a blacklisted holder named; nothing taken', async ({
    client,
    assert,
  }) => {
    const { tennis, restaurant, holder, cashier } = await tillWithHolder({ credits: 3 })
    const unknown = await charge(client, cashier, restaurant.id, { scan: 'NOSUCHCODE' })
    unknown.assertStatus(422)
    assert.equal(unknown.body().reason, 'not_found')
    assert.isNull(unknown.body().holder)

    const elsewhere = await createForm('press', tennis, { state: 'approved' })
    elsewhere.credits = 5
    await elsewhere.save()
    const unassigned = await charge(client, cashier, restaurant.id, { scan: elsewhere.code })
    assert.equal(unassigned.body().reason, 'not_assigned')
    assert.isNull(unassigned.body().holder, 'a holder this till does not serve is not named')
    assert.equal(unassigned.body().message, 'This restaurant is not assigned to this credential.')

    await BlacklistEntry.create({ fullName: 'marta comensal' })
    const listed = await charge(client, cashier, restaurant.id, { scan: holder.code })
    assert.equal(listed.body().reason, 'blacklisted')
    assert.equal(listed.body().holder.id, holder.id)

    const wrong = await charge(client, cashier, restaurant.id, { scan: holder.code, amount: '1.5' })
    wrong.assertStatus(422)
    await holder.refresh()
    await elsewhere.refresh()
    assert.equal(holder.credits, 3)
    assert.equal(elsewhere.credits, 5)
    assert.equal(await restaurantLogCount(), 0)
  })
})

test.group('Restaurants · administration', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an admin renames and closes a restaurant; a closed till refuses every scan', async ({
    client,
    assert,
  }) => {
    const { restaurant, holder, cashier } = await tillWithHolder({ credits: 3 })
    const admin = await createUser({ isAdmin: true })
    const response = await client
      .put(`/merchant/restaurants/${restaurant.id}`)
      .loginAs(admin)
      .withCsrfToken()
      .withPlainCookie('locale', 'en')
      .redirects(0)
      .json({ name: 'Terraza', kind: 'staff' })
    assert.equal(response.header('location'), '/merchant/restaurants')
    await restaurant.refresh()
    assert.include(restaurant.$attributes, { name: 'Terraza', kind: 'staff', active: false })
    const closed = await scan(client, cashier, restaurant.id, holder.code)
    assert.equal(closed.body().refusal, 'closed')
    const refused = await deduct(client, cashier, restaurant.id, { id: holder.id, amount: '1' })
    assert.equal(refused.body().reason, 'closed')
    await holder.refresh()
    assert.equal(holder.credits, 3)

    const other = await createRestaurant('press')
    const taken = await client
      .put(`/merchant/restaurants/${restaurant.id}`)
      .loginAs(admin)
      .withCsrfToken()
      .withPlainCookie('locale', 'en')
      .redirects(0)
      .json({ name: other.name, kind: 'staff', active: true })
    assert.property(taken.flashMessages().inputErrorsBag, 'name')
  })
})

test.group('Restaurant till · what it keeps between requests', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  function staffChange(client: any, admin: any) {
    return (method: 'post' | 'put' | 'delete', url: string, body: Record<string, unknown> = {}) =>
      client[method](url)
        .loginAs(admin)
        .withCsrfToken()
        .withPlainCookie('locale', 'en')
        .redirects(0)
        .json(body)
  }

  test('a restaurant closed and opened again is seen by the till at its next deduction', async ({
    client,
    assert,
  }) => {
    const { restaurant, holder, cashier } = await tillWithHolder({ credits: 3 })
    const change = staffChange(client, await createUser({ isAdmin: true }))
    const served = await charge(client, cashier, restaurant.id, { scan: holder.code })
    assert.equal(served.body().status, 'deducted')

    await change('put', `/merchant/restaurants/${restaurant.id}`, {
      name: 'Terraza',
      kind: 'staff',
    })
    const closed = await charge(client, cashier, restaurant.id, { scan: holder.code })
    assert.equal(closed.body().reason, 'closed')

    await change('put', `/merchant/restaurants/${restaurant.id}`, {
      name: 'Terraza',
      kind: 'staff',
      active: true,
    })
    const reopened = await charge(client, cashier, restaurant.id, { scan: holder.code })
    assert.equal(reopened.body().status, 'deducted')
    await holder.refresh()
    assert.equal(holder.credits, 1)
  })

  test('a name added to the blacklist is refused at the next deduction, and served once removed', async ({
    client,
    assert,
  }) => {
    const { restaurant, holder, cashier } = await tillWithHolder({ credits: 3 })
    const change = staffChange(client, await createUser({ isAdmin: true }))
    const served = await charge(client, cashier, restaurant.id, { scan: holder.code })
    assert.equal(served.body().status, 'deducted')

    await change('post', '/merchant/blacklist', { fullName: 'Marta Comensal' })
    const listed = await charge(client, cashier, restaurant.id, { scan: holder.code })
    assert.equal(listed.body().reason, 'blacklisted')
    const scanned = await scan(client, cashier, restaurant.id, holder.code)
    assert.equal(scanned.body().refusal, 'blacklisted')

    const entry = await BlacklistEntry.findByOrFail('fullName', 'marta comensal')
    await change('delete', `/merchant/blacklist/${entry.id}`)
    const again = await charge(client, cashier, restaurant.id, { scan: holder.code })
    assert.equal(again.body().status, 'deducted')
    await holder.refresh()
    assert.equal(holder.credits, 1)
  })
})
