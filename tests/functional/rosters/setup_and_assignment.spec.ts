import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import RosterPosition from '#models/roster_position'
import RosterShift from '#models/roster_shift'
import Tournament from '#models/tournament'
import { createForm } from '#tests/helpers/form_factory'
import { truncateAll } from '#tests/helpers/database'
import { createUser } from '#tests/helpers/users'
import {
  ballKid,
  position,
  rosterTournament,
  shift,
  violationsOf,
  volunteer,
  workingRoster,
} from '#tests/helpers/rosters'

function post(client: any, admin: any, path: string, body: Record<string, unknown>) {
  return client.post(path).loginAs(admin).withCsrfToken().json(body).redirects(0)
}

test.group('Rosters · positions and shifts', (group) => {
  group.each.teardown(() => truncateAll())
  group.each.timeout(60_000)

  test('an admin defines a position and its shifts; the setup page lists them', async ({
    client,
    assert,
  }) => {
    const { tennis, admin, day } = await rosterTournament()
    const created = await post(client, admin, `/merchant/rosters/${tennis.id}/positions`, {
      name: 'Punto de información',
      formTypes: ['volunteer'],
    })
    created.assertStatus(302)
    const info = await RosterPosition.findByOrFail('name', 'Punto de información')
    assert.deepEqual(info.formTypeList, ['volunteer'])
    const shiftSaved = await post(client, admin, `/merchant/rosters/${tennis.id}/shifts`, {
      positionId: info.id,
      day: day(1),
      startsAt: '10:00',
      endsAt: '16:00',
      minHeadcount: 2,
      maxHeadcount: 4,
      languages: ['french'],
      adultsOnly: true,
    })
    shiftSaved.assertStatus(302)
    const saved = await RosterShift.findByOrFail('positionId', info.id)
    assert.deepEqual(saved.languageList, ['french'])
    assert.isTrue(Boolean(saved.adultsOnly))

    const page = await client.get(`/merchant/rosters/${tennis.id}`).loginAs(admin).withInertia()
    page.assertStatus(200)
    const listed = page.inertiaProps.positions[0]
    assert.equal(listed.name, 'Punto de información')
    assert.equal(listed.shifts[0].startsAt, '10:00')
    assert.includeMembers(page.inertiaProps.formTypes, ['volunteer', 'ballboy', 'line'])
    assert.notInclude(page.inertiaProps.formTypes, 'gvolunteer')
  })

  test('a shift ending before it starts, outside the days, or for another tournament is refused and nothing is stored', async ({
    client,
    assert,
  }) => {
    const { tennis, golf, admin, day } = await rosterTournament()
    const info = await position(tennis, 'Información', ['volunteer'])
    const golfPost = await position(golf, 'Marshal', ['gvolunteer'])
    const cases: [Record<string, unknown>, string, string][] = [
      [{ startsAt: '16:00', endsAt: '10:00' }, 'endsAt', 'A shift must end after it starts.'],
      [{ startsAt: '10:00', endsAt: '10:00' }, 'endsAt', 'A shift must end after it starts.'],
      [{ day: '1999-01-01' }, 'day', 'Choose a day of the tournament.'],
      [{ positionId: golfPost.id }, 'positionId', 'Choose a position of this tournament.'],
      [
        { minHeadcount: 5, maxHeadcount: 2 },
        'minHeadcount',
        'The minimum cannot be above the maximum.',
      ],
    ]
    for (const [change, field, message] of cases) {
      const response = await client
        .post(`/merchant/rosters/${tennis.id}/shifts`)
        .loginAs(admin)
        .withCsrfToken()
        .withPlainCookie('locale', 'en')
        .withInertia()
        .header('referer', `/merchant/rosters/${tennis.id}`)
        .json({
          positionId: info.id,
          day: day(1),
          startsAt: '10:00',
          endsAt: '16:00',
          minHeadcount: 1,
          maxHeadcount: 2,
          ...change,
        })
      assert.equal(response.inertiaProps.errors?.[field], message, JSON.stringify(change))
    }
    assert.equal(
      await RosterShift.query()
        .count('* as total')
        .then((r) => Number(r[0].$extras.total)),
      0
    )

    const typed = await client
      .post(`/merchant/rosters/${tennis.id}/positions`)
      .loginAs(admin)
      .withCsrfToken()
      .withPlainCookie('locale', 'en')
      .withInertia()
      .header('referer', `/merchant/rosters/${tennis.id}`)
      .json({ name: 'Marshal', formTypes: ['gvolunteer'] })
    assert.equal(
      typed.inertiaProps.errors?.formTypes,
      'Choose kinds of request of this tournament.'
    )
    assert.isNull(
      await RosterPosition.query().where({ tournament_id: tennis.id, name: 'Marshal' }).first()
    )
  })

  test('ids of another tournament or of no tournament this year are not found', async ({
    client,
    assert,
  }) => {
    const { tennis, golf, admin, day } = await rosterTournament()
    const golfPost = await position(golf, 'Marshal', ['gvolunteer'])
    const golfShift = await shift(golfPost, golf.startsOn.toISODate()!, '07:00', '13:00', {
      min: 0,
      max: 2,
    })
    const kid = await ballKid(tennis, 'Lucia')
    const removed = await client
      .delete(`/merchant/rosters/${tennis.id}/shifts/${golfShift.id}`)
      .loginAs(admin)
      .withCsrfToken()
    removed.assertStatus(404)
    const gone = await client
      .delete(`/merchant/rosters/${tennis.id}/positions/${golfPost.id}`)
      .loginAs(admin)
      .withCsrfToken()
    gone.assertStatus(404)
    assert.isNotNull(await RosterShift.find(golfShift.id))
    const printed = await client
      .get(`/merchant/rosters/${tennis.id}/print?position=${golfPost.id}&day=${day(1)}`)
      .loginAs(admin)
    printed.assertStatus(404)
    const garbled = await client
      .get(`/merchant/rosters/${tennis.id}/grid?day=<script>&position=abc`)
      .loginAs(admin)
      .withInertia()
    garbled.assertStatus(200)
    assert.equal(garbled.inertiaProps.day, tennis.startsOn.toISODate())
    const person = await client.get(`/merchant/rosters/${golf.id}/people/${kid.id}`).loginAs(admin)
    person.assertStatus(404)
    golf.isCurrent = false
    await golf.save()
    const stale = await client.get(`/merchant/rosters/${golf.id}`).loginAs(admin)
    stale.assertStatus(404)
    const staff = await createUser()
    const refused = await client.get(`/merchant/rosters/${tennis.id}`).loginAs(staff)
    assert.oneOf(refused.status(), [302, 403])
  })
})

test.group('Rosters · roster rules', (group) => {
  group.each.teardown(() => truncateAll())
  group.each.timeout(60_000)

  test('the roster rules are saved; a time that is no time is refused and nothing changes', async ({
    client,
    assert,
  }) => {
    const { tennis, admin } = await rosterTournament()
    const rules = {
      restMinutes: 600,
      minorMaxMinutes: 300,
      minorLatestEnd: '20:30',
      lateAfterMinutes: 5,
      mealMinMinutes: 240,
      mealCreditsPerShift: 1,
      mealMaxPerDay: 2,
    }
    const saved = await client
      .put(`/merchant/rosters/${tennis.id}/settings`)
      .loginAs(admin)
      .withCsrfToken()
      .json(rules)
      .redirects(0)
    saved.assertStatus(302)
    const refused = await client
      .put(`/merchant/rosters/${tennis.id}/settings`)
      .loginAs(admin)
      .withCsrfToken()
      .withPlainCookie('locale', 'en')
      .header('referer', `/merchant/rosters/${tennis.id}`)
      .withInertia()
      .json({ ...rules, minorLatestEnd: '25:00', restMinutes: 120 })
    assert.property(refused.inertiaProps.errors, 'minorLatestEnd')
    const page = await client.get(`/merchant/rosters/${tennis.id}`).loginAs(admin).withInertia()
    assert.include(page.inertiaProps.settings, { minorLatestEnd: '20:30', restMinutes: 600 })
  })
})

test.group('Rosters · assignment, adjustments and publication', (group) => {
  group.each.teardown(() => truncateAll())
  group.each.timeout(120_000)

  test('the assignment fills minimums and first preferences under every hard rule, and reports an unfillable shift with its reason', async ({
    client,
    assert,
  }) => {
    const { tennis, admin, day } = await rosterTournament()
    const info = await position(tennis, 'Información', ['volunteer'])
    const courts = await position(tennis, 'Pista 3 recogepelotas', ['ballboy'])
    const french = await shift(
      info,
      day(1),
      '10:00',
      '16:00',
      { min: 2, max: 3 },
      {
        languages: JSON.stringify(['french']),
      }
    )
    const evening = await shift(info, day(1), '15:30', '22:00', { min: 1, max: 2 })
    const kidsMorning = await shift(courts, day(1), '10:00', '16:00', { min: 2, max: 2 })
    const kidsLate = await shift(courts, day(1), '15:30', '22:00', { min: 0, max: 2 })
    const marie = await volunteer(tennis, 'Marie', { language: 'french' })
    await volunteer(tennis, 'John', { language: 'english' })
    await volunteer(tennis, 'Ana', { language: 'english', shift: 'afternoon' })
    await ballKid(tennis, 'Lucia')
    await ballKid(tennis, 'Pablo')

    const solved = await client
      .post(`/merchant/rosters/${tennis.id}/solve`)
      .loginAs(admin)
      .withCsrfToken()
      .redirects(0)
    solved.assertStatus(302)
    const roster = await workingRoster(tennis.id)
    assert.deepEqual(await violationsOf(tennis), [])
    const on = (shiftId: number) => roster.filter((row) => row.shiftId === shiftId).length
    assert.equal(on(kidsMorning.id), 2)
    assert.equal(on(kidsLate.id), 0, 'minors never on a shift ending after 21:00')
    assert.equal(on(evening.id), 2)
    assert.deepEqual(
      roster.filter((row) => row.shiftId === french.id).map((row) => row.formId),
      [marie.id]
    )

    const grid = await client
      .get(`/merchant/rosters/${tennis.id}/grid?day=${day(1)}`)
      .loginAs(admin)
      .withPlainCookie('locale', 'en')
      .withInertia()
    const report = grid.inertiaProps.report
    assert.lengthOf(report.shortfalls, 1)
    assert.equal(report.shortfalls[0].shiftId, french.id)
    assert.equal(report.shortfalls[0].reason, 'language')
    assert.match(report.shortfalls[0].message, /not enough people with French/)
    const frenchShift = grid.inertiaProps.positions
      .find((row: any) => row.id === info.id)
      .shifts.find((row: any) => row.id === french.id)
    assert.equal(frenchShift.status, 'short')
  })

  test('staff move, add, swap and remove by hand; a broken rule is refused with its name and changes nothing', async ({
    client,
    assert,
  }) => {
    const { tennis, admin, day } = await rosterTournament()
    const info = await position(tennis, 'Información', ['volunteer'])
    const courts = await position(tennis, 'Pista 3', ['ballboy'])
    const morning = await shift(info, day(1), '10:00', '16:00', { min: 0, max: 2 })
    const afternoon = await shift(info, day(1), '15:30', '22:00', { min: 0, max: 2 })
    const nextDay = await shift(info, day(2), '10:00', '16:00', { min: 0, max: 1 })
    const kidsMorning = await shift(courts, day(1), '10:00', '16:00', { min: 0, max: 2 })
    const kidsLate = await shift(courts, day(1), '15:30', '22:00', { min: 0, max: 2 })
    const john = await volunteer(tennis, 'John')
    const ana = await volunteer(tennis, 'Ana')
    const lucia = await ballKid(tennis, 'Lucia')
    const adjust = (body: Record<string, unknown>) =>
      client
        .post(`/merchant/rosters/${tennis.id}/adjust`)
        .loginAs(admin)
        .withCsrfToken()
        .withPlainCookie('locale', 'en')
        .header('referer', `/merchant/rosters/${tennis.id}/grid`)
        .json(body)
        .redirects(0)
    const flash = (response: any) => response.flashMessages()?.notification?.message ?? ''

    await adjust({ action: 'add', formId: john.id, shiftId: morning.id })
    await adjust({ action: 'add', formId: lucia.id, shiftId: kidsMorning.id })
    assert.lengthOf(await workingRoster(tennis.id), 2)

    const overlap = await adjust({ action: 'add', formId: john.id, shiftId: afternoon.id })
    assert.equal(flash(overlap), 'Not changed: it overlaps another of their shifts.')
    const late = await adjust({
      action: 'move',
      formId: lucia.id,
      shiftId: kidsMorning.id,
      toShiftId: kidsLate.id,
    })
    assert.equal(flash(late), "Not changed: a minor's shift must end by the configured hour.")
    const wrongType = await adjust({ action: 'add', formId: lucia.id, shiftId: afternoon.id })
    assert.equal(flash(wrongType), 'Not changed: this position is not for their kind of request.')
    const full = await adjust({ action: 'add', formId: ana.id, shiftId: nextDay.id })
    assert.include(flash(full), 'Added')
    const overMax = await adjust({ action: 'add', formId: john.id, shiftId: nextDay.id })
    assert.equal(flash(overMax), 'Not changed: the shift is full.')
    assert.deepEqual(
      await workingRoster(tennis.id),
      [
        { shiftId: morning.id, formId: john.id },
        { shiftId: nextDay.id, formId: ana.id },
        { shiftId: kidsMorning.id, formId: lucia.id },
      ].sort((a, b) => a.shiftId - b.shiftId || a.formId - b.formId)
    )

    const golfTournament = await Tournament.query().where('sport', 'golf').firstOrFail()
    const marshal = await position(golfTournament, 'Marshal', ['gvolunteer'])
    const golfShift = await shift(marshal, golfTournament.startsOn.toISODate()!, '07:00', '13:00', {
      min: 0,
      max: 3,
    })
    const foreignShift = await adjust({ action: 'add', formId: john.id, shiftId: golfShift.id })
    assert.equal(flash(foreignShift), 'Not changed: not a shift of this tournament.')
    const golfer = await createForm('gvolunteer', golfTournament, { state: 'approved' })
    const foreignPerson = await adjust({ action: 'add', formId: golfer.id, shiftId: morning.id })
    assert.equal(flash(foreignPerson), 'Not changed: not an accepted request that may be rostered.')
    const waiting = await volunteer(tennis, 'Waiting')
    waiting.state = 'waiting'
    await waiting.save()
    const notAccepted = await adjust({ action: 'add', formId: waiting.id, shiftId: nextDay.id })
    assert.equal(flash(notAccepted), 'Not changed: not an accepted request that may be rostered.')

    await adjust({ action: 'move', formId: john.id, shiftId: morning.id, toShiftId: afternoon.id })
    await adjust({
      action: 'swap',
      formId: john.id,
      shiftId: afternoon.id,
      otherFormId: ana.id,
      otherShiftId: nextDay.id,
    })
    await adjust({ action: 'remove', formId: lucia.id, shiftId: kidsMorning.id })
    assert.deepEqual(
      await workingRoster(tennis.id),
      [
        { shiftId: afternoon.id, formId: ana.id },
        { shiftId: nextDay.id, formId: john.id },
      ].sort((a, b) => a.shiftId - b.shiftId || a.formId - b.formId)
    )
    assert.deepEqual(await violationsOf(tennis), [])
  })

  test('a person outside their declared days is refused; a solve that cannot fill a shift keeps the last published roster', async ({
    client,
    assert,
  }) => {
    const { tennis, admin, day } = await rosterTournament()
    const chairs = await position(tennis, 'Silla pista 1', ['line'])
    const first = await shift(chairs, day(1), '10:00', '16:00', { min: 1, max: 1 })
    const later = await shift(chairs, day(4), '10:00', '16:00', { min: 1, max: 1 })
    const umpire = await volunteer(tennis, 'placeholder')
    await db.from('forms').where('id', umpire.id).delete()
    const line = await createForm(
      'line',
      tennis,
      { state: 'approved', name: 'Carla', lastName: 'Juez' },
      { availablePeriod: `${day(0)}_${day(2)}` }
    )
    const solved = await client
      .post(`/merchant/rosters/${tennis.id}/solve`)
      .loginAs(admin)
      .withCsrfToken()
      .redirects(0)
    solved.assertStatus(302)
    assert.deepEqual(await workingRoster(tennis.id), [{ shiftId: first.id, formId: line.id }])
    const published = await client
      .post(`/merchant/rosters/${tennis.id}/publish`)
      .loginAs(admin)
      .withCsrfToken()
      .redirects(0)
    published.assertStatus(302)
    assert.deepEqual(await workingRoster(tennis.id, 'roster_published'), [
      { shiftId: first.id, formId: line.id },
    ])

    const outside = await client
      .post(`/merchant/rosters/${tennis.id}/adjust`)
      .loginAs(admin)
      .withCsrfToken()
      .withPlainCookie('locale', 'en')
      .header('referer', `/merchant/rosters/${tennis.id}/grid`)
      .json({ action: 'move', formId: line.id, shiftId: first.id, toShiftId: later.id })
      .redirects(0)
    assert.equal(
      (outside.flashMessages() as any).notification.message,
      'Not changed: outside the days they declared.'
    )

    const kept = await client
      .delete(`/merchant/rosters/${tennis.id}/shifts/${first.id}`)
      .loginAs(admin)
      .withCsrfToken()
      .withPlainCookie('locale', 'en')
      .redirects(0)
    assert.equal(
      (kept.flashMessages() as any).notification.message,
      'People were told they work this shift: remove them from it and publish first.'
    )
    assert.isNotNull(await RosterShift.find(first.id))
    const positionKept = await client
      .delete(`/merchant/rosters/${tennis.id}/positions/${chairs.id}`)
      .loginAs(admin)
      .withCsrfToken()
      .redirects(0)
    positionKept.assertStatus(302)
    assert.isNotNull(await RosterPosition.find(chairs.id))
    const unpublished = await client
      .delete(`/merchant/rosters/${tennis.id}/shifts/${later.id}`)
      .loginAs(admin)
      .withCsrfToken()
      .redirects(0)
    unpublished.assertStatus(302)
    assert.isNull(await RosterShift.find(later.id))

    /** The umpire's period changes after the roster was made: publishing it again is refused. */
    await db
      .from('line_details')
      .where('form_id', line.id)
      .update({ available_period: `${day(2)}_${day(4)}` })
    const stale = await client
      .post(`/merchant/rosters/${tennis.id}/publish`)
      .loginAs(admin)
      .withCsrfToken()
      .withPlainCookie('locale', 'en')
      .redirects(0)
    assert.equal(
      (stale.flashMessages() as any).notification.message,
      'Not published: 1 rule(s) broken, first: outside the days they declared. The last published roster stays.'
    )
    assert.deepEqual(await workingRoster(tennis.id, 'roster_published'), [
      { shiftId: first.id, formId: line.id },
    ])
    await db
      .from('line_details')
      .where('form_id', line.id)
      .update({ available_period: `${day(0)}_${day(2)}` })

    await RosterShift.query().where('id', first.id).update({ min_headcount: 3, max_headcount: 3 })
    const short = await client
      .post(`/merchant/rosters/${tennis.id}/solve`)
      .loginAs(admin)
      .withCsrfToken()
      .withPlainCookie('locale', 'en')
      .header('referer', `/merchant/rosters/${tennis.id}/grid`)
      .redirects(0)
    assert.match(
      (short.flashMessages() as any).notification.message,
      /cannot reach their minimum.*last published roster stays/
    )
    assert.deepEqual(await workingRoster(tennis.id, 'roster_published'), [
      { shiftId: first.id, formId: line.id },
    ])
  })
})
