import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import FormLog from '#models/form_log'
import Tournament from '#models/tournament'
import BallboyDetail from '#models/ballboy_detail'
import { openTournaments } from '#tests/helpers/forms'
import { createForm } from '#tests/helpers/form_factory'
import { createUser } from '#tests/helpers/users'

async function pressReviewer() {
  return createUser({ formTypes: JSON.stringify(['press']) })
}

async function list(client: any, query: string, user?: any) {
  return client
    .get(`/merchant/mform/press${query}`)
    .loginAs(user ?? (await pressReviewer()))
    .withInertia()
}

function lastNames(page: any): string[] {
  return (page.inertiaProps as any).rows.map((row: any) => row.lastName)
}

test.group('Staff · form lists', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('lists only the type asked for, newest first, with the total', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    await createForm('press', tennis, { lastName: 'Older' })
    await createForm('press', tennis, { lastName: 'Newer' })
    await createForm('ballboy', tennis, { lastName: 'Ballboy' })
    const page = await list(client, '')
    page.assertInertiaComponent('forms/index')
    assert.sameMembers(lastNames(page), ['Older', 'Newer'])
    assert.equal((page.inertiaProps as any).meta.total, 2)
  })

  test('search matches name, last name, document, email, company and code, case-insensitively', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const target = await createForm('press', tennis, {
      name: 'Martina',
      lastName: 'Zapatero',
      document: 'Y7654321Q',
      email: 'martina@diario.test',
      company: 'Diario Sur',
    })
    await createForm('press', tennis, { lastName: 'Other' })
    for (const term of [
      'martina',
      'ZAPAT',
      '7654321',
      'diario.test',
      'diario sur',
      target.code.toLowerCase(),
    ]) {
      assert.deepEqual(
        lastNames(await list(client, `?search=${encodeURIComponent(term)}`)),
        ['Zapatero'],
        term
      )
    }
    assert.deepEqual(
      lastNames(await list(client, '?search=%25')),
      [],
      'LIKE wildcards are searched literally'
    )
  })

  test('surnames sort in Spanish order on every engine: accents and case ignored, ñ after n', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const surnames = [
      'Williams',
      'Durán',
      'díaz',
      'Álvarez',
      'Rubio Ruiz',
      'Rubio Álvarez',
      'Ñandú',
      'Nuevo',
      'Zapata',
      'de la Fuente',
      'Del Olmo',
    ]
    for (const lastName of surnames) await createForm('press', tennis, { lastName })
    const spanish = [...surnames].sort(new Intl.Collator('es').compare)

    const ascending = await list(client, '?sort=lastName&direction=asc')
    assert.deepEqual(lastNames(ascending), spanish)
    const descending = await list(client, '?sort=lastName&direction=desc')
    assert.deepEqual(lastNames(descending), [...spanish].reverse())
  })

  test('staff choose 25, 50 or 100 rows a page; any other size is the default', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    for (let index = 0; index < 60; index++) await createForm('press', tennis, {})
    const fifty = await list(client, '?perPage=50')
    assert.lengthOf(lastNames(fifty), 50)
    assert.equal((fifty.inertiaProps as any).meta.lastPage, 2)
    assert.equal((fifty.inertiaProps as any).filters.perPage, 50)
    const hundred = await list(client, '?perPage=100')
    assert.lengthOf(lastNames(hundred), 60)
    for (const odd of ['7', '1000', 'abc', '-50']) {
      const page = await list(client, `?perPage=${odd}`)
      assert.lengthOf(lastNames(page), 25, odd)
    }
  })

  test('state filter, sort by last name both ways, and pages of 25 shown only when needed', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    for (let index = 0; index < 27; index++) {
      await createForm('press', tennis, {
        lastName: `Person ${String(index).padStart(2, '0')}`,
        state: index % 3 === 0 ? 'approved' : 'waiting',
      })
    }
    const approved = await list(client, '?state=approved')
    assert.lengthOf(lastNames(approved), 9)
    assert.equal((approved.inertiaProps as any).meta.lastPage, 1)

    const first = await list(client, '?sort=lastName&direction=asc')
    assert.equal(lastNames(first)[0], 'Person 00')
    assert.lengthOf(lastNames(first), 25)
    assert.equal((first.inertiaProps as any).meta.lastPage, 2)
    const second = await list(client, '?sort=lastName&direction=asc&page=2')
    assert.deepEqual(lastNames(second), ['Person 25', 'Person 26'])
    const descending = await list(client, '?sort=lastName&direction=desc')
    assert.equal(lastNames(descending)[0], 'Person 26')
  })

  test('list filter: this year’s new requests and last year’s approved ones', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const lastYear = await Tournament.create({
      sport: 'tennis',
      year: tennis.year - 1,
      name: 'Last year',
      startsOn: DateTime.fromObject({ year: tennis.year - 1, month: 4, day: 20 }),
      endsOn: DateTime.fromObject({ year: tennis.year - 1, month: 5, day: 3 }),
      isCurrent: false,
      openFormTypes: '[]',
    })
    await createForm('press', tennis, { lastName: 'ThisYear' })
    await createForm('press', lastYear, { lastName: 'LastYearApproved', state: 'approved' })
    await createForm('press', lastYear, { lastName: 'LastYearRejected', state: 'rejected' })
    assert.deepEqual(lastNames(await list(client, '?list=new')), ['ThisYear'])
    assert.deepEqual(lastNames(await list(client, '?list=last_year')), ['LastYearApproved'])
    assert.lengthOf(lastNames(await list(client, '')), 3)
  })

  test('printed and collected markers come from the logs', async ({ client, assert }) => {
    const { tennis } = await openTournaments()
    const printed = await createForm('press', tennis, { lastName: 'Printed' })
    const collected = await createForm('press', tennis, { lastName: 'Collected' })
    await FormLog.create({ formId: printed.id, type: 'print', data: '{}' })
    await FormLog.create({ formId: collected.id, type: 'signature', data: '{}' })
    const page = await list(client, '?sort=lastName')
    const rows = (page.inertiaProps as any).rows as any[]
    assert.deepInclude(
      rows.map((row) => [row.lastName, row.printed, row.collected]),
      ['Printed', true, false]
    )
    assert.deepInclude(
      rows.map((row) => [row.lastName, row.printed, row.collected]),
      ['Collected', false, true]
    )
  })

  test('nonsense in the query string falls back to defaults instead of failing', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    await createForm('press', tennis)
    const page = await list(
      client,
      '?page=-4&sort=password&direction=sideways&state=deleted&list=x'
    )
    page.assertStatus(200)
    assert.lengthOf(lastNames(page), 1)
  })

  test('the empty list says so; unknown types are not found; other types are forbidden', async ({
    client,
  }) => {
    await openTournaments()
    const empty = await list(client, '')
    empty.assertInertiaPropsContains({ rows: [] })
    const unknown = await client
      .get('/merchant/mform/astronaut')
      .loginAs(await pressReviewer())
      .withInertia()
    unknown.assertStatus(404)
    const forbidden = await client
      .get('/merchant/mform/ballboy')
      .loginAs(await pressReviewer())
      .withInertia()
    forbidden.assertStatus(403)
  })
})

test.group('Staff · tutor list', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('parents and guardians with their ballboys, searchable', async ({ client, assert }) => {
    const { tennis } = await openTournaments()
    const first = await createForm('ballboy', tennis, { lastName: 'Child One' })
    const second = await createForm('ballboy', tennis, { lastName: 'Child Two' })
    await BallboyDetail.query()
      .whereIn('formId', [first.id, second.id])
      .update({ tutorDocument: 'TUTOR1', tutorLastName: 'Parent' })
    await createForm('ballboy', tennis, { lastName: 'Other Child' })
    const user = await createUser({ formTypes: JSON.stringify(['ballboy']) })
    const page = await client
      .get('/merchant/mform/ballboy/tutors?search=tutor1')
      .loginAs(user)
      .withInertia()
    page.assertInertiaComponent('forms/tutors')
    const tutors = (page.inertiaProps as any).tutors
    assert.lengthOf(tutors, 1)
    assert.sameMembers(
      tutors[0].ballboys.map((ballboy: any) => ballboy.lastName),
      ['Child One', 'Child Two']
    )
    const all = await client.get('/merchant/mform/ballboy/tutors').loginAs(user).withInertia()
    assert.lengthOf((all.inertiaProps as any).tutors, 2)
  })
})
