import { test } from '@japa/runner'
import transmit from '@adonisjs/transmit/services/main'
import { truncateAll } from '#tests/helpers/database'
import { createForm } from '#tests/helpers/form_factory'
import { createUser } from '#tests/helpers/users'
import { pressDoor } from '#tests/helpers/doors'
import { pairedDevice, passageAction, sendActions } from '#tests/helpers/devices'
import { eventually } from '#tests/helpers/gates'

test.group('Occupancy · a door device syncing its queue', (group) => {
  group.each.teardown(() => truncateAll())
  group.each.timeout(60_000)

  test("a door device's synced offline passages move the dashboard's count; a re-sent queue does not", async ({
    client,
    assert,
  }) => {
    const { tennis, zone, door, holder, template } = await pressDoor()
    const second = await createForm('press', tennis, { state: 'approved' })
    second.permissionId = template.id
    await second.save()
    const admin = await createUser({ isAdmin: true })
    const device = await pairedDevice(client, admin, {
      kind: 'door',
      tournamentId: tennis.id,
      zoneId: zone.id,
    })
    const counts: unknown[] = []
    const stop = transmit.on('broadcast', (event) => {
      if (event.channel === 'doors/occupancy') counts.push(event.payload)
    })
    try {
      const queue = [passageAction(door.id, holder.code), passageAction(door.id, second.code)]
      const synced = await sendActions(client, device.token, queue)
      synced.assertStatus(200)
      await eventually('the entries are pushed', async () =>
        counts.some(
          (count) => JSON.stringify(count) === JSON.stringify({ zoneId: zone.id, inside: 2 })
        )
      )
      const dashboard = await client.get('/merchant/occupancy').loginAs(admin).withInertia()
      assert.equal(
        dashboard.inertiaProps.zones.find((row: any) => row.zoneId === zone.id).inside,
        2
      )

      // The same queue again (the device never heard back): nothing written, nothing pushed.
      await new Promise((resolve) => setTimeout(resolve, 600))
      const before = counts.length
      const resent = await sendActions(client, device.token, queue)
      assert.deepEqual(
        resent.body().results.map((result: { status: string }) => result.status),
        ['replayed', 'replayed']
      )
      await new Promise((resolve) => setTimeout(resolve, 600))
      assert.equal(counts.length, before)

      const exit = passageAction(door.id, holder.code, { direction: 'out', reason: 'exit' })
      await sendActions(client, device.token, [exit])
      await eventually('the exit is pushed', async () => counts.length > before)
      assert.deepEqual(counts.at(-1), { zoneId: zone.id, inside: 1 })
    } finally {
      stop()
    }
  })
})
