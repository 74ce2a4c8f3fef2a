import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { formTypesOfSport } from '#forms/registry'
import { changeState } from '#services/forms/form_state'
import { recordHistory } from '#services/history/form_history'
import { deduct } from '#services/restaurants/deduction'
import { rebuildTallies } from '#support/report_tallies'
import { sqlTimestamp } from '#support/sql_time'
import { createForm } from '#tests/helpers/form_factory'
import { createUser } from '#tests/helpers/users'
import { pressDoor, scanAt } from '#tests/helpers/doors'
import { assignRestaurant, createRestaurant } from '#tests/helpers/restaurants'

const ZONE = 'Europe/Madrid'
const today = () => DateTime.now().setZone(ZONE).toISODate()!
const hourNow = () => DateTime.now().setZone(ZONE).hour

type Chart = {
  id: string
  x: string[]
  series: { id: string; name: string; values: number[] }[]
}

async function charts(client: any, user: any, path: string): Promise<Record<string, Chart>> {
  const response = await client.get(path).loginAs(user).withInertia()
  response.assertStatus(200)
  return Object.fromEntries(response.inertiaProps.charts.map((chart: Chart) => [chart.id, chart]))
}

/** A series' value at an axis label (0 when the series is absent). */
function at(chart: Chart, seriesId: string, label: string) {
  const index = chart.x.indexOf(label)
  const series = chart.series.find((candidate) => candidate.id === seriesId)
  return index === -1 || !series ? 0 : series.values[index]
}

function sum(chart: Chart, label: string) {
  return chart.series.reduce((total, series) => total + at(chart, series.id, label), 0)
}

async function count(query: any): Promise<number> {
  const [row] = await query.count('* as total')
  return Number(row.total)
}

/**
 * A morning's work on both sports: tennis and golf requests, decisions by
 * two reviewers, prints and a collection, meals and money at a till, an
 * admission and a refusal at the press door, a photo check and a duplicate.
 */
async function aMorning(client: any) {
  const { tennis, golf, zone, door, steward, holder } = await pressDoor()
  const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(() => createForm('press', tennis)))
  const volunteer = await createForm('volunteer', tennis)
  const [g1, g2] = await Promise.all([createForm('gpress', golf), createForm('gpress', golf)])
  const ana = await createUser({ canEdit: true, name: 'Ana', lastName: 'Revisora' })
  const luis = await createUser({ canEdit: true, name: 'Luis', lastName: 'Revisor' })
  await changeState([a.id, b.id], 'press', 'approved', ana.id)
  await changeState([c.id], 'press', 'rejected', luis.id)
  await changeState([g1.id], 'gpress', 'approved', ana.id)
  await db.transaction(async (trx) => {
    await recordHistory(trx, [
      { formId: a.id, type: 'print', userId: ana.id, data: {} },
      { formId: b.id, type: 'print', userId: ana.id, data: {} },
      { formId: g1.id, type: 'print', userId: ana.id, data: {} },
    ])
    await recordHistory(trx, { formId: a.id, type: 'signature', userId: ana.id, data: {} })
  })
  const restaurant = await createRestaurant('press')
  await restaurant.refresh()
  a.credits = 5
  a.amount = 2000
  await a.save()
  await assignRestaurant(a, restaurant)
  for (const [type, quantity] of [
    ['credit', 2],
    ['amount', 350],
    ['credit', 1],
  ] as const) {
    const outcome = await deduct({
      restaurant,
      formId: a.id,
      type,
      quantity,
      key: `key-${type}-${quantity}`,
      userId: null,
    })
    if (outcome.status !== 'deducted') throw new Error(`deduction ${JSON.stringify(outcome)}`)
  }
  await scanAt(client, steward, door.id, { scan: holder.code }).then((r: any) =>
    r.assertStatus(200)
  )
  await scanAt(client, steward, door.id, { scan: d.code }).then((r: any) => r.assertStatus(200))
  const now = sqlTimestamp(DateTime.now())
  await db.table('review_photo_checks').multiInsert([
    { form_id: a.id, photo_path: 'p/a.jpg', problems: '', checked_at: now },
    { form_id: b.id, photo_path: 'p/b.jpg', problems: 'dark', checked_at: now },
    { form_id: g2.id, photo_path: 'p/g.jpg', problems: 'hat', checked_at: now },
  ])
  await db.table('review_duplicates').insert({
    form_id: c.id,
    form_role: 'applicant',
    other_form_id: d.id,
    other_role: 'applicant',
    reasons: 'document',
    created_at: now,
  })
  return { tennis, golf, zone, restaurant, ana, luis, volunteer }
}

test.group('Reports · figures', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(60_000)

  test("each report's figures equal counts made from the rows", async ({ client, assert }) => {
    const { zone, restaurant, ana, luis } = await aMorning(client)
    const admin = await createUser({ isAdmin: true })
    const day = today()

    const requests = await charts(client, admin, '/merchant/reports/requests')
    for (const state of ['waiting', 'approved', 'rejected']) {
      const rows = await count(db.from('forms').where('state', state))
      assert.equal(at(requests['received-per-day'], state, day), rows, state)
      const press = await count(db.from('forms').where({ state, type: 'press' }))
      assert.equal(at(requests['received-per-type'], state, 'Prensa'), press, `press ${state}`)
    }

    const backlog = await charts(client, admin, '/merchant/reports/backlog')
    assert.equal(
      at(backlog['backlog-by-age'], 'day', 'Prensa'),
      await count(db.from('forms').where({ state: 'waiting', type: 'press' }))
    )
    assert.equal(at(backlog['backlog-by-age'], 'older', 'Prensa'), 0)

    const decisions = await charts(client, admin, '/merchant/reports/decisions')
    for (const reviewer of [ana, luis]) {
      const rows = await count(db.from('form_logs').where({ type: 'state', user_id: reviewer.id }))
      assert.equal(at(decisions['decisions-per-reviewer'], String(reviewer.id), day), rows)
    }
    assert.equal(at(decisions['decisions-per-state'], 'approved', day), 3)
    assert.equal(at(decisions['decisions-per-state'], 'rejected', day), 1)

    const badges = await charts(client, admin, '/merchant/reports/badges')
    assert.equal(
      at(badges['badges-per-day'], 'print', day),
      await count(db.from('form_logs').where('type', 'print'))
    )
    assert.equal(
      at(badges['badges-per-day'], 'collect', day),
      await count(db.from('form_logs').where('type', 'signature'))
    )
    assert.equal(at(badges['badges-per-day'], 'approved', day), 3)

    const meals = await charts(client, admin, '/merchant/reports/meals')
    const [credits] = await db
      .from('restaurant_logs')
      .where('type', 'credit')
      .sum('amount as total')
    const [cents] = await db.from('restaurant_logs').where('type', 'amount').sum('amount as total')
    assert.equal(at(meals['meals-per-day'], String(restaurant.id), day), Number(credits.total))
    assert.equal(at(meals['money-per-day'], String(restaurant.id), day), Number(cents.total))
    const hour = `${String(hourNow()).padStart(2, '0')}:00`
    assert.equal(at(meals['meals-by-hour'], String(restaurant.id), hour), Number(credits.total))

    const passages = await charts(client, admin, '/merchant/reports/passages')
    const inside = await count(db.from('zone_presences').where({ zone_id: zone.id, inside: true }))
    assert.equal(inside, 1)
    assert.equal(at(passages['occupancy-per-hour'], String(zone.id), hour), inside)
    assert.equal(
      at(passages['entries-per-hour'], String(zone.id), hour),
      await count(
        db.from('passages').where({ zone_id: zone.id, direction: 'in', verdict: 'admit' })
      )
    )
    assert.equal(
      at(passages['refusals-per-hour'], String(zone.id), hour),
      await count(db.from('passages').where({ zone_id: zone.id }).whereNot('verdict', 'admit'))
    )
    assert.lengthOf(passages['occupancy-per-hour'].x, hourNow() + 1, "today's chart stops now")

    const flags = await charts(client, admin, '/merchant/reports/flags')
    assert.equal(at(flags['photo-checks'], 'clean', 'Prensa'), 1)
    assert.equal(at(flags['photo-checks'], 'problems', 'Prensa'), 1)
    assert.equal(at(flags['photo-checks'], 'problems', 'Prensa golf'), 1)
    assert.equal(at(flags['duplicates'], 'open', 'Prensa'), 1)
  })

  test('the tallies the writers keep equal a recount from the rows', async ({ client, assert }) => {
    await aMorning(client)
    const snapshot = () =>
      db
        .from('report_tallies')
        .orderBy(['fact', 'hour', 'tournament_id', 'form_type', 'subject_id', 'detail'])
        .select(
          'fact',
          'hour',
          'tournament_id',
          'form_type',
          'category',
          'subject_id',
          'detail',
          'count',
          'total'
        )
    const kept = await snapshot()
    assert.isAbove(kept.length, 5)
    await rebuildTallies()
    assert.deepEqual(await snapshot(), kept)
  })

  test('a reviewer limited to tennis sees no golf figure, tournament or type', async ({
    client,
    assert,
  }) => {
    const { golf, tennis } = await aMorning(client)
    const tennisOnly = await createUser({
      canEdit: true,
      canPrint: true,
      formTypes: JSON.stringify(formTypesOfSport('tennis')),
    })
    const day = today()
    const response = await client
      .get('/merchant/reports/requests')
      .loginAs(tennisOnly)
      .withInertia()
    const props = response.inertiaProps
    assert.deepEqual(
      props.options.tournaments.map((t: { id: number }) => t.id),
      [tennis.id]
    )
    assert.notInclude(props.options.types, 'gpress')
    const byType: Chart = props.charts.find((chart: Chart) => chart.id === 'received-per-type')
    assert.notInclude(byType.x, 'Prensa golf')
    const byDay: Chart = props.charts.find((chart: Chart) => chart.id === 'received-per-day')
    assert.equal(sum(byDay, day), await count(db.from('forms').where('tournament_id', tennis.id)))

    const badges = await charts(client, tennisOnly, '/merchant/reports/badges')
    assert.equal(at(badges['badges-per-day'], 'print', day), 2, 'the golf print is not counted')
    assert.equal(at(badges['badges-per-day'], 'approved', day), 2)
    const flags = await charts(client, tennisOnly, '/merchant/reports/flags')
    assert.notInclude(flags['photo-checks'].x, 'Prensa golf')

    const asked = await client
      .get(`/merchant/reports/decisions?tournament=${golf.id}&type=gpress`)
      .loginAs(tennisOnly)
      .withInertia()
    asked.assertStatus(200)
    assert.sameMembers(asked.inertiaProps.rejected, ['tournament', 'type'])
    assert.notInclude(JSON.stringify(asked.inertiaProps), golf.name)
    const perState: Chart = asked.inertiaProps.charts.find(
      (chart: Chart) => chart.id === 'decisions-per-state'
    )
    assert.equal(at(perState, 'approved', day), 2)
  })

  test('each report asks the capability of what it shows', async ({ client }) => {
    const reviewer = await createUser({ formTypes: JSON.stringify(['press']) })
    for (const report of ['decisions', 'badges', 'meals', 'passages', 'flags']) {
      const response = await client.get(`/merchant/reports/${report}`).loginAs(reviewer)
      response.assertStatus(403)
    }
    const requests = await client.get('/merchant/reports').loginAs(reviewer).redirects(0)
    requests.assertStatus(302)
    requests.assertHeader('location', '/merchant/reports/requests')
  })

  test('filters that are not one are named and the defaults shown; nothing breaks', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    for (const query of [
      'from=2026-02-31&to=yesterday',
      'from=2030-01-10&to=2030-01-01',
      'type=<script>&category=nobody&tournament=99999999',
      'from[]=1&to[x]=2',
      'from=1900-01-01&to=2026-01-01',
    ]) {
      const response = await client
        .get(`/merchant/reports/requests?${query}`)
        .loginAs(admin)
        .withInertia()
      response.assertStatus(200)
      assert.isAbove(response.inertiaProps.rejected.length, 0, query)
      const byDay: Chart = response.inertiaProps.charts[0]
      assert.isAtMost(byDay.x.length, 366, query)
    }
    const unknown = await client.get('/merchant/reports/nothing').loginAs(admin)
    unknown.assertStatus(404)
  })
})
