import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import Form from '#models/form'
import GuestDetail from '#models/guest_detail'
import { guestLink } from '#services/players/guest_links'
import { formCount } from '#tests/helpers/forms'
import {
  listPlayer,
  listedGuest,
  playerTournament,
  submitTeam,
  teamFields,
  relative,
  submitGuest,
} from '#tests/helpers/players'

function firstError(response: any, field: string) {
  return (response.flashMessages()?.inputErrorsBag ?? {})[field]?.[0]
}

test.group('Players · guests through the signed link', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('the link opens the guest form for its player and stores a guest of that player', async ({
    client,
    assert,
  }) => {
    const { spain, player, tennis } = await playerTournament()
    const path = relative(guestLink(player, tennis))
    const page = await client.get(path).withInertia()
    page.assertStatus(200)
    page.assertInertiaComponent('public/form')
    assert.equal((page.inertiaProps as any).player.name, `${player.name} ${player.lastName}`)
    const fields = (page.inertiaProps as any).form.sections.flatMap((s: any) => s.fields)
    assert.notInclude(
      fields.map((field: any) => field.name),
      'player',
      'the link fixes the player; the page does not ask'
    )

    const response = await submitGuest(client, path, spain.id, { food: 'true' })
    assert.equal(response.status(), 302, JSON.stringify(response.flashMessages()))
    assert.equal(response.header('location'), `/forms/invitados/${player.id}/gracias`)
    const guest = await Form.query().where('type', 'guest').firstOrFail()
    const detail = await GuestDetail.findByOrFail('formId', guest.id)
    assert.equal(detail.defaultPlayerId, player.id)
    assert.equal(detail.source, 'link')
    assert.isTrue(detail.assignFood)
    assert.equal(detail.guestType, 'coach')
  })

  test('a tampered link (other player, changed or missing signature) is refused and stores nothing', async ({
    client,
    assert,
  }) => {
    const { spain, player, tennis } = await playerTournament()
    const other = await listPlayer(tennis)
    const path = relative(guestLink(player, tennis))
    const tampered = [
      path.replace(`/forms/invitados/${player.id}`, `/forms/invitados/${other.id}`),
      path.replace(/signature=([^&]{6})/, 'signature=AAAAAA'),
      `/forms/invitados/${player.id}`,
    ]
    for (const url of tampered) {
      const page = await client.get(url).withInertia()
      page.assertStatus(403)
      page.assertInertiaComponent('public/invalid_link')
      const post = await submitGuest(client, url, spain.id)
      assert.equal(post.status(), 403, url)
    }
    assert.equal(await formCount('guest'), 0)
  })

  test('an expired link is refused', async ({ client, assert }) => {
    const { spain, player, tennis } = await playerTournament()
    /** A tournament that ended long ago gives a link valid for one hour at most. */
    tennis.endsOn = DateTime.now().minus({ days: 30 })
    const realNow = Date.now
    Date.now = () => realNow() - 2 * 3600_000
    let path: string
    try {
      path = relative(guestLink(player, tennis))
    } finally {
      Date.now = realNow
    }
    const page = await client.get(path).withInertia()
    page.assertStatus(403)
    const post = await submitGuest(client, path, spain.id)
    assert.equal(post.status(), 403)
    assert.equal(await formCount('guest'), 0)
  })

  test('the fourth guest is refused through the link, and a second free meal too', async ({
    client,
    assert,
  }) => {
    const { spain, player, tennis } = await playerTournament()
    await submitTeam(
      client,
      teamFields(player.id, spain.id, { ...listedGuest(1, true), ...listedGuest(2) })
    )
    const path = relative(guestLink(player, tennis))

    const meal = await submitGuest(client, path, spain.id, { food: 'true' })
    assert.equal(
      firstError(meal, 'food'),
      'La comida gratuita es para un invitado por jugador: quedan 0.'
    )
    const third = await submitGuest(client, path, spain.id)
    assert.equal(third.header('location'), `/forms/invitados/${player.id}/gracias`)
    const fourth = await submitGuest(client, path, spain.id)
    assert.equal(
      firstError(fourth, 'guestType'),
      'Demasiados invitados para este jugador: como máximo 3, quedan 0 plazas.'
    )
    assert.equal(await formCount('guest'), 3)
  })

  test('a player taken off the list invalidates the link', async ({ client }) => {
    const { player, tennis } = await playerTournament()
    const path = relative(guestLink(player, tennis))
    await player.delete()
    const page = await client.get(path).withInertia()
    page.assertStatus(403)
    page.assertInertiaComponent('public/invalid_link')
  })

  test('closed player requests show the player-closed page on the link', async ({ client }) => {
    const { player, tennis } = await playerTournament()
    tennis.playersOpen = false
    await tennis.save()
    const page = await client.get(relative(guestLink(player, tennis))).withInertia()
    page.assertInertiaComponent('public/player_closed')
    const team = await client.get('/forms/jugadores').withInertia()
    team.assertInertiaComponent('public/player_closed')
  })
})
