import { test } from '@japa/runner'
import { truncateAll } from '#tests/helpers/database'
import { createUser } from '#tests/helpers/users'
import { insideNow, passageCount, pressDoor, zoneWithDoor } from '#tests/helpers/doors'
import { tillWithHolder } from '#tests/helpers/restaurants'
import { actionKey, pairedDevice } from '#tests/helpers/devices'

/** A scan as a paired door device sends it online. */
function deviceScan(
  client: any,
  token: string,
  doorId: number,
  body: { scan: string; direction?: 'in' | 'out'; key?: string }
) {
  return client
    .post(`/device-api/doors/${doorId}/scans`)
    .header('authorization', `Bearer ${token}`)
    .json({ direction: 'in', key: actionKey(), ...body })
}

test.group('Devices · a door device scans online', (group) => {
  group.each.teardown(() => truncateAll())
  group.each.timeout(60_000)

  test("a door device's scan is answered by the office's engine, recorded once and counted", async ({
    client,
    assert,
  }) => {
    const { tennis, zone, door, holder } = await pressDoor()
    const admin = await createUser({ isAdmin: true })
    const device = await pairedDevice(client, admin, {
      kind: 'door',
      tournamentId: tennis.id,
      zoneId: zone.id,
    })
    const key = actionKey()
    const admitted = await deviceScan(client, device.token, door.id, { scan: holder.code, key })
    admitted.assertStatus(200)
    assert.equal(admitted.body().verdict, 'admit')
    assert.equal(admitted.body().reason, 'entry')
    assert.deepEqual(admitted.body().message, {
      es: 'Adelante: entrada a Prensa.',
      en: 'Go ahead: entry to Prensa.',
    })
    assert.equal(admitted.body().holder.lastName, 'Periodista')
    assert.notProperty(admitted.body().holder, 'document')
    // No session for a device: nothing in the answer to keep.
    assert.isUndefined(admitted.header('set-cookie'))

    const retried = await deviceScan(client, device.token, door.id, { scan: holder.code, key })
    assert.isTrue(retried.body().replayed)
    assert.equal(retried.body().reason, 'entry')
    const again = await deviceScan(client, device.token, door.id, { scan: holder.code })
    assert.equal(again.body().reason, 'already_inside')
    assert.equal(await passageCount({ device_id: device.id, form_id: holder.id }), 2)
    assert.equal(await passageCount({ device_id: device.id, user_id: null }), 2)
    assert.equal(await insideNow(zone.id), 1)
  })

  test("a door device scans only at its zone's doors; a till, revoked or unknown token not at all", async ({
    client,
    assert,
  }) => {
    const { tennis, golf, zone, door, holder } = await pressDoor()
    const otherZone = await zoneWithDoor(tennis, 'Vestuarios')
    const golfZone = await zoneWithDoor(golf, 'Prensa')
    const admin = await createUser({ isAdmin: true })
    const device = await pairedDevice(client, admin, {
      kind: 'door',
      tournamentId: tennis.id,
      zoneId: zone.id,
    })
    for (const other of [otherZone.door, golfZone.door]) {
      const refused = await deviceScan(client, device.token, other.id, { scan: holder.code })
      refused.assertStatus(403)
      assert.notProperty(refused.body(), 'holder')
    }
    const till = await tillWithHolder({ credits: 1 })
    const tillDevice = await pairedDevice(client, admin, {
      kind: 'till',
      tournamentId: till.tennis.id,
      restaurantId: till.restaurant.id,
    })
    const byTill = await deviceScan(client, tillDevice.token, door.id, { scan: holder.code })
    byTill.assertStatus(403)
    const forged = `${device.token.slice(0, -4)}AAAA`
    const byForged = await deviceScan(client, forged, door.id, { scan: holder.code })
    byForged.assertStatus(401)
    await client
      .post(`/merchant/devices/${device.id}/revoke`)
      .loginAs(admin)
      .withCsrfToken()
      .redirects(0)
    const byRevoked = await deviceScan(client, device.token, door.id, { scan: holder.code })
    byRevoked.assertStatus(401)
    assert.equal(await passageCount(), 0)
    assert.equal(await insideNow(zone.id), 0)
  })

  test('bad input is refused with a message and records nothing', async ({ client, assert }) => {
    const { tennis, zone, door, holder } = await pressDoor()
    const admin = await createUser({ isAdmin: true })
    const device = await pairedDevice(client, admin, {
      kind: 'door',
      tournamentId: tennis.id,
      zoneId: zone.id,
    })
    for (const body of [
      { scan: '' },
      { scan: holder.code, direction: 'sideways' },
      { scan: holder.code, key: 'short' },
    ]) {
      const refused = await deviceScan(client, device.token, door.id, body as any)
      refused.assertStatus(422)
      assert.isNotEmpty(refused.body().errors[0].message)
    }
    const unknownDoor = await deviceScan(client, device.token, 99999, { scan: holder.code })
    unknownDoor.assertStatus(403)
    assert.equal(await passageCount(), 0)
  })
})
