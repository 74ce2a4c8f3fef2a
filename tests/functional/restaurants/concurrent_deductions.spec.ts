import { test } from '@japa/runner'
import { truncateAll } from '#tests/helpers/database'
import { restaurantLogCount, tillWithHolder } from '#tests/helpers/restaurants'

function deduct(client: any, user: any, restaurantId: number, body: Record<string, unknown>) {
  return client
    .put(`/merchant/restaurant/${restaurantId}`)
    .loginAs(user)
    .withCsrfToken()
    .header('accept', 'application/json')
    .json({ type: 'credit', amount: '1', ...body })
}

/** Tills racing for one balance, committed for real (no global transaction). */
test.group('Restaurant till · concurrent deductions', (group) => {
  group.each.teardown(() => truncateAll())
  group.each.timeout(60_000)

  test('50 deductions of one meal at once from 20 credits: exactly 20 succeed, 20 logs, 0 left', async ({
    client,
    assert,
  }) => {
    const { restaurant, holder, cashier } = await tillWithHolder({ credits: 20 })
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        deduct(client, cashier, restaurant.id, { id: holder.id, key: `race-${index}-abcdef` })
      )
    )
    const statuses = responses.map((response) => response.status())
    assert.equal(statuses.filter((status) => status === 200).length, 20)
    assert.equal(statuses.filter((status) => status === 422).length, 30)
    await holder.refresh()
    assert.equal(holder.credits, 0)
    assert.equal(await restaurantLogCount(holder.id), 20)
  })

  test('the same key sent 10 times at once deducts once', async ({ client, assert }) => {
    const { restaurant, holder, cashier } = await tillWithHolder({ credits: 20 })
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        deduct(client, cashier, restaurant.id, { id: holder.id, key: 'same-key-everywhere' })
      )
    )
    assert.isTrue(responses.every((response) => response.status() === 200))
    assert.equal(responses.filter((response) => response.body().replayed === false).length, 1)
    await holder.refresh()
    assert.equal(holder.credits, 19)
    assert.equal(await restaurantLogCount(holder.id), 1)
  })
})
