import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import ace from '@adonisjs/core/services/ace'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import Tournament from '#models/tournament'
import ResetCreditRule from '#models/reset_credit_rule'
import RestaurantResetCredits from '../../../commands/restaurant_reset_credits.js'
import { openTournaments } from '#tests/helpers/forms'
import { createForm } from '#tests/helpers/form_factory'
import { createUser } from '#tests/helpers/users'
import { createRestaurant } from '#tests/helpers/restaurants'

function post(client: any, admin: any, path: string, body: Record<string, unknown> = {}) {
  return client
    .post(path)
    .loginAs(admin)
    .withCsrfToken()
    .withPlainCookie('locale', 'en')
    .redirects(0)
    .json(body)
}

async function restaurantsOf(formId: number) {
  const rows = await db.from('form_restaurants').where('form_id', formId).select('restaurant_id')
  return rows.map((row) => Number(row.restaurant_id)).sort()
}

function notice(response: any) {
  return (response.flashMessages().notification as { message: string } | undefined)?.message
}

test.group('Restaurants configuration · assign restaurants', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('press, fed team members and guests, and other categories get their restaurant; twice changes nothing', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const lastYear = await Tournament.create({
      sport: 'tennis',
      year: tennis.year - 1,
      name: 'Old',
      startsOn: DateTime.fromISO(`${tennis.year - 1}-04-20`),
      endsOn: DateTime.fromISO(`${tennis.year - 1}-05-03`),
      openFormTypes: '[]',
    })
    const press = await createRestaurant('press')
    const players = await createRestaurant('player')
    const staff = await createRestaurant('staff')
    const closed = await createRestaurant('staff')
    closed.active = false
    await closed.save()

    const approved = { state: 'approved' as const }
    const journalist = await createForm('press', tennis, approved)
    const coach = await createForm('player', tennis, approved, { assignFood: true })
    const unfedMember = await createForm('player', tennis, approved, { assignFood: false })
    const fedGuest = await createForm('guest', tennis, approved, { assignFood: true })
    const ballboy = await createForm('ballboy', tennis, approved)
    const waiting = await createForm('line', tennis)
    const old = await createForm('press', lastYear, approved)

    const admin = await createUser({ isAdmin: true })
    const first = await post(client, admin, '/merchant/assignRestaurants')
    assert.equal(notice(first), '4 credentials got their restaurants.')
    assert.deepEqual(await restaurantsOf(journalist.id), [press.id])
    assert.deepEqual(await restaurantsOf(coach.id), [players.id])
    assert.deepEqual(await restaurantsOf(fedGuest.id), [players.id])
    assert.deepEqual(await restaurantsOf(ballboy.id), [staff.id])
    for (const none of [unfedMember, waiting, old])
      assert.deepEqual(await restaurantsOf(none.id), [])

    const second = await post(client, admin, '/merchant/assignRestaurants')
    assert.equal(notice(second), 'Every credential already had its restaurants.')
    const [row] = await db.from('form_restaurants').count('* as total')
    assert.equal(Number(row.total), 4)
  })
})

test.group('Restaurants configuration · amount and credit', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('preview shows who, then give adds and set sets, each form logged; other forms untouched', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const a = await createForm('press', tennis, { name: 'Ana', lastName: 'Alba' })
    const b = await createForm('press', tennis, { name: 'Berta', lastName: 'Brea' })
    const other = await createForm('ballboy', tennis)
    a.credits = 1
    await a.save()
    const admin = await createUser({ isAdmin: true })

    const preview = await post(client, admin, '/merchant/amount-credit', {
      category: 'press',
      operation: 'give',
      credits: 2,
      preview: true,
    })
    const shown = preview.flashMessages().creditPreview
    assert.equal(shown.count, 2)
    assert.deepEqual(
      shown.first.map((form: { name: string }) => form.name),
      ['Ana Alba', 'Berta Brea']
    )
    await a.refresh()
    assert.equal(a.credits, 1, 'a preview changes nothing')

    const given = await post(client, admin, '/merchant/amount-credit', {
      category: 'press',
      operation: 'give',
      credits: 2,
      amount: '2,50',
    })
    assert.equal(notice(given), '2 credentials updated.')
    await a.refresh()
    await b.refresh()
    assert.deepEqual([a.credits, a.amount, b.credits, b.amount], [3, 250, 2, 250])

    await post(client, admin, '/merchant/amount-credit', {
      search: 'berta',
      operation: 'set',
      credits: 5,
    })
    await b.refresh()
    await a.refresh()
    await other.refresh()
    assert.deepEqual([a.credits, b.credits, b.amount, other.credits], [3, 5, 250, 0])
    const logs = await db.from('form_logs').where({ form_id: b.id, type: 'restaurant' })
    assert.lengthOf(logs, 2)
  })

  test('without a category or search, or without meals and money, nothing changes', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const form = await createForm('press', tennis)
    const admin = await createUser({ isAdmin: true })
    const noScope = await post(client, admin, '/merchant/amount-credit', {
      operation: 'set',
      credits: 3,
    })
    assert.equal(notice(noScope), 'Choose a category or type a search first.')
    const nothing = await post(client, admin, '/merchant/amount-credit', {
      category: 'press',
      operation: 'set',
    })
    assert.equal(notice(nothing), 'Type the meals, the money or both.')
    const badMoney = await post(client, admin, '/merchant/amount-credit', {
      category: 'press',
      operation: 'set',
      amount: '1.234',
    })
    assert.property(badMoney.flashMessages().inputErrorsBag, 'amount')
    await form.refresh()
    assert.equal(form.credits, 0)
    assert.equal(form.amount, 0)
  })
})

test.group('Restaurants configuration · reset credits', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    ace.ui.switchMode('raw')
    return () => ace.ui.switchMode('normal')
  })

  test('a rule with unknown values is refused with them named', async ({ client, assert }) => {
    const admin = await createUser({ isAdmin: true })
    const response = await post(client, admin, '/merchant/reset-credits', {
      sourceColumn: 'category',
      sourceValues: 'press, cooks',
      targetColumn: 'credits',
      targetValue: '2',
    })
    assert.match(JSON.stringify(response.flashMessages()), /Unknown values: cooks/)
    assert.isNull(await ResetCreditRule.first())
  })

  test('applying a rule sets the balance of the forms it selects; the daily command applies them all', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const journalist = await createForm('press', tennis)
    const umpire = await createForm('line', tennis)
    const ballboy = await createForm('ballboy', tennis)
    for (const form of [journalist, umpire, ballboy]) {
      form.credits = 7
      await form.save()
    }
    const admin = await createUser({ isAdmin: true })
    await post(client, admin, '/merchant/reset-credits', {
      sourceColumn: 'category',
      sourceValues: 'press, line',
      targetColumn: 'credits',
      targetValue: '2',
    })
    const rule = await ResetCreditRule.firstOrFail()
    assert.deepEqual(rule.sourceValueList, ['press', 'line'])

    const applied = await post(client, admin, `/merchant/reset-credits/${rule.id}/apply`)
    assert.equal(notice(applied), 'The rule set 2 credentials.')
    for (const form of [journalist, umpire, ballboy]) await form.refresh()
    assert.deepEqual([journalist.credits, umpire.credits, ballboy.credits], [2, 2, 7])
    await rule.refresh()
    assert.isNotNull(rule.lastAppliedAt)

    await ResetCreditRule.create({
      sourceColumn: 'type',
      sourceValues: 'ballboy',
      targetColumn: 'amount',
      targetValue: 1500,
    })
    journalist.credits = 0
    await journalist.save()
    const command = await ace.create(RestaurantResetCredits, [])
    await command.exec()
    command.assertSucceeded()
    await journalist.refresh()
    await ballboy.refresh()
    assert.equal(journalist.credits, 2)
    assert.equal(ballboy.amount, 1500)
  })
})
