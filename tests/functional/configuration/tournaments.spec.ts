import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import Tournament from '#models/tournament'
import { createUser } from '#tests/helpers/users'

const TENNIS_2030 = {
  'sport': 'tennis',
  'year': '2030',
  'name': 'Open de Tenis 2030',
  'startsOn': '2030-04-22',
  'endsOn': '2030-05-05',
  'pressStartsOn': '2030-04-21',
  'pressEndsOn': '2030-05-05',
  'formsOpenOn': '2030-01-10',
  'formsCloseOn': '2030-04-01',
  'isCurrent': 'true',
  'openFormTypes[0]': 'ballboy',
  'openFormTypes[1]': 'press',
}

/** The same dates as a golf tournament with golf forms. */
const GOLF_TYPES = {
  'sport': 'golf',
  'openFormTypes[0]': 'gpress',
  'openFormTypes[1]': 'gvolunteer',
}

function makeTournament(sport: 'tennis' | 'golf', year: number, isCurrent: boolean) {
  return Tournament.create({
    sport,
    year,
    name: `${sport} ${year}`,
    startsOn: DateTime.fromISO(`${year}-04-20`),
    endsOn: DateTime.fromISO(`${year}-05-03`),
    isCurrent,
  })
}

async function currentIds(sport: string) {
  const rows = await Tournament.query().where('sport', sport).where('isCurrent', true)
  return rows.map((row) => row.id)
}

test.group('Configuration → Tournaments', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the badge size and the colour of each category are tournament settings; a bad colour is refused', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    await client
      .post('/merchant/tournament')
      .loginAs(admin)
      .form({
        ...TENNIS_2030,
        'badgeFormat': 'a6',
        'badgeColors[press]': '#1d4ed8',
        'badgeColors[line]': '',
      })
      .withCsrfToken()
      .redirects(0)
    const created = await Tournament.findByOrFail('name', 'Open de Tenis 2030')
    assert.equal(created.badgeFormat, 'a6')
    assert.deepEqual(created.badgeColorMap, { press: '#1d4ed8' })

    const refused = await client
      .put(`/merchant/tournament/${created.id}`)
      .loginAs(admin)
      .form({ ...TENNIS_2030, 'badgeFormat': 'poster', 'badgeColors[press]': 'red' })
      .withCsrfToken()
      .redirects(0)
    const errors = refused.flashMessages().inputErrorsBag as Record<string, string[]>
    assert.includeMembers(Object.keys(errors), ['badgeFormat', 'badgeColors.press'])
    await created.refresh()
    assert.equal(created.badgeFormat, 'a6')
  })

  test('an admin creates a tournament with press and form dates', async ({ client, assert }) => {
    const admin = await createUser({ isAdmin: true })
    const response = await client
      .post('/merchant/tournament')
      .loginAs(admin)
      .form(TENNIS_2030)
      .withCsrfToken()
      .redirects(0)
    response.assertHeader('location', '/merchant/tournament')
    assert.equal((response.flashMessages().notification as any).message, '¡Registro creado!')

    const created = await Tournament.findByOrFail('name', 'Open de Tenis 2030')
    assert.equal(created.startsOn.toISODate(), '2030-04-22')
    assert.equal(created.endsOn.toISODate(), '2030-05-05')
    assert.equal(created.pressStartsOn?.toISODate(), '2030-04-21')
    assert.equal(created.formsCloseOn?.toISODate(), '2030-04-01')
    assert.isTrue(created.isCurrent)
    /** An unticked checkbox is absent from the request: players closed. */
    assert.isFalse(created.playersOpen)
    assert.deepEqual(created.openFormTypeList, ['ballboy', 'press'])

    const index = await client.get('/merchant/tournament').loginAs(admin).withInertia()
    index.assertInertiaComponent('configuration/tournaments/index')
    const listed = index.body().props.tournaments.find((t: any) => t.id === created.id)
    assert.equal(listed.startsOn, '2030-04-22')
    assert.equal(listed.formsOpenOn, '2030-01-10')
  })

  test('the edit page shows the tournament and PUT updates it', async ({ client, assert }) => {
    const admin = await createUser({ isAdmin: true })
    const tournament = await makeTournament('golf', 2031, true)
    const page = await client
      .get(`/merchant/tournament/${tournament.id}/edit`)
      .loginAs(admin)
      .withInertia()
    page.assertInertiaComponent('configuration/tournaments/form')
    assert.equal(page.body().props.tournament.startsOn, '2031-04-20')
    assert.deepEqual(page.body().props.formTypesBySport.golf, [
      'gvolunteer',
      'gaccreditation',
      'gpress',
    ])

    const response = await client
      .put(`/merchant/tournament/${tournament.id}`)
      .loginAs(admin)
      .form({
        'sport': 'golf',
        'year': '2031',
        'name': 'Open de Golf 2031',
        'startsOn': '2031-10-23',
        'endsOn': '2031-10-26',
        'isCurrent': 'true',
        'playersOpen': 'true',
        'openFormTypes[0]': 'gpress',
      })
      .withCsrfToken()
      .redirects(0)
    response.assertHeader('location', '/merchant/tournament')
    assert.equal(
      (response.flashMessages().notification as any).message,
      '¡Actualizado correctamente!'
    )
    await tournament.refresh()
    assert.equal(tournament.name, 'Open de Golf 2031')
    assert.equal(tournament.endsOn.toISODate(), '2031-10-26')
    assert.isNull(tournament.pressStartsOn)
    assert.isTrue(tournament.playersOpen)
    assert.deepEqual(tournament.openFormTypeList, ['gpress'])
  })

  test('bad dates and options are refused field by field, in Spanish', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    const response = await client
      .post('/merchant/tournament')
      .header('referer', '/merchant/tournament/create')
      .loginAs(admin)
      .form({
        ...TENNIS_2030,
        'sport': 'golf',
        'name': '',
        'endsOn': '2030-04-01',
        'pressEndsOn': '2030-04-20',
        'formsCloseOn': '2029-12-31',
        'openFormTypes[0]': 'ballboy',
      })
      .withCsrfToken()
      .redirects(0)
    response.assertHeader('location', '/merchant/tournament/create')
    const errors = response.flashMessages().inputErrorsBag as Record<string, string[]>
    for (const field of ['name', 'endsOn', 'pressEndsOn', 'formsCloseOn', 'openFormTypes.0']) {
      assert.isDefined(errors[field], field)
    }
    assert.equal(errors.endsOn[0], 'El campo fecha de fin no puede ser anterior a fecha de inicio')
    assert.isNull(await Tournament.findBy('year', 2030))
  })

  test('a sport named like an object property is refused, not a server error', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    for (const sport of ['toString', 'constructor', '__proto__', 'hasOwnProperty']) {
      const response = await client
        .post('/merchant/tournament')
        .header('referer', '/merchant/tournament/create')
        .loginAs(admin)
        .form({ ...TENNIS_2030, sport })
        .withCsrfToken()
        .redirects(0)
      response.assertHeader('location', '/merchant/tournament/create')
      const errors = response.flashMessages().inputErrorsBag as Record<string, string[]>
      assert.isDefined(errors.sport, sport)
    }
    assert.isNull(await Tournament.findBy('year', 2030))
  })

  test('press dates go in pairs and dates stay in a storable range', async ({ client, assert }) => {
    const admin = await createUser({ isAdmin: true })
    const { pressStartsOn, ...withoutPressStart } = TENNIS_2030
    assert.isString(pressStartsOn)
    const response = await client
      .post('/merchant/tournament')
      .header('referer', '/merchant/tournament/create')
      .loginAs(admin)
      .form({ ...withoutPressStart, formsOpenOn: '0000-01-01' })
      .withCsrfToken()
      .redirects(0)
    const errors = response.flashMessages().inputErrorsBag as Record<string, string[]>
    assert.deepEqual(errors.pressStartsOn, ['El campo primer día de prensa es obligatorio'])
    assert.isDefined(errors.formsOpenOn)
    assert.isNull(await Tournament.findBy('year', 2030))
  })

  test('one tournament per sport and year, with its own message', async ({ client, assert }) => {
    const admin = await createUser({ isAdmin: true })
    await makeTournament('tennis', 2030, true)
    const response = await client
      .post('/merchant/tournament')
      .header('referer', '/merchant/tournament/create')
      .loginAs(admin)
      .form(TENNIS_2030)
      .withCsrfToken()
      .redirects(0)
    const errors = response.flashMessages().inputErrorsBag as Record<string, string[]>
    assert.deepEqual(errors.year, ['Ya existe un torneo de ese deporte para ese año'])

    const english = await client
      .post('/merchant/tournament')
      .header('referer', '/merchant/tournament/create')
      .withPlainCookie('locale', 'en')
      .loginAs(admin)
      .form(TENNIS_2030)
      .withCsrfToken()
      .redirects(0)
    const englishErrors = english.flashMessages().inputErrorsBag as Record<string, string[]>
    assert.deepEqual(englishErrors.year, [
      'There is already a tournament of that sport for that year',
    ])

    /** The same year in the other sport is fine, and so is saving a tournament unchanged. */
    const golf = await client
      .post('/merchant/tournament')
      .loginAs(admin)
      .form({ ...TENNIS_2030, ...GOLF_TYPES })
      .withCsrfToken()
      .redirects(0)
    golf.assertHeader('location', '/merchant/tournament')
    const existing = await Tournament.findByOrFail('sport', 'golf')
    const resave = await client
      .put(`/merchant/tournament/${existing.id}`)
      .loginAs(admin)
      .form({ ...TENNIS_2030, ...GOLF_TYPES })
      .withCsrfToken()
      .redirects(0)
    resave.assertHeader('location', '/merchant/tournament')
  })

  test('marking a tournament current un-sets the other of its sport only', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    const tennis2029 = await makeTournament('tennis', 2029, true)
    const golf2029 = await makeTournament('golf', 2029, true)

    await client
      .post('/merchant/tournament')
      .loginAs(admin)
      .form(TENNIS_2030)
      .withCsrfToken()
      .redirects(0)
    const tennis2030 = await Tournament.query()
      .where('sport', 'tennis')
      .where('year', 2030)
      .firstOrFail()
    assert.deepEqual(await currentIds('tennis'), [tennis2030.id])
    assert.deepEqual(await currentIds('golf'), [golf2029.id])

    /** And back: editing last year's tournament as current switches again. */
    await client
      .put(`/merchant/tournament/${tennis2029.id}`)
      .loginAs(admin)
      .form({
        sport: 'tennis',
        year: '2029',
        name: 'tennis 2029',
        startsOn: '2029-04-20',
        endsOn: '2029-05-03',
        isCurrent: 'true',
      })
      .withCsrfToken()
      .redirects(0)
    assert.deepEqual(await currentIds('tennis'), [tennis2029.id])
  })

  test('the current tournament cannot be un-ticked; another must be marked instead', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    const current = await makeTournament('tennis', 2030, true)
    const response = await client
      .put(`/merchant/tournament/${current.id}`)
      .header('referer', `/merchant/tournament/${current.id}/edit`)
      .loginAs(admin)
      .form({ ...TENNIS_2030, isCurrent: undefined })
      .withCsrfToken()
      .redirects(0)
    const errors = response.flashMessages().inputErrorsBag as Record<string, string[]>
    assert.deepEqual(errors.isCurrent, [
      'Para cambiar el torneo actual, marca otro torneo de este deporte como actual',
    ])
    assert.deepEqual(await currentIds('tennis'), [current.id])
  })

  test('the first tournament of a sport becomes current; moving the current one to the other sport hands over', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    await client
      .post('/merchant/tournament')
      .loginAs(admin)
      .form({ ...TENNIS_2030, isCurrent: undefined })
      .withCsrfToken()
      .redirects(0)
    const first = await Tournament.findByOrFail('year', 2030)
    assert.isTrue(first.isCurrent)

    const older = await makeTournament('tennis', 2029, false)
    await client
      .put(`/merchant/tournament/${first.id}`)
      .loginAs(admin)
      .form({ ...TENNIS_2030, ...GOLF_TYPES })
      .withCsrfToken()
      .redirects(0)
    assert.deepEqual(await currentIds('golf'), [first.id])
    assert.deepEqual(await currentIds('tennis'), [older.id])
  })

  test('non-admin staff cannot list or change tournaments', async ({ client, assert }) => {
    const editor = await createUser({ canEdit: true, canCreate: true })
    const tournament = await makeTournament('tennis', 2030, true)
    const page = await client.get('/merchant/tournament').loginAs(editor).withInertia()
    page.assertStatus(403)
    page.assertInertiaComponent('errors/forbidden')

    const change = await client
      .put(`/merchant/tournament/${tournament.id}`)
      .loginAs(editor)
      .form({ ...TENNIS_2030, name: 'Hijacked' })
      .withCsrfToken()
      .redirects(0)
    change.assertStatus(302)
    await tournament.refresh()
    assert.equal(tournament.name, 'tennis 2030')
  })

  test('the menu lists tournament configuration and default players for admins', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    const page = await client.get('/merchant').loginAs(admin).withInertia()
    const translations = page.body().props.translations.messages
    assert.equal(translations['menu.tournament_configuration'], 'Configuración del torneo')
    assert.equal(translations['menu.default_players'], 'Jugadores por defecto')
  })
})
