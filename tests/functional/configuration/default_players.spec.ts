import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import Country from '#models/country'
import Tournament from '#models/tournament'
import DefaultPlayer from '#models/default_player'
import { createUser } from '#tests/helpers/users'

async function tennis(year: number, isCurrent: boolean) {
  return Tournament.create({
    sport: 'tennis',
    year,
    name: `Open ${year}`,
    startsOn: DateTime.fromISO(`${year}-04-20`),
    endsOn: DateTime.fromISO(`${year}-05-03`),
    isCurrent,
  })
}

function player(tournamentId: number, name: string, lastName: string, passport: string | null) {
  return DefaultPlayer.create({ tournamentId, name, lastName, passport, tour: 'WTA' })
}

test.group('Configuration → Default players', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an admin creates a player; the form preselects the current tennis tournament', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    await tennis(2029, false)
    const current = await tennis(2030, true)
    const spain = await Country.firstOrCreate(
      { code: 'ES' },
      { code: 'ES', nameEs: 'España', nameEn: 'Spain' }
    )

    const page = await client.get('/merchant/default-player/create').loginAs(admin).withInertia()
    page.assertInertiaComponent('configuration/default_players/form')
    assert.equal(page.body().props.defaultTournamentId, current.id)
    assert.deepEqual(page.body().props.tours, ['WTA', 'ATP'])

    const response = await client
      .post('/merchant/default-player')
      .loginAs(admin)
      .form({
        tournamentId: String(current.id),
        name: ' Lucía ',
        lastName: 'Navarro',
        tour: 'WTA',
        nationalityId: String(spain.id),
        passport: 'xa1234567',
        isSpanish: 'true',
      })
      .withCsrfToken()
      .redirects(0)
    response.assertHeader('location', '/merchant/default-player')
    assert.equal((response.flashMessages().notification as any).message, '¡Registro creado!')

    const created = await DefaultPlayer.findByOrFail('lastName', 'Navarro')
    assert.equal(created.name, 'Lucía')
    assert.equal(created.passport, 'XA1234567')
    assert.equal(created.nationalityId, spain.id)
    assert.isTrue(created.isSpanish)
    assert.isFalse(created.inQuarterFinals)
  })

  test('edit, update and delete a player', async ({ client, assert }) => {
    const admin = await createUser({ isAdmin: true })
    const current = await tennis(2030, true)
    const row = await player(current.id, 'Marco', 'Bianchi', 'IT998877')

    const page = await client
      .get(`/merchant/default-player/${row.id}/edit`)
      .loginAs(admin)
      .withInertia()
    page.assertInertiaComponent('configuration/default_players/form')
    assert.equal(page.body().props.player.passport, 'IT998877')

    const update = await client
      .put(`/merchant/default-player/${row.id}`)
      .loginAs(admin)
      .form({
        tournamentId: String(current.id),
        name: 'Marco',
        lastName: 'Bianchi',
        tour: 'ATP',
        passport: '',
        inQuarterFinals: 'true',
      })
      .withCsrfToken()
      .redirects(0)
    update.assertHeader('location', '/merchant/default-player')
    assert.equal(
      (update.flashMessages().notification as any).message,
      '¡Actualizado correctamente!'
    )
    await row.refresh()
    assert.equal(row.tour, 'ATP')
    assert.isNull(row.passport)
    assert.isTrue(row.inQuarterFinals)

    const destroy = await client
      .delete(`/merchant/default-player/${row.id}`)
      .loginAs(admin)
      .withCsrfToken()
      .redirects(0)
    destroy.assertHeader('location', '/merchant/default-player')
    assert.equal((destroy.flashMessages().notification as any).message, '¡Registro eliminado!')
    assert.isNull(await DefaultPlayer.find(row.id))

    const missing = await client
      .delete(`/merchant/default-player/${row.id}`)
      .loginAs(admin)
      .withCsrfToken()
      .withInertia()
    missing.assertStatus(404)
  })

  test('bad input is refused field by field; a passport appears once per tournament', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    const current = await tennis(2030, true)
    const previous = await tennis(2029, false)
    await player(current.id, 'Ana', 'Ruiz', 'AB123456')
    await player(previous.id, 'Ana', 'Ruiz', 'AB654321')

    const response = await client
      .post('/merchant/default-player')
      .header('referer', '/merchant/default-player/create')
      .loginAs(admin)
      .form({
        tournamentId: '999999',
        name: '',
        lastName: 'Ruiz',
        tour: 'ITF',
        nationalityId: '999999',
        passport: 'AB-123 456',
      })
      .withCsrfToken()
      .redirects(0)
    const errors = response.flashMessages().inputErrorsBag as Record<string, string[]>
    for (const field of ['tournamentId', 'name', 'tour', 'nationalityId', 'passport']) {
      assert.isDefined(errors[field], field)
    }

    const duplicate = await client
      .post('/merchant/default-player')
      .header('referer', '/merchant/default-player/create')
      .loginAs(admin)
      .form({
        tournamentId: String(current.id),
        name: 'Otra',
        lastName: 'Ruiz',
        tour: 'WTA',
        passport: 'ab123456',
      })
      .withCsrfToken()
      .redirects(0)
    const duplicateErrors = duplicate.flashMessages().inputErrorsBag as Record<string, string[]>
    assert.deepEqual(duplicateErrors.passport, ['Ese pasaporte ya está en la lista de este torneo'])
    assert.equal(
      await DefaultPlayer.query()
        .where('lastName', 'Ruiz')
        .count('* as total')
        .then((r) => Number(r[0].$extras.total)),
      2
    )

    /** Last year's passport is free for this year's list. */
    const reuse = await client
      .post('/merchant/default-player')
      .loginAs(admin)
      .form({
        tournamentId: String(current.id),
        name: 'Ana',
        lastName: 'Ruiz',
        tour: 'WTA',
        passport: 'AB654321',
      })
      .withCsrfToken()
      .redirects(0)
    reuse.assertHeader('location', '/merchant/default-player')
  })

  test('search matches every non-blank term over name, last name and passport', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    const current = await tennis(2030, true)
    const previous = await tennis(2029, false)
    await player(current.id, 'Carla', 'Suárez', 'ES111')
    await player(current.id, 'Carlos', 'Moyano', 'ES222')
    await player(current.id, 'Iga', 'Nowak', 'PL333')
    await player(current.id, 'Under_score', 'Percent', 'X100')
    await player(previous.id, 'Carla', 'Antigua', 'ES999')

    const search = async (qs: Record<string, string>) => {
      const response = await client
        .get('/merchant/default-player')
        .qs(qs)
        .loginAs(admin)
        .withInertia()
      response.assertInertiaComponent('configuration/default_players/index')
      return response.body().props
    }
    const names = (props: any) => props.players.map((p: any) => p.lastName)

    /** Only the current tennis tournament by default, sorted by last name. */
    assert.deepEqual(names(await search({})), ['Moyano', 'Nowak', 'Percent', 'Suárez'])
    /** Blank and whitespace terms are ignored, not turned into "match everything but…". */
    assert.deepEqual(names(await search({ search: '   ' })), [
      'Moyano',
      'Nowak',
      'Percent',
      'Suárez',
    ])
    assert.deepEqual(names(await search({ search: '  carl   ' })), ['Moyano', 'Suárez'])
    assert.deepEqual(names(await search({ search: 'CARL  es111' })), ['Suárez'])
    assert.deepEqual(names(await search({ search: 'pl333' })), ['Nowak'])
    /** `%` and `_` are literal characters. */
    assert.deepEqual(names(await search({ search: '%' })), [])
    assert.deepEqual(names(await search({ search: 'r_s' })), ['Percent'])
    /** Every tournament with 0; another one by id. */
    assert.deepEqual(names(await search({ search: 'carla', tournament: '0' })), [
      'Antigua',
      'Suárez',
    ])
    assert.deepEqual(names(await search({ tournament: String(previous.id) })), ['Antigua'])
    const props = await search({ search: 'carl' })
    assert.deepEqual(props.filters, { search: 'carl', tournamentId: current.id })
  })

  test('search ignores case in accented letters too, on both engines', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    const current = await tennis(2030, true)
    await player(current.id, 'Ángela', 'ÖZTÜRK', 'TR111')
    await player(current.id, 'Iñaki', 'Núñez', 'ES222')
    const found = async (search: string) => {
      const response = await client
        .get('/merchant/default-player')
        .qs({ search })
        .loginAs(admin)
        .withInertia()
      return response.body().props.players.map((p: any) => p.lastName)
    }
    assert.deepEqual(await found('ángela'), ['ÖZTÜRK'])
    assert.deepEqual(await found('öztürk'), ['ÖZTÜRK'])
    assert.deepEqual(await found('NÚÑEZ'), ['Núñez'])
    assert.deepEqual(await found('IÑAKI'), ['Núñez'])
  })

  test('lists paginate by 25 and survive nonsense page numbers', async ({ client, assert }) => {
    const admin = await createUser({ isAdmin: true })
    const current = await tennis(2030, true)
    await DefaultPlayer.createMany(
      Array.from({ length: 30 }, (_, index) => ({
        tournamentId: current.id,
        name: 'Player',
        lastName: `P${String(index).padStart(2, '0')}`,
        tour: 'ATP',
      }))
    )
    const first = await client.get('/merchant/default-player').loginAs(admin).withInertia()
    assert.lengthOf(first.body().props.players, 25)
    assert.deepEqual(first.body().props.pagination, { currentPage: 1, lastPage: 2, total: 30 })

    const second = await client.get('/merchant/default-player?page=2').loginAs(admin).withInertia()
    assert.lengthOf(second.body().props.players, 5)

    for (const page of ['-1', 'abc', '1e99', '99999999999']) {
      const response = await client
        .get('/merchant/default-player')
        .qs({ page, tournament: 'x' })
        .loginAs(admin)
        .withInertia()
      response.assertStatus(200)
    }
  })

  test('non-admin staff cannot see or change default players', async ({ client, assert }) => {
    const editor = await createUser({ canEdit: true, canCreate: true })
    const current = await tennis(2030, true)
    const row = await player(current.id, 'Iga', 'Nowak', null)

    const page = await client.get('/merchant/default-player').loginAs(editor).withInertia()
    page.assertStatus(403)
    page.assertInertiaComponent('errors/forbidden')

    const destroy = await client
      .delete(`/merchant/default-player/${row.id}`)
      .loginAs(editor)
      .header('accept', 'application/json')
      .withCsrfToken()
    destroy.assertStatus(403)
    assert.isNotNull(await DefaultPlayer.find(row.id))
  })
})
