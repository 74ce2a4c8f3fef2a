import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Tournament from '#models/tournament'
import { DateTime } from 'luxon'

test.group('Platform pages', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('GET /health answers 200 after checking the database', async ({ client }) => {
    const response = await client.get('/health')
    response.assertStatus(200)
    response.assertBodyContains({ status: 'ok', database: true })
  })

  test('an unknown page renders the not-found page with a 404', async ({ client }) => {
    const response = await client.get('/no-such-page').withInertia()
    response.assertStatus(404)
    response.assertInertiaComponent('errors/not_found')
  })

  test('the public index lists the current tournament of each sport', async ({
    client,
    assert,
  }) => {
    await Tournament.createMany([
      {
        sport: 'tennis',
        year: 2026,
        name: 'Open Tenis',
        startsOn: DateTime.fromISO('2026-04-20'),
        endsOn: DateTime.fromISO('2026-05-03'),
        isCurrent: true,
      },
      {
        sport: 'tennis',
        year: 2025,
        name: 'Old Tenis',
        startsOn: DateTime.fromISO('2025-04-20'),
        endsOn: DateTime.fromISO('2025-05-03'),
        isCurrent: false,
      },
    ])
    const response = await client.get('/').withInertia()
    response.assertInertiaComponent('public/index')
    const names = response.body().props.tournaments.map((tournament: any) => tournament.name)
    assert.deepEqual(names, ['Open Tenis'])
  })

  test('privacy pages and the closed page render', async ({ client }) => {
    for (const [path, notice] of [
      ['/privacy-policy', 'policy'],
      ['/privacy-accreditation', 'accreditation'],
      ['/privacy-consent', 'consent'],
    ]) {
      const response = await client.get(path).withInertia()
      response.assertInertiaComponent('public/privacy')
      response.assertInertiaPropsContains({ notice })
    }
    const closed = await client.get('/closed').withInertia()
    closed.assertInertiaComponent('public/closed')
  })

  test('responses carry the security headers', async ({ client, assert }) => {
    const response = await client.get('/')
    assert.equal(response.header('x-frame-options'), 'DENY')
    assert.equal(response.header('x-content-type-options'), 'nosniff')
  })
})
