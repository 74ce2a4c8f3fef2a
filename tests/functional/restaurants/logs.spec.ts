import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import ExcelJS from 'exceljs'
import { DateTime } from 'luxon'
import RestaurantLog from '#models/restaurant_log'
import { createUser } from '#tests/helpers/users'
import { assignRestaurant, createRestaurant, tillWithHolder } from '#tests/helpers/restaurants'
import { organiserToday } from '#services/restaurants/restaurant_log_day'

function deduct(client: any, user: any, restaurantId: number, body: Record<string, unknown>) {
  return client
    .put(`/merchant/restaurant/${restaurantId}`)
    .loginAs(user)
    .withCsrfToken()
    .header('accept', 'application/json')
    .json({ key: `k-${Math.random().toString(36).slice(2)}`, ...body })
}

function inertiaProps(response: any) {
  return response.body().props
}

test.group('Restaurant logs by day', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("the day's totals per restaurant and type and its entries; other days and restaurants apart", async ({
    client,
    assert,
  }) => {
    const { restaurant, holder, cashier } = await tillWithHolder({ credits: 5, amount: 3000 })
    await deduct(client, cashier, restaurant.id, { id: holder.id, type: 'credit', amount: '1' })
    await deduct(client, cashier, restaurant.id, { id: holder.id, type: 'credit', amount: '2' })
    await deduct(client, cashier, restaurant.id, { id: holder.id, type: 'amount', amount: '7.25' })
    await RestaurantLog.create({
      restaurantId: restaurant.id,
      formId: holder.id,
      userId: cashier.id,
      type: 'credit',
      amount: 1,
      idempotencyKey: 'yesterday-0001',
      createdAt: DateTime.now().minus({ days: 1 }),
    })
    const other = await createRestaurant('staff')
    await assignRestaurant(holder, other)
    const otherCashier = await createUser({ restaurantId: other.id })
    await deduct(client, otherCashier, other.id, { id: holder.id, type: 'credit', amount: '1' })

    const admin = await createUser({ isAdmin: true })
    const visit = (query: string) =>
      client
        .get(`/merchant/restaurant-logs?${query}`)
        .loginAs(admin)
        .header('x-inertia', 'true')
        .header('x-inertia-version', '')
        .withPlainCookie('locale', 'en')
    const today = inertiaProps(await visit(`restaurant=${restaurant.id}`))
    assert.equal(today.filters.day, organiserToday())
    assert.sameDeepMembers(today.totals, [
      { restaurant: restaurant.name, type: 'credit', count: 2, total: 3 },
      { restaurant: restaurant.name, type: 'amount', count: 1, total: 725 },
    ])
    assert.lengthOf(today.entries, 3)
    assert.equal(today.entries[0].holder, 'Marta Comensal')
    assert.equal(today.entries[0].cashier, `${cashier.name} ${cashier.lastName}`)

    const all = inertiaProps(await visit(''))
    assert.lengthOf(all.entries, 4)
    const searched = inertiaProps(await visit('search=nobody-like-this'))
    assert.lengthOf(searched.entries, 0)
    const yesterday = DateTime.now().minus({ days: 1 }).setZone('Europe/Madrid').toISODate()
    const before = inertiaProps(await visit(`day=${yesterday}&restaurant=${restaurant.id}`))
    assert.lengthOf(before.entries, 1)
    const nonsense = inertiaProps(await visit('day=not-a-day&restaurant=abc&page=-3'))
    assert.equal(nonsense.filters.day, organiserToday())
    assert.isNull(nonsense.filters.restaurantId)
  })

  test('the export is the same day as an Excel sheet, meals and euros in their columns', async ({
    client,
    assert,
  }) => {
    const { restaurant, holder, cashier } = await tillWithHolder({ credits: 5, amount: 3000 })
    await deduct(client, cashier, restaurant.id, { id: holder.id, type: 'credit', amount: '2' })
    await deduct(client, cashier, restaurant.id, { id: holder.id, type: 'amount', amount: '7.25' })
    const admin = await createUser({ isAdmin: true })
    const request = client
      .get(`/merchant/restaurantlogExport?restaurant=${restaurant.id}`)
      .loginAs(admin)
      .withPlainCookie('locale', 'en')
    request.request.buffer(true).parse((res: any, done: any) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => done(null, Buffer.concat(chunks)))
    })
    const response = await request
    response.assertStatus(200)
    assert.match(
      String(response.header('content-disposition')),
      /restaurant-log-\d{4}-\d{2}-\d{2}\.xlsx/
    )
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(response.body())
    const rows: unknown[][] = []
    workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)))
    assert.deepEqual(rows[0].slice(1, 9), [
      'Restaurant',
      'Holder',
      'Code',
      'Category',
      'Type',
      'Meals',
      'Euros',
      'Cashier',
    ])
    assert.lengthOf(rows, 3)
    assert.deepEqual(rows[1].slice(1, 7), [
      restaurant.name,
      'Marta Comensal',
      holder.code,
      'Press',
      'Meals',
      2,
    ])
    assert.equal(rows[2][7], 7.25)
    const access = await db.from('file_access_logs').where('user_id', admin.id)
    assert.deepEqual(
      access.map((row) => row.kind),
      ['export'],
      'the download is in the file access log'
    )
  })
})
