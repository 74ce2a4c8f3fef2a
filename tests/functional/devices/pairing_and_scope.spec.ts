import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Device from '#models/device'
import { sqlTimestamp } from '#support/sql_time'
import { truncateAll } from '#tests/helpers/database'
import { createUser } from '#tests/helpers/users'
import { createForm } from '#tests/helpers/form_factory'
import { pressDoor, zoneWithDoor } from '#tests/helpers/doors'
import { assignRestaurant, tillWithHolder } from '#tests/helpers/restaurants'
import {
  decodeQr,
  deductionAction,
  deviceGet,
  pairedDevice,
  pairingCodeIn,
  passageAction,
  sendActions,
} from '#tests/helpers/devices'

test.group('Devices · pairing, tokens and scope', (group) => {
  group.each.teardown(() => truncateAll())
  group.each.timeout(60_000)

  test('a device pairs with the QR code on the admin page, once; the code then fails', async ({
    client,
    assert,
  }) => {
    const { tennis, zone } = await pressDoor()
    const admin = await createUser({ isAdmin: true })
    const device = await pairedDevice(client, admin, {
      kind: 'door',
      tournamentId: tennis.id,
      zoneId: zone.id,
      name: 'Puerta prensa 1',
    })
    const me = await deviceGet(client, device.token, '/device-api/me')
    me.assertStatus(200)
    assert.equal(me.body().device.name, 'Puerta prensa 1')
    const again = await client.post('/device-api/pair').json({ code: device.code })
    again.assertStatus(422)
    assert.match(again.body().error, /incorrecto, ya se usó o ha caducado/)
    const list = await client.get('/merchant/devices').loginAs(admin).withInertia()
    assert.equal(list.body().props.devices[0].state, 'paired')
  })

  test('an expired pairing code is refused; a device never pairs with a staff password', async ({
    client,
    assert,
  }) => {
    const { tennis, zone } = await pressDoor()
    const admin = await createUser({ isAdmin: true })
    const created = await client
      .post('/merchant/devices')
      .loginAs(admin)
      .withCsrfToken()
      .form({ name: 'Tarde', kind: 'door', tournamentId: tennis.id, zoneId: zone.id })
      .redirects(0)
    const page = await client
      .get(created.header('location')!)
      .loginAs(admin)
      .withFlashMessages(created.flashMessages())
      .withInertia()
    const code = pairingCodeIn(await decodeQr(page.body().props.pairing.svg))
    await db
      .from('devices')
      .update({ pairing_expires_at: sqlTimestamp(DateTime.now().minus({ seconds: 1 })) })
    const late = await client.post('/device-api/pair').json({ code })
    late.assertStatus(422)
    const unpaired = await Device.firstOrFail()
    assert.isNull(unpaired.pairedAt)
    // A staff session is no device: the device API refuses it.
    const asStaff = await client.get('/device-api/snapshot').loginAs(admin)
    asStaff.assertStatus(401)
  })

  test('a revoked device is refused at its next request, and cannot be paired again', async ({
    client,
    assert,
  }) => {
    const { tennis, zone } = await pressDoor()
    const admin = await createUser({ isAdmin: true })
    const device = await pairedDevice(client, admin, {
      kind: 'door',
      tournamentId: tennis.id,
      zoneId: zone.id,
    })
    const before = await deviceGet(client, device.token, '/device-api/snapshot')
    before.assertStatus(200)
    await client
      .post(`/merchant/devices/${device.id}/revoke`)
      .loginAs(admin)
      .withCsrfToken()
      .redirects(0)
    const refused = await deviceGet(client, device.token, '/device-api/delta?cursor=0.0')
    refused.assertStatus(401)
    assert.notProperty(refused.body(), 'holders')
    await client
      .post(`/merchant/devices/${device.id}/pairing`)
      .loginAs(admin)
      .withCsrfToken()
      .redirects(0)
    const revoked = await Device.findOrFail(device.id)
    assert.isNull(revoked.pairingHash)
  })

  test("a door device reads its zone's tournament only, and records at its zone's doors only", async ({
    client,
    assert,
  }) => {
    const { tennis, golf, zone, door, holder, template } = await pressDoor()
    const golfZone = await zoneWithDoor(golf, 'Prensa')
    const golfHolder = await createForm('press', golf, { state: 'approved' })
    golfHolder.permissionId = template.id
    await golfHolder.save()
    const admin = await createUser({ isAdmin: true })
    const device = await pairedDevice(client, admin, {
      kind: 'door',
      tournamentId: tennis.id,
      zoneId: zone.id,
    })
    const snapshot = await deviceGet(client, device.token, '/device-api/snapshot')
    const codes = snapshot.body().holders.map((row: { code: string }) => row.code)
    assert.include(codes, holder.code)
    assert.notInclude(codes, golfHolder.code)
    const mine = snapshot.body().holders.find((row: { id: number }) => row.id === holder.id)
    assert.equal(mine.zoneFlag, 1)
    assert.notProperty(mine, 'document')
    assert.notProperty(mine, 'email')
    assert.deepEqual(
      snapshot.body().setup.zone.doors.map((row: { id: number }) => row.id),
      [door.id]
    )

    const answer = await sendActions(client, device.token, [
      passageAction(golfZone.door.id, golfHolder.code),
      deductionAction(holder.id, 1, 5),
      passageAction(door.id, holder.code),
    ])
    answer.assertStatus(200)
    assert.deepEqual(
      answer
        .body()
        .results.map((row: { status: string; reason?: string }) =>
          [row.status, row.reason ?? ''].join(':')
        ),
      ['refused:out_of_scope', 'refused:out_of_scope', 'recorded:']
    )
    assert.equal(
      await db
        .from('passages')
        .count('* as total')
        .first()
        .then((r) => Number(r.total)),
      1
    )
  })

  test("a till device serves its restaurant's holders only: another's cannot be read or charged", async ({
    client,
    assert,
  }) => {
    const { tennis, restaurant, holder } = await tillWithHolder({ credits: 3 })
    const other = await tillWithHolder({ credits: 3 })
    const admin = await createUser({ isAdmin: true })
    const device = await pairedDevice(client, admin, {
      kind: 'till',
      tournamentId: tennis.id,
      restaurantId: restaurant.id,
    })
    const snapshot = await deviceGet(client, device.token, '/device-api/snapshot')
    assert.deepEqual(
      snapshot.body().holders.map((row: { id: number; credits: number }) => [row.id, row.credits]),
      [[holder.id, 3]]
    )
    const answer = await sendActions(client, device.token, [
      deductionAction(other.holder.id, 1, 3),
      deductionAction(holder.id, 1, 3, { offline: false }),
    ])
    assert.deepEqual(
      answer
        .body()
        .results.map((row: { status: string; reason?: string }) => row.reason ?? row.status),
      ['not_assigned', 'recorded']
    )
    await other.holder.refresh()
    await holder.refresh()
    assert.equal(other.holder.credits, 3)
    assert.equal(holder.credits, 2)
    // Assigned to this restaurant later: it joins this till's data.
    await assignRestaurant(other.holder, restaurant)
    const later = await deviceGet(client, device.token, '/device-api/snapshot')
    assert.equal(later.body().holders.length, 2)
  })

  test('bad input is refused with a message and changes nothing', async ({ client, assert }) => {
    const { tennis, restaurant } = await tillWithHolder({ credits: 3 })
    const admin = await createUser({ isAdmin: true })
    const device = await pairedDevice(client, admin, {
      kind: 'till',
      tournamentId: tennis.id,
      restaurantId: restaurant.id,
    })
    const bad = await client
      .post('/device-api/actions')
      .header('authorization', `Bearer ${device.token}`)
      .json({ actions: [{ key: 'x', kind: 'deduction' }] })
    bad.assertStatus(422)
    assert.isAbove(bad.body().errors.length, 0)
    const noDesk = await client
      .post('/merchant/devices')
      .loginAs(admin)
      .withCsrfToken()
      .form({ name: 'Sin zona', kind: 'door', tournamentId: tennis.id, zoneId: 999999 })
      .redirects(0)
    noDesk.assertStatus(302)
    assert.equal(
      await Device.query()
        .count('* as total')
        .first()
        .then((r) => Number(r!.$extras.total)),
      1
    )
  })
})
