import { test } from '@japa/runner'
import { truncateAll } from '#tests/helpers/database'
import { createForm } from '#tests/helpers/form_factory'
import { createUser } from '#tests/helpers/users'
import { insideNow, passageCount, pressDoor, scanAt, steward } from '#tests/helpers/doors'
import { actionKey, pairedDevice, passageAction, sendActions } from '#tests/helpers/devices'

/** The press door, its steward, two approved press badges and an admin. */
async function twoBadges() {
  const world = await pressDoor()
  const second = await createForm('press', world.tennis, {
    state: 'approved',
    name: 'Luis',
    lastName: 'Fotógrafo',
  })
  second.permissionId = world.template.id
  await second.save()
  const admin = await createUser({ isAdmin: true })
  return { ...world, second, admin }
}

test.group('Door keys · a key names one passage', (group) => {
  group.each.teardown(() => truncateAll())
  group.each.timeout(60_000)

  test("a steward's key reused for another badge or by another steward is a conflict, and records nothing", async ({
    client,
    assert,
  }) => {
    const { door, zone, steward: user, holder, second } = await twoBadges()
    const key = `reused-${actionKey()}`
    const first = await scanAt(client, user, door.id, { scan: holder.code, key })
    assert.equal(first.body().reason, 'entry')

    const otherBadge = await scanAt(client, user, door.id, { scan: second.code, key })
    otherBadge.assertStatus(409)
    assert.equal(otherBadge.body().status, 'key_conflict')
    const otherSteward = await steward([zone])
    const borrowed = await scanAt(client, otherSteward, door.id, { scan: holder.code, key })
    borrowed.assertStatus(409)
    // The other badge was not let in under the first one's answer.
    assert.equal(await passageCount({ form_id: second.id }), 0)
    assert.equal(await insideNow(zone.id), 1)

    const retried = await scanAt(client, user, door.id, { scan: holder.code, key })
    retried.assertStatus(200)
    assert.isTrue(retried.body().replayed)
    assert.equal(await passageCount(), 1)
  })

  test("a door device's key reused for another badge is a conflict online and in its synced queue", async ({
    client,
    assert,
  }) => {
    const { tennis, door, zone, holder, second, admin } = await twoBadges()
    const device = await pairedDevice(client, admin, {
      kind: 'door',
      tournamentId: tennis.id,
      zoneId: zone.id,
    })
    const online = (scan: string, key: string) =>
      client
        .post(`/device-api/doors/${door.id}/scans`)
        .header('authorization', `Bearer ${device.token}`)
        .json({ direction: 'in', key, scan })
    const onlineKey = actionKey()
    const entered = await online(holder.code, onlineKey)
    entered.assertStatus(200)
    const reusedOnline = await online(second.code, onlineKey)
    reusedOnline.assertStatus(409)
    const retriedOnline = await online(holder.code, onlineKey)
    assert.isTrue(retriedOnline.body().replayed)

    // Queued: the first sync records it; a later one reuses its key for the other badge.
    const queued = passageAction(door.id, holder.code, { direction: 'out', reason: 'exit' })
    const synced = await sendActions(client, device.token, [queued])
    assert.equal(synced.body().results[0].status, 'recorded')
    const reused = await sendActions(client, device.token, [
      queued,
      { ...queued, scan: second.code },
      { ...queued, verdict: 'deny', reason: 'no_zone' },
    ])
    assert.deepEqual(
      reused.body().results.map((result: { status: string }) => result.status),
      ['replayed', 'conflict', 'conflict']
    )
    // Within one batch: the first use of a new key is recorded, its reuse for another badge is not.
    const fresh = passageAction(door.id, second.code)
    const batch = await sendActions(client, device.token, [
      fresh,
      { ...fresh, scan: holder.code },
      fresh,
    ])
    assert.deepEqual(
      batch.body().results.map((result: { status: string }) => result.status),
      ['recorded', 'conflict', 'replayed']
    )
    assert.equal(await passageCount({ form_id: second.id }), 1)
    assert.equal(await passageCount({ form_id: holder.id }), 2)
    assert.equal(await insideNow(zone.id), 1)
  })
})
