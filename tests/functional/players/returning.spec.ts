import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import Tournament from '#models/tournament'
import { createForm } from '#tests/helpers/form_factory'
import { listPlayer, playerTournament } from '#tests/helpers/players'

/** Last year's tennis tournament with an approved team member of a player listed again this year. */
async function lastYearMember() {
  const { player, tennis, spain } = await playerTournament()
  const previous = await Tournament.create({
    sport: 'tennis',
    year: tennis.year - 1,
    name: `Test Open ${tennis.year - 1}`,
    startsOn: tennis.startsOn.minus({ years: 1 }),
    endsOn: tennis.endsOn.minus({ years: 1 }),
    isCurrent: false,
    openFormTypes: '[]',
  })
  const lastYearPlayer = await listPlayer(previous, { passport: player.passport })
  const member = await createForm(
    'player',
    previous,
    {
      state: 'approved',
      name: 'Rafael',
      lastName: 'Maymó',
      document: 'XA1234567',
      email: 'secret@example.test',
    },
    { defaultPlayerId: lastYearPlayer.id, role: 'physio', draw: 'doubles' }
  )
  member.gender = 'man'
  member.nationalityId = spain.id
  member.birthDate = DateTime.fromISO('1980-05-01')
  member.cellPhone = '+34 699 999 999'
  await member.save()
  return { player, member }
}

test.group('Players · returning team member by passport', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('a hit opens the player form prefilled with identity only, for this year’s player', async ({
    client,
    assert,
  }) => {
    const { player, member } = await lastYearMember()
    const search = await client
      .post('/forms/jugadores/old/search')
      .withCsrfToken()
      .form({ passport: 'xa1234567', birthDate: '01/05/1980' })
      .redirects(0)
    assert.equal(search.header('location'), '/forms/jugadores')

    const page = await client.get('/forms/jugadores').withSession(search.session()).withInertia()
    page.assertInertiaComponent('public/form')
    const initial = (page.inertiaProps as any).initial
    assert.deepEqual(initial, {
      name: 'Rafael',
      lastName: 'Maymó',
      document: 'XA1234567',
      idGender: 'man',
      idNationality: String(member.nationalityId),
      role: 'physio',
      draw: 'doubles',
      player: String(player.id),
    })
    const shown = JSON.stringify(page.inertiaProps)
    assert.notInclude(shown, 'secret@example.test', 'no contact details from a passport number')
    assert.notInclude(shown, '699 999 999')
    assert.notInclude(shown, '1980')
  })

  test('a miss says so and offers Create; nothing prefilled', async ({ client, assert }) => {
    await lastYearMember()
    const search = await client
      .post('/forms/jugadores/old/search')
      .withCsrfToken()
      .withPlainCookie('locale', 'en')
      .form({ passport: 'ZZ999', birthDate: '01/05/1980' })
      .redirects(0)
    assert.equal(search.header('location'), '/forms/jugadores/old')
    const page = await client
      .get('/forms/jugadores/old')
      .withSession(search.session())
      .withFlashMessages(search.flashMessages())
      .withPlainCookie('locale', 'en')
      .withInertia()
    page.assertInertiaComponent('public/player_lookup')
    assert.equal((page.inertiaProps as any).missed, 'ZZ999')
    const form = await client.get('/forms/jugadores').withSession(search.session()).withInertia()
    assert.isNull((form.inertiaProps as any).initial)
  })

  test('the right passport with another birth date is a miss, and the page does not say which was wrong', async ({
    client,
    assert,
  }) => {
    await lastYearMember()
    const search = await client
      .post('/forms/jugadores/old/search')
      .withCsrfToken()
      .withPlainCookie('locale', 'en')
      .form({ passport: 'XA1234567', birthDate: '02/05/1980' })
      .redirects(0)
    assert.equal(search.header('location'), '/forms/jugadores/old')
    const form = await client.get('/forms/jugadores').withSession(search.session()).withInertia()
    assert.isNull((form.inertiaProps as any).initial, 'nothing of last year is shown')
  })

  test('a lookup without a birth date is refused with a message', async ({ client, assert }) => {
    await lastYearMember()
    const search = await client
      .post('/forms/jugadores/old/search')
      .withCsrfToken()
      .header('referer', '/forms/jugadores/old')
      .form({ passport: 'XA1234567' })
      .redirects(0)
    assert.equal(search.header('location'), '/forms/jugadores/old')
    const errors = search.flashMessages().inputErrorsBag as Record<string, string[]>
    assert.lengthOf(errors.birthDate, 1)
    assert.notInclude(errors.birthDate[0], 'birthDate', 'a translated field name')
  })

  test('a rejected or waiting request of last year is not a hit', async ({ client, assert }) => {
    const { member } = await lastYearMember()
    member.state = 'rejected'
    await member.save()
    const search = await client
      .post('/forms/jugadores/old/search')
      .withCsrfToken()
      .form({ passport: 'XA1234567', birthDate: '01/05/1980' })
      .redirects(0)
    assert.equal(search.header('location'), '/forms/jugadores/old')
  })

  test('a passport with spaces or symbols is refused with a message', async ({
    client,
    assert,
  }) => {
    await playerTournament()
    const search = await client
      .post('/forms/jugadores/old/search')
      .withCsrfToken()
      .header('referer', '/forms/jugadores/old')
      .form({ passport: "XA 12'--", birthDate: '01/05/1980' })
      .redirects(0)
    assert.equal(search.status(), 302)
    assert.equal(
      (search.flashMessages().inputErrorsBag as Record<string, string[]>).passport[0],
      'Escribe el número de pasaporte sin espacios ni guiones'
    )
  })

  test('lookups are rate-limited per visitor: the eleventh in a minute is refused', async ({
    client,
    assert,
  }) => {
    await playerTournament()
    const statuses: number[] = []
    for (let attempt = 1; attempt <= 11; attempt++) {
      const response = await client
        .post('/forms/jugadores/old/search')
        .withCsrfToken()
        .form({ passport: `NOPE${attempt}`, birthDate: '01/05/1980' })
        .redirects(0)
      statuses.push(response.status())
    }
    assert.deepEqual(statuses.slice(0, 10), Array(10).fill(302))
    assert.equal(statuses[10], 429)
  })
})
