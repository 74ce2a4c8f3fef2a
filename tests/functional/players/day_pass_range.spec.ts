import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import Form from '#models/form'
import PlayerDetail from '#models/player_detail'
import GuestDetail from '#models/guest_detail'
import { guestLink } from '#services/players/guest_links'
import { formCount } from '#tests/helpers/forms'
import {
  playerTournament,
  relative,
  submitGuest,
  submitTeam,
  teamFields,
} from '#tests/helpers/players'

function errorsOf(response: any): Record<string, string> {
  const bag: Record<string, string[]> = response.flashMessages()?.inputErrorsBag ?? {}
  return Object.fromEntries(Object.entries(bag).map(([field, messages]) => [field, messages[0]]))
}

test.group('Players · day passes over several days', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('a team member’s pass runs from its first to its last day; no last day is one day', async ({
    client,
    assert,
  }) => {
    const { spain, player, tennis } = await playerTournament()
    const first = tennis.startsOn.plus({ days: 1 }).toISODate()!
    const last = tennis.startsOn.plus({ days: 3 }).toISODate()!
    const ranged = await submitTeam(
      client,
      teamFields(player.id, spain.id, {
        dayPass: 'true',
        datePermission: first,
        endPermission: last,
      })
    )
    assert.equal(
      ranged.header('location'),
      '/forms/jugadores/gracias',
      JSON.stringify(errorsOf(ranged))
    )
    const single = await submitTeam(
      client,
      teamFields(player.id, spain.id, { dayPass: 'true', datePermission: first, endPermission: '' })
    )
    assert.equal(single.header('location'), '/forms/jugadores/gracias')

    const details = await PlayerDetail.query().orderBy('id')
    assert.deepEqual(
      details.map((detail) => [
        detail.datePermission?.toISODate(),
        detail.endPermission?.toISODate() ?? null,
      ]),
      [
        [first, last],
        [first, null],
      ]
    )
  })

  test('a last day before the first is refused with a message and nothing is stored', async ({
    client,
    assert,
  }) => {
    const { spain, player, tennis } = await playerTournament()
    const response = await submitTeam(
      client,
      teamFields(player.id, spain.id, {
        dayPass: 'true',
        datePermission: tennis.startsOn.plus({ days: 3 }).toISODate()!,
        endPermission: tennis.startsOn.plus({ days: 1 }).toISODate()!,
      }),
      'en'
    )
    assert.equal(errorsOf(response).endPermission, 'The last day cannot come before the first day')
    assert.equal(await formCount('player'), 0)
  })

  test('a guest’s pass spans days too', async ({ client, assert }) => {
    const { spain, player, tennis } = await playerTournament()
    const first = tennis.startsOn.toISODate()!
    const last = tennis.startsOn.plus({ days: 2 }).toISODate()!
    const response = await submitGuest(client, relative(guestLink(player, tennis)), spain.id, {
      dayPass: 'true',
      datePermission: first,
      endPermission: last,
    })
    assert.equal(response.status(), 302, JSON.stringify(errorsOf(response)))
    const guest = await Form.query().where('type', 'guest').firstOrFail()
    const detail = await GuestDetail.findByOrFail('formId', guest.id)
    assert.equal(detail.datePermission?.toISODate(), first)
    assert.equal(detail.endPermission?.toISODate(), last)
  })
})
