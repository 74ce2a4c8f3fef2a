import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import Form from '#models/form'
import FormLog from '#models/form_log'
import GuestDetail from '#models/guest_detail'
import PlayerDetail from '#models/player_detail'
import { formCount, photoJpeg, birthDateAgo } from '#tests/helpers/forms'
import { createForm } from '#tests/helpers/form_factory'
import { createUser } from '#tests/helpers/users'
import { listPlayer, playerTournament } from '#tests/helpers/players'
import { clearMailbox, readDecodedMailbox } from '#tests/helpers/mailbox'

async function teamStaff() {
  return createUser({
    canEdit: true,
    canCreate: true,
    formTypes: JSON.stringify(['player', 'guest']),
  })
}

/** A team-member request for a player, committed like any stored request. */
async function member(tournament: any, playerId: number, dayPass = false) {
  return createForm('player', tournament, {}, { defaultPlayerId: playerId, dayPass })
}

test.group('Players · staff tools', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('the guest links page shows each player’s places used and a working private link', async ({
    client,
    assert,
  }) => {
    const { player, tennis } = await playerTournament({ inQuarterFinals: true })
    await member(tennis, player.id)
    await member(tennis, player.id, true)
    const page = await client
      .get('/merchant/mform/guest/links')
      .loginAs(await teamStaff())
      .withInertia()
    page.assertStatus(200)
    const row = (page.inertiaProps as any).players.find((entry: any) => entry.id === player.id)
    assert.deepEqual(row.used, { team: 1, dayPasses: 1, guests: 0, guestMeals: 0 })
    assert.deepEqual(row.limits, { team: 5, dayPasses: 3, guests: 3, guestMeals: 1 })
    const url = new URL(row.link)
    const form = await client.get(`${url.pathname}${url.search}`).withInertia()
    form.assertInertiaComponent('public/form')
  })

  test('"Add a guest" on the links page opens the guest form with that player chosen', async ({
    client,
    assert,
  }) => {
    const { player, tennis } = await playerTournament()
    const staff = await teamStaff()
    const open = (query: string) =>
      client.get(`/merchant/mform/guest/create${query}`).loginAs(staff).withInertia()

    const chosen = await open(`?player=${player.id}`)
    chosen.assertInertiaComponent('forms/form')
    assert.deepEqual((chosen.inertiaProps as any).preset, { player: String(player.id) })

    /** Only a listed player of this tournament, only for a select field: anything else is ignored. */
    const other = await listPlayer(tennis)
    for (const query of [`?player=${other.id + 1000}`, '?player=abc', '?player[]=1', '?name=Eve']) {
      const page = await open(query)
      page.assertStatus(200)
      assert.deepEqual((page.inertiaProps as any).preset, {}, query)
    }
  })

  test('staff without the guest type cannot see the links', async ({ client }) => {
    await playerTournament()
    const user = await createUser({ canEdit: true, formTypes: JSON.stringify(['press']) })
    const response = await client.get('/merchant/mform/guest/links').loginAs(user)
    response.assertStatus(403)
  })

  test('assign moves team members to a player and logs it; over the limit nothing moves', async ({
    client,
    assert,
  }) => {
    const { player, tennis } = await playerTournament()
    const other = await listPlayer(tennis)
    const forms = [await member(tennis, other.id), await member(tennis, other.id)]
    const staff = await teamStaff()

    const response = await client
      .post('/merchant/mform/player/assign')
      .loginAs(staff)
      .withCsrfToken()
      .header('accept', 'application/json')
      .json({ ids: forms.map((form) => form.id), player: player.id })
    response.assertStatus(200)
    const moved = await PlayerDetail.query().whereIn(
      'formId',
      forms.map((form) => form.id)
    )
    assert.isTrue(moved.every((detail) => detail.defaultPlayerId === player.id))
    const logs = await FormLog.query()
      .whereIn(
        'formId',
        forms.map((form) => form.id)
      )
      .where('type', 'updated')
    assert.lengthOf(logs, 2)

    /** Player has 2 of 3: two more would make four. */
    const more = [await member(tennis, other.id), await member(tennis, other.id)]
    const refused = await client
      .post('/merchant/mform/player/assign')
      .loginAs(staff)
      .withCsrfToken()
      .header('accept', 'application/json')
      .json({ ids: more.map((form) => form.id), player: player.id })
    refused.assertStatus(422)
    assert.include(JSON.stringify(refused.body()), 'quedan 1')
    const stayed = await PlayerDetail.query().whereIn(
      'formId',
      more.map((form) => form.id)
    )
    assert.isTrue(stayed.every((detail) => detail.defaultPlayerId === other.id))
  })

  test('assign needs the edit capability', async ({ client }) => {
    const { player, tennis } = await playerTournament()
    const form = await member(tennis, player.id)
    const readOnly = await createUser({ formTypes: JSON.stringify(['player']) })
    const response = await client
      .post('/merchant/mform/player/assign')
      .loginAs(readOnly)
      .withCsrfToken()
      .header('accept', 'application/json')
      .json({ ids: [form.id], player: player.id })
    response.assertStatus(403)
  })

  test('staff add a guest to the player in the URL, within the three-guest limit', async ({
    client,
    assert,
  }) => {
    const { player, spain } = await playerTournament()
    const staff = await teamStaff()
    const add = async () =>
      client
        .post(`/merchant/mform/player/${player.id}/guest`)
        .loginAs(staff)
        .withCsrfToken()
        .redirects(0)
        .fields({
          name: 'Invitado',
          lastName: 'Staff',
          birthDate: birthDateAgo(40),
          document: 'ST123',
          idGender: 'man',
          idNationality: String(spain.id),
          cellPhone: '+34 600 000 000',
          guestType: 'guest1',
          dayPass: 'false',
          food: 'false',
          reserved: 'true',
        })
        .file('image', await photoJpeg())
    for (let guest = 1; guest <= 3; guest++) {
      const response = await add()
      assert.match(response.header('location') ?? '', /^\/merchant\/mform\/guest\/\d+$/)
    }
    const fourth = await add()
    assert.equal(fourth.status(), 302)
    assert.notMatch(fourth.header('location') ?? '', /^\/merchant\/mform\/guest\/\d+$/)
    assert.equal(await formCount('guest'), 3)
    const details = await GuestDetail.query().where('defaultPlayerId', player.id)
    assert.isTrue(details.every((detail) => detail.source === 'staff' && detail.reserved))
  })

  test('staff of the players without the guests cannot add a guest', async ({ client, assert }) => {
    const { player } = await playerTournament()
    const playersOnly = await createUser({
      canEdit: true,
      canCreate: true,
      formTypes: JSON.stringify(['player']),
    })
    const response = await client
      .post(`/merchant/mform/player/${player.id}/guest`)
      .loginAs(playersOnly)
      .withCsrfToken()
      .header('accept', 'application/json')
      .fields({ name: 'Invitado', lastName: 'Colado' })
    response.assertStatus(403)
    assert.notInclude(JSON.stringify(response.body()), player.lastName)
    assert.equal(await formCount('guest'), 0)
  })

  test('the player list names each request’s player', async ({ client, assert }) => {
    const { player, tennis } = await playerTournament()
    await createForm(
      'player',
      tennis,
      {},
      { defaultPlayerId: player.id, playerName: 'Carla Suárez X' }
    )
    const page = await client
      .get('/merchant/mform/player')
      .loginAs(await teamStaff())
      .withInertia()
    assert.equal((page.inertiaProps as any).rows[0].player, 'Carla Suárez X')
    assert.isAbove((page.inertiaProps as any).players.length, 0)
  })
})

test.group('Players · approving and editing within the limits', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearMailbox())

  test('a rejected member cannot be approved again once the team is full', async ({
    client,
    assert,
  }) => {
    const { player, tennis } = await playerTournament()
    const rejected = await createForm(
      'player',
      tennis,
      { state: 'rejected' },
      { defaultPlayerId: player.id }
    )
    for (let place = 1; place <= 3; place++) {
      await createForm('player', tennis, {}, { defaultPlayerId: player.id })
    }
    const response = await client
      .post(`/merchant/mform/player/changestate/${rejected.id}`)
      .loginAs(await teamStaff())
      .withCsrfToken()
      .header('accept', 'application/json')
      .json({ state: 'approved' })
    assert.isAtLeast(response.status(), 400)
    await rejected.refresh()
    assert.equal(rejected.state, 'rejected')

    /** With a place free again, it can. */
    const other = await Form.query().where('type', 'player').where('state', 'waiting').firstOrFail()
    other.state = 'rejected'
    await other.save()
    const again = await client
      .post(`/merchant/mform/player/changestate/${rejected.id}`)
      .loginAs(await teamStaff())
      .withCsrfToken()
      .header('accept', 'application/json')
      .json({ state: 'approved' })
    again.assertStatus(200)
    await rejected.refresh()
    assert.equal(rejected.state, 'approved')
  })

  test('an approved team member is mailed the player’s guest link', async ({ client, assert }) => {
    const { player, tennis } = await playerTournament()
    const form = await createForm(
      'player',
      tennis,
      { email: 'coach@example.test' },
      { defaultPlayerId: player.id }
    )
    const response = await client
      .post(`/merchant/mform/player/changestate/${form.id}`)
      .loginAs(await teamStaff())
      .withCsrfToken()
      .header('accept', 'application/json')
      .json({ state: 'approved' })
    response.assertStatus(200)
    /** The decision mail and the guest link, each once. */
    const mails = await readDecodedMailbox()
    assert.lengthOf(mails, 2)
    const guestMail = mails.find((text) =>
      /Subject: (Acreditaciones - Enlace de invitados|Accreditations - Guest link)/.test(text)
    )!
    assert.isDefined(guestMail)
    assert.include(guestMail, 'coach@example.test')
    const link = guestMail.match(/https?:\/\/\S+\/forms\/invitados\/\d+\?signature=[\w.-]+/)
    assert.isNotNull(link, 'the mail holds the signed link')
    const url = new URL(link![0])
    assert.equal(url.pathname, `/forms/invitados/${player.id}`)
    const page = await client.get(`${url.pathname}${url.search}`).withInertia()
    page.assertInertiaComponent('public/form')
  })

  test('a staff edit moving a member to a full player is refused and changes nothing', async ({
    client,
    assert,
  }) => {
    const { player, tennis, spain } = await playerTournament()
    const full = await listPlayer(tennis)
    for (let place = 1; place <= 3; place++) {
      await createForm('player', tennis, {}, { defaultPlayerId: full.id })
    }
    const form = await createForm('player', tennis, {}, { defaultPlayerId: player.id })
    const response = await client
      .put(`/merchant/mform/player/${form.id}`)
      .loginAs(await teamStaff())
      .withCsrfToken()
      .header('referer', `/merchant/mform/player/${form.id}/edit`)
      .redirects(0)
      .fields({
        name: 'Moved',
        lastName: 'Member',
        birthDate: birthDateAgo(30),
        document: 'MV123',
        idGender: 'man',
        idNationality: String(spain.id),
        email: 'moved@example.test',
        cellPhone: '+34 600 000 000',
        player: String(full.id),
        draw: 'singles',
        dayPass: 'false',
        role: 'coach',
      })
    assert.equal(response.status(), 302)
    const bag = response.flashMessages().inputErrorsBag as Record<string, string[]>
    assert.include(bag.player[0], '3')
    const detail = await PlayerDetail.findByOrFail('formId', form.id)
    assert.equal(detail.defaultPlayerId, player.id)
    await form.refresh()
    assert.notEqual(form.name, 'Moved')
  })
})
