import { test } from '@japa/runner'
import limiter from '@adonisjs/limiter/services/main'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import { DateTime } from 'luxon'
import sharp from 'sharp'
import { sqlTimestamp } from '#support/sql_time'
import { pruneFormChanges } from '#services/devices/change_pruning'
import { truncateAll } from '#tests/helpers/database'
import { createUser } from '#tests/helpers/users'
import { createForm } from '#tests/helpers/form_factory'
import { pressDoor } from '#tests/helpers/doors'
import { tillWithHolder } from '#tests/helpers/restaurants'
import {
  deductionAction,
  deviceGet,
  pairedDevice,
  passageAction,
  sendActions,
} from '#tests/helpers/devices'

async function portrait() {
  return sharp({ create: { width: 300, height: 400, channels: 3, background: '#806040' } })
    .jpeg()
    .toBuffer()
}

test.group('Devices · photos, change log, batches', (group) => {
  // Pairing and PIN tries are throttled per address: each test starts with a clean count.
  group.each.setup(() => limiter.clear())
  group.each.teardown(() => truncateAll())
  group.each.timeout(120_000)

  test('a till fetches small photos of its own holders only; bad ids are refused', async ({
    client,
    assert,
  }) => {
    const { tennis, restaurant, holder } = await tillWithHolder({ credits: 3 })
    const stranger = await createForm('press', tennis, { state: 'approved' })
    for (const form of [holder, stranger]) {
      form.photoPath = `forms/device-photo-${form.id}.jpg`
      await drive.use().put(form.photoPath, await portrait())
      await form.save()
    }
    const admin = await createUser({ isAdmin: true })
    const till = await pairedDevice(client, admin, {
      kind: 'till',
      tournamentId: tennis.id,
      restaurantId: restaurant.id,
    })
    const snapshot = await deviceGet(client, till.token, '/device-api/snapshot')
    assert.isTrue(snapshot.body().holders[0].hasPhoto)

    const photos = await deviceGet(
      client,
      till.token,
      `/device-api/photos?ids=${holder.id},${stranger.id}`
    )
    photos.assertStatus(200)
    assert.deepEqual(
      photos.body().photos.map((photo: { id: number }) => photo.id),
      [holder.id]
    )
    const image = await sharp(Buffer.from(photos.body().photos[0].jpeg, 'base64')).metadata()
    assert.deepInclude(image, { format: 'jpeg', width: 64, height: 64 })

    const bad = await deviceGet(client, till.token, '/device-api/photos?ids=1,x')
    bad.assertStatus(422)
  })

  test('the devices list shows what each device last reported: seen, version, queue, data age', async ({
    client,
    assert,
  }) => {
    const { tennis, restaurant } = await tillWithHolder({ credits: 1 })
    const admin = await createUser({ isAdmin: true })
    const till = await pairedDevice(client, admin, {
      kind: 'till',
      tournamentId: tennis.id,
      restaurantId: restaurant.id,
      name: 'Caja informe',
    })
    // Stored to the second.
    const dataAt = new Date(Math.floor((Date.now() - 90_000) / 1000) * 1000).toISOString()
    await deviceGet(client, till.token, '/device-api/me')
      .header('x-app-version', 'desk-9')
      .header('x-queued-actions', '7')
      .header('x-data-at', dataAt)
      .then((response: any) => response.assertStatus(200))
    const list = await client.get('/merchant/devices').loginAs(admin).withInertia()
    const row = list
      .body()
      .props.devices.find((device: { name: string }) => device.name === 'Caja informe')
    assert.equal(row.appVersion, 'desk-9')
    assert.equal(row.queuedActions, 7)
    assert.equal(new Date(row.dataAt).getTime(), new Date(dataAt).getTime())
    assert.isNotNull(row.lastSeenAt)
  })

  test('old change-log rows are pruned; a device whose cursor they passed fetches a snapshot again', async ({
    client,
    assert,
  }) => {
    const { tennis, zone, holder } = await pressDoor()
    const admin = await createUser({ isAdmin: true })
    const door = await pairedDevice(client, admin, {
      kind: 'door',
      tournamentId: tennis.id,
      zoneId: zone.id,
    })
    // Every change so far happened ten days ago.
    await db
      .from('form_changes')
      .update({ created_at: sqlTimestamp(DateTime.now().minus({ days: 10 })) })
    const snapshot = await deviceGet(client, door.token, '/device-api/snapshot')
    const oldCursor = snapshot.body().cursor as string
    const before = Number(oldCursor.split('.')[0])
    // Two changes after that cursor, both past the kept days: pruning drops the first.
    for (const days of [9, 8]) {
      await db.table('form_changes').insert({
        form_id: holder.id,
        created_at: sqlTimestamp(DateTime.now().minus({ days })),
      })
    }
    const fresh = await deviceGet(client, door.token, '/device-api/snapshot')
    const freshCursor = fresh.body().cursor as string

    assert.isAbove(await pruneFormChanges(), 0)
    const kept = await db.from('form_changes').count('* as total').first()
    assert.equal(Number(kept.total), 1, 'only the newest old row stays, as the mark')

    const stale = await deviceGet(
      client,
      door.token,
      `/device-api/delta?cursor=${encodeURIComponent(oldCursor)}`
    )
    assert.isTrue(stale.body().reset, `a cursor at ${before} missed pruned changes`)
    const current = await deviceGet(
      client,
      door.token,
      `/device-api/delta?cursor=${encodeURIComponent(freshCursor)}`
    )
    assert.isFalse(current.body().reset)
  })

  test('one batch of entries and exits of the same badge counts presence in order, as one by one', async ({
    client,
    assert,
  }) => {
    const { tennis, zone, door, holder, template } = await pressDoor({ antiPassback: true })
    const other = await createForm('press', tennis, { state: 'approved' })
    other.permissionId = template.id
    await other.save()
    const admin = await createUser({ isAdmin: true })
    const device = await pairedDevice(client, admin, {
      kind: 'door',
      tournamentId: tennis.id,
      zoneId: zone.id,
    })
    const sequence = (code: string) => {
      const enter = () => passageAction(door.id, code)
      const leave = () => passageAction(door.id, code, { direction: 'out', reason: 'exit' })
      const first = enter()
      return [first, enter(), leave(), leave(), enter(), { ...first }]
    }
    const batched = await sendActions(client, device.token, sequence(holder.code))
    batched.assertStatus(200)
    const oneByOne = []
    for (const action of sequence(other.code)) {
      const sent = await sendActions(client, device.token, [action])
      oneByOne.push(sent.body().results[0])
    }
    const statuses = (results: { status: string; review?: string | null }[]) =>
      results.map((result) => [result.status, result.review ?? null])
    assert.deepEqual(statuses(batched.body().results), statuses(oneByOne))
    assert.deepEqual(
      statuses(batched.body().results).map(([status]) => status),
      ['recorded', 'recorded', 'recorded', 'recorded', 'recorded', 'replayed']
    )
    const counted = async (formId: number) => {
      const rows = await db
        .from('passages')
        .where('form_id', formId)
        .orderBy('id')
        .select('counted')
      return rows.map((row) => Boolean(row.counted))
    }
    assert.deepEqual(await counted(holder.id), [true, false, true, false, true])
    assert.deepEqual(await counted(holder.id), await counted(other.id))
    const presence = await db.from('zone_presences').where({ form_id: holder.id }).first()
    assert.isTrue(Boolean(presence.inside))
  })
})

test.group('Devices · a restaurant offline allowance', (group) => {
  // Pairing and PIN tries are throttled per address: each test starts with a clean count.
  group.each.setup(() => limiter.clear())
  group.each.teardown(() => truncateAll())
  group.each.timeout(120_000)

  test('the admin allows one meal beyond the balance: offline tills get it once, then are refused', async ({
    client,
    assert,
  }) => {
    const { tennis, restaurant, holder } = await tillWithHolder({ credits: 1 })
    const admin = await createUser({ isAdmin: true })
    const badInput = await client
      .put(`/merchant/restaurants/${restaurant.id}`)
      .loginAs(admin)
      .withCsrfToken()
      .form({ name: restaurant.name, kind: restaurant.kind, offlineCreditsAllowance: 'many' })
      .redirects(0)
    assert.property(badInput.flashMessages().inputErrorsBag, 'offlineCreditsAllowance')
    await client
      .put(`/merchant/restaurants/${restaurant.id}`)
      .loginAs(admin)
      .withCsrfToken()
      .form({
        name: restaurant.name,
        kind: restaurant.kind,
        active: 'on',
        offlineCreditsAllowance: '1',
      })
      .redirects(0)
    await restaurant.refresh()
    assert.equal(restaurant.offlineCreditsAllowance, 1)
    assert.isNull(restaurant.offlineAmountAllowance)

    const tills = []
    for (const name of ['Caja A', 'Caja B', 'Caja C']) {
      tills.push(
        await pairedDevice(client, admin, {
          kind: 'till',
          tournamentId: tennis.id,
          restaurantId: restaurant.id,
          name,
        })
      )
    }
    // Three tills offline, each saw one meal left and served it.
    const results = []
    for (const till of tills) {
      const sent = await sendActions(client, till.token, [deductionAction(holder.id, 1, 1)])
      results.push(sent.body().results[0])
    }
    assert.deepEqual(
      results.map((result: { status: string; reason?: string }) => result.reason ?? result.status),
      ['recorded', 'recorded', 'beyond_allowance']
    )
    assert.equal(results[1].shortfall, 1)
    const overdrafts = await db.from('overdrafts').where('form_id', holder.id)
    assert.deepEqual(
      overdrafts.map((row) => Number(row.shortfall)),
      [1]
    )
  })
})
