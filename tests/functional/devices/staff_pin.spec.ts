import { test } from '@japa/runner'
import limiter from '@adonisjs/limiter/services/main'
import db from '@adonisjs/lucid/services/db'
import hash from '@adonisjs/core/services/hash'
import type User from '#models/user'
import { truncateAll } from '#tests/helpers/database'
import { createUser } from '#tests/helpers/users'
import { pressDoor } from '#tests/helpers/doors'
import { tillWithHolder } from '#tests/helpers/restaurants'
import {
  deductionAction,
  deviceGet,
  pairedDevice,
  passageAction,
  sendActions,
} from '#tests/helpers/devices'

/** The users admin's form, as an administrator sends it, with a desk PIN. */
async function setDeskPin(client: any, admin: User, user: User, deskPin: string) {
  return client
    .put(`/merchant/user/${user.id}`)
    .loginAs(admin)
    .withCsrfToken()
    .form({ name: user.name, lastName: user.lastName, email: user.email, deskPin })
    .redirects(0)
}

function signIn(client: any, token: string, body: object, locale = 'en') {
  return client
    .post('/device-api/staff')
    .header('authorization', `Bearer ${token}`)
    .withPlainCookie('locale', locale)
    .json(body)
}

test.group('Devices · staff PIN', (group) => {
  // Pairing and PIN tries are throttled per address: each test starts with a clean count.
  group.each.setup(() => limiter.clear())
  group.each.teardown(() => truncateAll())
  group.each.timeout(120_000)

  test('the admin sets a PIN (stored hashed); a wrong PIN is refused with a translated message', async ({
    client,
    assert,
  }) => {
    const { tennis, zone } = await pressDoor()
    const admin = await createUser({ isAdmin: true })
    const steward = await createUser({ name: 'Lucía', lastName: 'Portera' })
    const saved = await setDeskPin(client, admin, steward, '4821')
    saved.assertStatus(302)
    await steward.refresh()
    assert.isString(steward.deskPinHash)
    assert.notInclude(steward.deskPinHash!, '4821')

    const bad = await setDeskPin(client, admin, steward, '12')
    bad.assertStatus(302)
    assert.deepEqual(bad.flashMessages().inputErrorsBag, {
      deskPin: ['El PIN de puesto tiene de 4 a 6 cifras'],
    })
    await steward.refresh()
    assert.isTrue(await hash.verify(steward.deskPinHash!, '4821'), 'a refused PIN changes nothing')

    const device = await pairedDevice(client, admin, {
      kind: 'door',
      tournamentId: tennis.id,
      zoneId: zone.id,
    })
    await client
      .post(`/merchant/devices/${device.id}/pin`)
      .loginAs(admin)
      .withCsrfToken()
      .form({ required: 'on' })
      .redirects(0)
    const staff = await deviceGet(client, device.token, '/device-api/staff')
    assert.isTrue(staff.body().pinRequired)
    assert.deepEqual(staff.body().staff, [{ id: steward.id, name: 'Lucía Portera' }])

    const wrongEn = await signIn(client, device.token, { userId: steward.id, pin: '0000' })
    wrongEn.assertStatus(422)
    assert.equal(wrongEn.body().error, 'That PIN is wrong. Try again or ask an administrator.')
    const wrongEs = await signIn(client, device.token, { userId: steward.id, pin: '0000' }, 'es')
    assert.equal(
      wrongEs.body().error,
      'Ese PIN no es correcto. Vuelve a intentarlo o pregunta a un administrador.'
    )
    const malformed = await signIn(client, device.token, { userId: steward.id, pin: 'abcd' })
    malformed.assertStatus(422)
  })

  test('every action sent under a PIN sign-in names who worked: passages, deductions and the restaurant log', async ({
    client,
    assert,
  }) => {
    const door = await pressDoor()
    const till = await tillWithHolder({ credits: 5 })
    const admin = await createUser({ isAdmin: true })
    const worker = await createUser({ name: 'Pablo', lastName: 'Cajero' })
    await setDeskPin(client, admin, worker, '135790')
    await client
      .post(`/merchant/devices/tournaments/${till.tennis.id}/pin`)
      .loginAs(admin)
      .withCsrfToken()
      .form({ required: 'on' })
      .redirects(0)
    const doorDevice = await pairedDevice(client, admin, {
      kind: 'door',
      tournamentId: door.tennis.id,
      zoneId: door.zone.id,
    })
    const tillDevice = await pairedDevice(client, admin, {
      kind: 'till',
      tournamentId: till.tennis.id,
      restaurantId: till.restaurant.id,
    })
    const me = await deviceGet(client, tillDevice.token, '/device-api/me')
    assert.isTrue(me.body().pinRequired)

    const atDoor = await signIn(client, doorDevice.token, { userId: worker.id, pin: '135790' })
    atDoor.assertStatus(200)
    assert.equal(atDoor.body().staff.name, 'Pablo Cajero')
    const atTill = await signIn(client, tillDevice.token, { userId: worker.id, pin: '135790' })

    await sendActions(client, doorDevice.token, [
      passageAction(door.door.id, door.holder.code, { staff: atDoor.body().pass }),
      // The door's pass on another device names nobody: the action is still recorded.
      passageAction(door.door.id, door.holder.code, {
        staff: atTill.body().pass,
        direction: 'out',
        reason: 'exit',
      }),
    ]).then((response: any) => response.assertStatus(200))
    const passages = await db.from('passages').orderBy('id').select('staff_user_id')
    assert.deepEqual(
      passages.map((row) => row.staff_user_id),
      [worker.id, null]
    )

    const sent = await sendActions(client, tillDevice.token, [
      deductionAction(till.holder.id, 1, 5, { offline: false, staff: atTill.body().pass }),
    ])
    assert.equal(sent.body().results[0].status, 'recorded')
    const log = await client.get('/merchant/restaurant-logs').loginAs(admin).withInertia()
    assert.deepEqual(
      log.body().props.entries.map((entry: { cashier: string | null }) => entry.cashier),
      ['Pablo Cajero']
    )
  })
})
