import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { formTypesOfSport } from '#forms/registry'
import { sqlTimestamp } from '#support/sql_time'
import OrganisationQuota from '#models/organisation_quota'
import { createOrganisation } from '#tests/helpers/organisations'
import { position, rosterTournament, shift, volunteer } from '#tests/helpers/rosters'
import { createUser } from '#tests/helpers/users'

type Chart = {
  id: string
  x: string[]
  series: { id: string; name: string; values: number[] }[]
}

async function charts(client: any, user: any, path: string) {
  const response = await client.get(path).loginAs(user).withInertia()
  response.assertStatus(200)
  const byId: Record<string, Chart> = Object.fromEntries(
    response.inertiaProps.charts.map((chart: Chart) => [chart.id, chart])
  )
  return { byId, props: response.inertiaProps }
}

/** A series' value at an axis label (0 when the label or the series is absent). */
function at(chart: Chart, seriesId: string, label: string) {
  const index = chart.x.indexOf(label)
  const series = chart.series.find((candidate) => candidate.id === seriesId)
  return index === -1 || !series ? 0 : series.values[index]
}

function total(chart: Chart, seriesId: string) {
  const series = chart.series.find((candidate) => candidate.id === seriesId)
  return series ? series.values.reduce((sum, value) => sum + value, 0) : 0
}

/** Tennis and golf organisations, one with a day quota too, places partly used. */
async function organisationsWithQuotas() {
  const press = await createOrganisation({ sport: 'tennis', places: 5, name: 'Radio Pista' })
  const caterer = await createOrganisation({ sport: 'tennis', places: 2, name: 'Catering Sur' })
  const golfers = await createOrganisation({ sport: 'golf', places: 4, name: 'Golf TV' })
  await OrganisationQuota.create({
    organisationId: press.organisation.id,
    formType: 'accreditation',
    permissionId: press.template.id,
    day: '2026-06-01',
    places: 3,
    used: 3,
  })
  press.quota.used = 2
  await press.quota.save()
  caterer.quota.used = 2
  await caterer.quota.save()
  golfers.quota.used = 1
  await golfers.quota.save()
  return { press, caterer, golfers }
}

/** The quotas' sums for one organisation, counted from the rows. */
async function quotaRows(organisationId: number) {
  const rows = await db.from('organisation_quotas').where('organisation_id', organisationId)
  return {
    places: rows.reduce((sum, row) => sum + Number(row.places), 0),
    used: rows.reduce((sum, row) => sum + Number(row.used), 0),
    remaining: rows.reduce((sum, row) => sum + Math.max(0, row.places - row.used), 0),
  }
}

test.group('Reports · quota use', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(60_000)

  test("each organisation's places, used and remaining equal the quota rows", async ({
    client,
    assert,
  }) => {
    const { press, caterer, golfers } = await organisationsWithQuotas()
    const admin = await createUser({ isAdmin: true })
    const { byId } = await charts(client, admin, '/merchant/reports/quotas')
    const perOrganisation = byId['quotas-per-organisation']
    for (const { organisation } of [press, caterer, golfers]) {
      const expected = await quotaRows(organisation.id)
      for (const figure of ['places', 'used', 'remaining'] as const) {
        assert.equal(
          at(perOrganisation, figure, organisation.name),
          expected[figure],
          `${organisation.name} ${figure}`
        )
      }
    }
    assert.equal(at(perOrganisation, 'places', 'Radio Pista'), 8, 'both quotas of the press')
    assert.equal(at(perOrganisation, 'remaining', 'Catering Sur'), 0)

    const perType = byId['quotas-per-type']
    assert.lengthOf(perType.x, 2, 'accreditation and golf accreditation')
    const [sums] = await db.from('organisation_quotas').sum('places as places').sum('used as used')
    assert.equal(total(perType, 'places'), Number(sums.places))
    assert.equal(total(perType, 'used'), Number(sums.used))
  })

  test('one tournament and one type narrow it; nothing of the other sport shows', async ({
    client,
    assert,
  }) => {
    const { press, golfers } = await organisationsWithQuotas()
    const admin = await createUser({ isAdmin: true })
    const { byId, props } = await charts(
      client,
      admin,
      `/merchant/reports/quotas?tournament=${press.tournament.id}`
    )
    assert.deepEqual(props.rejected, [])
    assert.deepEqual(byId['quotas-per-organisation'].x, ['Catering Sur', 'Radio Pista'])
    assert.lengthOf(byId['quotas-per-type'].x, 1)
    assert.notInclude(JSON.stringify(props.charts), golfers.organisation.name)
    const [tennis] = await db
      .from('organisation_quotas')
      .join('organisations', 'organisations.id', 'organisation_quotas.organisation_id')
      .where('organisations.tournament_id', press.tournament.id)
      .sum('organisation_quotas.used as used')
    assert.equal(total(byId['quotas-per-organisation'], 'used'), Number(tennis.used))

    const byType = await charts(client, admin, '/merchant/reports/quotas?type=gaccreditation')
    assert.deepEqual(byType.byId['quotas-per-organisation'].x, ['Golf TV'])
  })

  test('a tennis-only reviewer may not open it and reads no golf figure', async ({
    client,
    assert,
  }) => {
    const { golfers } = await organisationsWithQuotas()
    const tennisOnly = await createUser({
      canEdit: true,
      canPrint: true,
      formTypes: JSON.stringify(formTypesOfSport('tennis')),
    })
    for (const report of ['quotas', 'rosters']) {
      const response = await client
        .get(`/merchant/reports/${report}?tournament=${golfers.tournament.id}`)
        .loginAs(tennisOnly)
      response.assertStatus(403)
      assert.notInclude(response.text(), 'Golf TV')
    }
    const list = await client.get('/merchant/reports/requests').loginAs(tennisOnly).withInertia()
    assert.notInclude(list.inertiaProps.reports, 'quotas')
    assert.notInclude(list.inertiaProps.reports, 'rosters')
  })
})

test.group('Reports · roster fill', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(60_000)

  test("each day's and position's headcounts equal the shifts and the published roster", async ({
    client,
    assert,
  }) => {
    const { tennis, golf, admin, day } = await rosterTournament()
    const gate = await position(tennis, 'Puerta norte', ['volunteer'])
    const info = await position(tennis, 'Información', ['volunteer'])
    const caddies = await position(golf, 'Caddies', ['gvolunteer'])
    const morning = await shift(gate, day(0), '09:00', '13:00', { min: 2, max: 4 })
    const evening = await shift(gate, day(0), '15:00', '19:00', { min: 3, max: 3 })
    const desk = await shift(info, day(0), '09:00', '14:00', { min: 1, max: 2 })
    const tomorrow = await shift(info, day(1), '09:00', '14:00', { min: 2, max: 2 })
    await shift(caddies, day(0), '07:00', '12:00', { min: 6, max: 9 })
    const people = await Promise.all(
      ['Ana', 'Bea', 'Carla', 'Dani', 'Eva'].map((name) => volunteer(tennis, name))
    )
    const now = sqlTimestamp(DateTime.now())
    const published = [
      [morning, people[0]],
      [morning, people[1]],
      [morning, people[2]],
      [evening, people[3]],
      [desk, people[4]],
      [tomorrow, people[0]],
    ] as const
    await db.table('roster_published').multiInsert(
      published.map(([target, person]) => ({
        tournament_id: tennis.id,
        shift_id: target.id,
        form_id: person.id,
        source: 'solver',
        created_at: now,
      }))
    )
    // A working assignment not yet published counts for nothing.
    await db.table('roster_assignments').insert({
      tournament_id: tennis.id,
      shift_id: evening.id,
      form_id: people[4].id,
      source: 'manual',
      created_at: now,
    })

    const { byId } = await charts(
      client,
      admin,
      `/merchant/reports/rosters?tournament=${tennis.id}`
    )
    const perDay = byId['fill-per-day']
    assert.deepEqual(perDay.x, [day(0), day(1)])
    for (const label of [day(0), day(1)]) {
      const shifts = await db
        .from('roster_shifts')
        .where({ tournament_id: tennis.id, day: label })
        .select('id', 'min_headcount', 'max_headcount')
      const onDay = await db
        .from('roster_published')
        .whereIn(
          'shift_id',
          shifts.map((row) => row.id)
        )
        .select('shift_id')
      const countOf = (id: number) => onDay.filter((row) => row.shift_id === id).length
      assert.equal(
        at(perDay, 'minimum', label),
        shifts.reduce((sum, row) => sum + Number(row.min_headcount), 0)
      )
      assert.equal(
        at(perDay, 'maximum', label),
        shifts.reduce((sum, row) => sum + Number(row.max_headcount), 0)
      )
      assert.equal(at(perDay, 'published', label), onDay.length)
      assert.equal(
        at(perDay, 'short', label),
        shifts.reduce((sum, row) => sum + Math.max(0, row.min_headcount - countOf(row.id)), 0)
      )
    }
    assert.equal(at(perDay, 'short', day(0)), 2, 'the evening lacks two; the morning makes up none')
    assert.equal(at(perDay, 'published', day(0)), 5)

    const perPosition = byId['fill-per-position']
    assert.deepEqual(perPosition.x, ['Información', 'Puerta norte'])
    assert.equal(at(perPosition, 'minimum', 'Puerta norte'), 5)
    assert.equal(at(perPosition, 'maximum', 'Puerta norte'), 7)
    assert.equal(at(perPosition, 'published', 'Puerta norte'), 4)
    assert.equal(at(perPosition, 'published', 'Información'), 2)
    assert.notInclude(perPosition.x, 'Caddies')

    const everything = await charts(client, admin, '/merchant/reports/rosters')
    assert.equal(
      at(everything.byId['fill-per-position'], 'minimum', 'Caddies'),
      6,
      'without a tournament: every tournament the user sees'
    )
  })
})
