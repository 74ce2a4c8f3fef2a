import { test } from '@japa/runner'
import limiter from '@adonisjs/limiter/services/main'
import db from '@adonisjs/lucid/services/db'
import hash from '@adonisjs/core/services/hash'
import Collective from '#models/collective'
import { truncateAll } from '#tests/helpers/database'
import { createUser } from '#tests/helpers/users'
import { createForm } from '#tests/helpers/form_factory'
import { openTournaments } from '#tests/helpers/forms'
import { pressDoor } from '#tests/helpers/doors'
import { tillWithHolder } from '#tests/helpers/restaurants'
import { clearSignatures, printedCard, signatureDataUrl } from '#tests/helpers/collection'
import {
  actionKey,
  countRows,
  deductionAction,
  deviceGet,
  pairedDevice,
  sendActions,
} from '#tests/helpers/devices'

/** A call of the collection desk's API as the desk sends it (its token, its language). */
function desk(client: any, token: string, path: string, body: object) {
  return client
    .post(`/device-api/collection/${path}`)
    .header('authorization', `Bearer ${token}`)
    .withPlainCookie('locale', 'en')
    .json(body)
}

const collector = { name: 'Pedro', lastName: 'Delegado', type: 'delegate', document: 'X1234567' }

async function collectionDevice(client: any, tournamentId: number) {
  const admin = await createUser({ isAdmin: true })
  const device = await pairedDevice(client, admin, {
    kind: 'collection',
    tournamentId,
    name: 'Recogida 1',
  })
  return { admin, device }
}

test.group('Devices · the collection desk', (group) => {
  // Pairing is throttled per address: each test starts, and leaves the next file, a clean count.
  group.each.setup(() => limiter.clear())
  group.each.teardown(async () => {
    await limiter.clear()
    await clearSignatures()
    await truncateAll()
  })
  group.each.timeout(120_000)

  test("a collection desk is made for one of this year's tournaments alone, pairs from its QR code and names its desk", async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const { admin, device } = await collectionDevice(client, tennis.id)
    const token = await db.from('auth_access_tokens').where('tokenable_id', device.id).firstOrFail()
    assert.deepEqual(JSON.parse(token.abilities), [`collection:${tennis.id}`])

    const me = await deviceGet(client, device.token, '/device-api/me')
    assert.equal(me.body().device.kind, 'collection')
    const snapshot = await deviceGet(client, device.token, '/device-api/snapshot')
    snapshot.assertStatus(200)
    assert.equal(snapshot.body().setup.tournament.id, tennis.id)
    assert.deepEqual(snapshot.body().holders, [], 'online only: no credential kept on the device')
    assert.match(snapshot.body().setup.collection.texts.privacy.en, /have received the credentials/)
    assert.match(
      snapshot.body().setup.collection.texts.privacy.es,
      /he recibido las acreditaciones/
    )

    const list = await client.get('/merchant/devices').loginAs(admin).withInertia()
    const row = list.body().props.devices[0]
    assert.deepInclude(row, {
      kind: 'collection',
      desk: '',
      state: 'paired',
      tournament: tennis.name,
    })
    assert.equal(row.appVersion, null)
    await deviceGet(client, device.token, '/device-api/me').header('x-app-version', 'desk-1')
    const seen = await client.get('/merchant/devices').loginAs(admin).withInertia()
    assert.equal(seen.body().props.devices[0].appVersion, 'desk-1')
    assert.isNotNull(seen.body().props.devices[0].lastSeenAt)
  })

  test("a scanned card is looked up in the desk's tournament only: another's is unknown, naming nobody", async ({
    client,
    assert,
  }) => {
    const { tennis, golf } = await openTournaments()
    const mine = await printedCard('press', tennis, { name: 'Lucía', lastName: 'Primera' })
    const unprinted = await createForm('press', tennis, { state: 'approved' })
    const other = await printedCard('gpress', golf, { name: 'Gala', lastName: 'Golfista' })
    const { device } = await collectionDevice(client, tennis.id)

    const found = await desk(client, device.token, 'lookup', { code: mine.code.toLowerCase() })
    found.assertStatus(200)
    assert.deepInclude(found.body().card, {
      id: mine.id,
      code: mine.code,
      name: 'Lucía',
      lastName: 'Primera',
      type: 'press',
      sport: 'tennis',
    })
    assert.notProperty(found.body().card, 'document')

    const elsewhere = await desk(client, device.token, 'lookup', { code: other.code })
    elsewhere.assertStatus(422)
    const unknown = await desk(client, device.token, 'lookup', { code: 'NOSUCHCARD' })
    assert.deepEqual(elsewhere.body(), unknown.body(), "another tournament's card is not told")
    assert.equal(elsewhere.body().reason, 'not_found')
    assert.notInclude(JSON.stringify(elsewhere.body()), 'Golfista')

    const notYet = await desk(client, device.token, 'lookup', { code: unprinted.code })
    assert.equal(notYet.body().message, 'This badge has not been printed yet.')
  })

  test('saved to sign later, then signed once under a retried key: collected, by the staff member signed in', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const cards = [await printedCard('press', tennis), await printedCard('press', tennis)]
    const { device } = await collectionDevice(client, tennis.id)
    const worker = await createUser({ name: 'Lucía', lastName: 'Recogida' })
    worker.deskPinHash = await hash.make('4821')
    await worker.save()
    const signedIn = await client
      .post('/device-api/staff')
      .header('authorization', `Bearer ${device.token}`)
      .json({ userId: worker.id, pin: '4821' })
    signedIn.assertStatus(200)
    const staff = signedIn.body().pass as string

    const key = actionKey()
    const ids = cards.map((card) => card.id)
    for (let attempt = 0; attempt < 2; attempt++) {
      const saved = await desk(client, device.token, 'collectives', {
        key,
        cards: ids,
        staff,
        ...collector,
      })
      saved.assertStatus(200)
      assert.equal(saved.body().collective.state, 'waiting')
      assert.deepEqual(saved.body().refused, [])
    }
    assert.equal(await countRows('collectives'), 1)
    assert.equal(await countRows('collective_forms'), 2)

    const sign = {
      key,
      cards: ids,
      staff,
      ...collector,
      privacy: true,
      signature: await signatureDataUrl(),
      locale: 'en',
    }
    const first = await desk(client, device.token, 'collectives/sign', sign)
    first.assertStatus(200)
    assert.deepEqual(first.body().collective.state, 'signed')
    assert.isFalse(first.body().replayed)
    const retried = await desk(client, device.token, 'collectives/sign', sign)
    retried.assertStatus(200)
    assert.isTrue(retried.body().replayed)

    const collective = await Collective.firstOrFail()
    assert.equal(collective.state, 'signed')
    assert.equal(collective.signedByUserId, worker.id)
    assert.equal(collective.deviceId, device.id)
    assert.equal(collective.acceptanceLocale, 'en')
    const logs = await db.from('form_logs').where('type', 'signature').orderBy('form_id')
    assert.deepEqual(
      logs.map((log) => [Number(log.form_id), Number(log.user_id)]),
      ids.map((id) => [id, worker.id])
    )
    assert.deepEqual(JSON.parse(logs[0].data), { collective: collective.id, device: device.id })

    // Two sends of one signing at once (a double tap, a retry racing the first): one signing.
    const again = [await printedCard('press', tennis)]
    const twice = { ...sign, key: actionKey(), cards: again.map((card) => card.id) }
    const answers = await Promise.all([
      desk(client, device.token, 'collectives/sign', twice),
      desk(client, device.token, 'collectives/sign', twice),
    ])
    assert.deepEqual(answers.map((answer) => answer.status()).sort(), [200, 200])
    assert.deepEqual(answers.map((answer) => answer.body().replayed).sort(), [false, true])
    assert.equal(await countRows('collectives'), 2)
    assert.equal(await countRows('form_logs', { type: 'signature' }), 3)
  })

  test('a refused signing says why in the desk language; a bad signature or another device key writes nothing', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const card = await printedCard('press', tennis)
    const { device } = await collectionDevice(client, tennis.id)
    const sign = {
      key: actionKey(),
      cards: [card.id],
      ...collector,
      privacy: false,
      signature: await signatureDataUrl(),
      locale: 'en',
    }
    const noPrivacy = await desk(client, device.token, 'collectives/sign', sign)
    noPrivacy.assertStatus(422)
    assert.equal(noPrivacy.body().message, 'The privacy terms must be accepted to sign.')
    assert.equal(await countRows('form_logs', { type: 'signature' }), 0)
    const kept = await Collective.firstOrFail()
    assert.equal(kept.state, 'waiting', 'kept to sign later')

    const scribble = {
      ...sign,
      key: actionKey(),
      privacy: true,
      signature: 'data:image/png;base64,AAAA',
    }
    const badImage = await desk(client, device.token, 'collectives/sign', scribble)
    badImage.assertStatus(422)
    assert.equal(badImage.body().message, 'Draw the signature before signing.')
    assert.equal(await countRows('collectives'), 1)

    const badKey = await desk(client, device.token, 'collectives', {
      ...collector,
      key: 'x',
      cards: [],
    })
    badKey.assertStatus(422)
    assert.isAbove(badKey.body().errors.length, 0)

    const { device: another } = await collectionDevice(client, tennis.id)
    const taken = await desk(client, another.token, 'collectives/sign', { ...sign, privacy: true })
    taken.assertStatus(409)
    assert.equal(taken.body().reason, 'key_conflict')
    assert.notInclude(JSON.stringify(taken.body()), 'Delegado')
    assert.equal(await countRows('form_logs', { type: 'signature' }), 0)
  })

  test('a revoked collection desk is refused at its next request', async ({ client, assert }) => {
    const { tennis } = await openTournaments()
    const card = await printedCard('press', tennis)
    const { admin, device } = await collectionDevice(client, tennis.id)
    const before = await desk(client, device.token, 'lookup', { code: card.code })
    before.assertStatus(200)
    await client
      .post(`/merchant/devices/${device.id}/revoke`)
      .loginAs(admin)
      .withCsrfToken()
      .redirects(0)
    const lookup = await desk(client, device.token, 'lookup', { code: card.code })
    lookup.assertStatus(401)
    assert.notProperty(lookup.body(), 'card')
    const saved = await desk(client, device.token, 'collectives', {
      key: actionKey(),
      cards: [card.id],
      ...collector,
    })
    saved.assertStatus(401)
    assert.equal(await countRows('collectives'), 0)
  })

  test("a collection desk's token is refused on the tills' and doors' routes, and theirs on the collection desk's", async ({
    client,
    assert,
  }) => {
    const { tennis, zone, door, holder } = await pressDoor()
    const till = await tillWithHolder({ credits: 3 })
    const card = await printedCard('press', tennis)
    const admin = await createUser({ isAdmin: true })
    const collection = await pairedDevice(client, admin, {
      kind: 'collection',
      tournamentId: tennis.id,
    })
    const doorDevice = await pairedDevice(client, admin, {
      kind: 'door',
      tournamentId: tennis.id,
      zoneId: zone.id,
    })
    const tillDevice = await pairedDevice(client, admin, {
      kind: 'till',
      tournamentId: tennis.id,
      restaurantId: till.restaurant.id,
    })

    const refusedToCollection = [
      await sendActions(client, collection.token, [deductionAction(till.holder.id, 1, 3)]),
      await deviceGet(client, collection.token, `/device-api/photos?ids=${holder.id}`),
      await client
        .post(`/device-api/doors/${door.id}/scans`)
        .header('authorization', `Bearer ${collection.token}`)
        .json({ scan: holder.code, direction: 'in', key: actionKey() }),
    ]
    for (const response of refusedToCollection) {
      response.assertStatus(403)
      assert.deepEqual(response.body(), { error: 'out_of_scope' })
    }
    await till.holder.refresh()
    assert.equal(till.holder.credits, 3)
    assert.equal(await countRows('passages'), 0)

    for (const other of [tillDevice, doorDevice]) {
      const lookup = await desk(client, other.token, 'lookup', { code: card.code })
      lookup.assertStatus(403)
      assert.deepEqual(lookup.body(), { error: 'out_of_scope' })
      const signed = await desk(client, other.token, 'collectives/sign', {
        key: actionKey(),
        cards: [card.id],
        ...collector,
        privacy: true,
        signature: await signatureDataUrl(),
        locale: 'es',
      })
      signed.assertStatus(403)
    }
    assert.equal(await countRows('collectives'), 0)
  })
})
