import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import Form from '#models/form'
import PlayerDetail from '#models/player_detail'
import GuestDetail from '#models/guest_detail'
import { formCount } from '#tests/helpers/forms'
import { listedGuest, playerTournament, submitTeam, teamFields } from '#tests/helpers/players'

/** The first error under each field, as the page shows it. */
function errorsOf(response: any): Record<string, string> {
  const bag: Record<string, string[]> = response.flashMessages()?.inputErrorsBag ?? {}
  return Object.fromEntries(Object.entries(bag).map(([field, messages]) => [field, messages[0]]))
}

test.group('Players · support-team limits', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('a member for a listed player is stored with the player, tour and free food for a coach', async ({
    client,
    assert,
  }) => {
    const { spain, player } = await playerTournament()
    const response = await submitTeam(client, teamFields(player.id, spain.id))
    assert.equal(response.status(), 302, JSON.stringify(errorsOf(response)))
    assert.equal(response.header('location'), '/forms/jugadores/gracias')
    const form = await Form.query().where('type', 'player').firstOrFail()
    const detail = await PlayerDetail.findByOrFail('formId', form.id)
    assert.equal(detail.defaultPlayerId, player.id)
    assert.equal(detail.tour, 'WTA')
    assert.equal(detail.playerName, `${player.name} ${player.lastName}`)
    assert.isTrue(detail.assignFood)
    assert.isNotNull(detail.passportPhotoPath)
  })

  test('a player not on the list is refused with the SPEC message', async ({ client, assert }) => {
    const { spain, player } = await playerTournament()
    const response = await submitTeam(client, teamFields(player.id + 999, spain.id))
    assert.equal(
      errorsOf(response).player,
      '¡Lo sentimos! Este jugador no pertenece a la lista de jugadores'
    )
    const english = await submitTeam(client, teamFields(player.id + 999, spain.id), 'en')
    assert.equal(errorsOf(english).player, "Sorry! this Player doesn't belong to player's list!")
    assert.equal(await formCount('player'), 0)
  })

  test('the third member is accepted, the fourth refused with the limit and what remains', async ({
    client,
    assert,
  }) => {
    const { spain, player } = await playerTournament()
    for (let member = 1; member <= 3; member++) {
      const response = await submitTeam(client, teamFields(player.id, spain.id))
      assert.equal(response.status(), 302)
      assert.equal(response.header('location'), '/forms/jugadores/gracias', `member ${member}`)
    }
    const fourth = await submitTeam(client, teamFields(player.id, spain.id))
    assert.equal(
      errorsOf(fourth).player,
      'El equipo de este jugador está completo: como máximo 3 miembros, quedan 0 plazas.'
    )
    assert.equal(await formCount('player'), 3)
  })

  test('a rejected request frees its place', async ({ client, assert }) => {
    const { spain, player } = await playerTournament()
    for (let member = 1; member <= 3; member++) {
      await submitTeam(client, teamFields(player.id, spain.id))
    }
    await Form.query().where('type', 'player').limit(1).update({ state: 'rejected' })
    const again = await Form.query().where('type', 'player').where('state', 'rejected').first()
    assert.isNotNull(again)
    const response = await submitTeam(client, teamFields(player.id, spain.id))
    assert.equal(response.header('location'), '/forms/jugadores/gracias')
  })

  test('five members while the player is in the quarter-finals, not six', async ({
    client,
    assert,
  }) => {
    const { spain, player } = await playerTournament({ inQuarterFinals: true })
    for (let member = 1; member <= 5; member++) {
      const response = await submitTeam(client, teamFields(player.id, spain.id))
      assert.equal(response.header('location'), '/forms/jugadores/gracias', `member ${member}`)
    }
    const sixth = await submitTeam(client, teamFields(player.id, spain.id))
    assert.include(errorsOf(sixth).player, 'como máximo 5 miembros, quedan 0')
    assert.equal(await formCount('player'), 5)
  })

  test('three day passes, then the fourth is refused; day passes do not use team places', async ({
    client,
    assert,
  }) => {
    const { spain, player, tennis } = await playerTournament()
    const day = tennis.startsOn.plus({ days: 2 }).toISODate()!
    for (let pass = 1; pass <= 3; pass++) {
      const response = await submitTeam(
        client,
        teamFields(player.id, spain.id, { dayPass: 'true', datePermission: day })
      )
      assert.equal(response.header('location'), '/forms/jugadores/gracias', `pass ${pass}`)
    }
    const fourth = await submitTeam(
      client,
      teamFields(player.id, spain.id, { dayPass: 'true', datePermission: day })
    )
    assert.include(errorsOf(fourth).dayPass, 'como máximo 3, quedan 0')
    const member = await submitTeam(client, teamFields(player.id, spain.id))
    assert.equal(member.header('location'), '/forms/jugadores/gracias')
    const passes = await PlayerDetail.query().where('dayPass', true)
    assert.lengthOf(passes, 3)
    assert.equal(passes[0].datePermission?.toISODate(), day)
  })

  test('six day passes for a Spanish player, not seven', async ({ client, assert }) => {
    const { spain, player, tennis } = await playerTournament({ isSpanish: true })
    const day = tennis.startsOn.toISODate()!
    const fields = () => teamFields(player.id, spain.id, { dayPass: 'true', datePermission: day })
    for (let pass = 1; pass <= 6; pass++) {
      const response = await submitTeam(client, fields())
      assert.equal(response.header('location'), '/forms/jugadores/gracias', `pass ${pass}`)
    }
    const seventh = await submitTeam(client, fields())
    assert.include(errorsOf(seventh).dayPass, 'como máximo 6, quedan 0')
    assert.equal(await formCount('player'), 6)
  })

  test('guests listed on a request become guest requests of the player, up to three', async ({
    client,
    assert,
  }) => {
    const { spain, player } = await playerTournament()
    const first = await submitTeam(
      client,
      teamFields(player.id, spain.id, { ...listedGuest(1, true), ...listedGuest(2) })
    )
    assert.equal(first.header('location'), '/forms/jugadores/gracias')
    const guests = await GuestDetail.query().where('defaultPlayerId', player.id)
    assert.lengthOf(guests, 2)
    assert.sameMembers(
      guests.map((guest) => guest.assignFood),
      [true, false]
    )

    /** Two more would make four: refused, saying one place is left; nothing of it stored. */
    const second = await submitTeam(
      client,
      teamFields(player.id, spain.id, { ...listedGuest(1), ...listedGuest(2) })
    )
    assert.equal(
      errorsOf(second).has_guest1,
      'Demasiados invitados para este jugador: como máximo 3, quedan 1 plazas.'
    )
    assert.equal(await formCount('player'), 1)
    assert.equal(await formCount('guest'), 2)

    const third = await submitTeam(client, teamFields(player.id, spain.id, listedGuest(1)))
    assert.equal(third.header('location'), '/forms/jugadores/gracias')
    assert.equal(await formCount('guest'), 3)
  })

  test('only one guest gets the free meal', async ({ client, assert }) => {
    const { spain, player } = await playerTournament()
    await submitTeam(client, teamFields(player.id, spain.id, listedGuest(1, true)))
    const second = await submitTeam(client, teamFields(player.id, spain.id, listedGuest(1, true)))
    assert.equal(
      errorsOf(second).guest1Food,
      'La comida gratuita es para un invitado por jugador: quedan 0.'
    )
    assert.equal(await formCount('guest'), 1)
  })
})
