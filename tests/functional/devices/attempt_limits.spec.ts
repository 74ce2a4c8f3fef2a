import { test } from '@japa/runner'
import limiter from '@adonisjs/limiter/services/main'
import Device from '#models/device'
import type User from '#models/user'
import hash from '@adonisjs/core/services/hash'
import { newPairingCode } from '#services/devices/pairing'
import { truncateAll } from '#tests/helpers/database'
import { createUser } from '#tests/helpers/users'
import { pressDoor } from '#tests/helpers/doors'
import { pairedDevice } from '#tests/helpers/devices'

function pair(client: any, code: string) {
  return client.post('/device-api/pair').withPlainCookie('locale', 'en').json({ code })
}

function signIn(client: any, token: string, user: User, pin: string) {
  return client
    .post('/device-api/staff')
    .header('authorization', `Bearer ${token}`)
    .withPlainCookie('locale', 'en')
    .json({ userId: user.id, pin })
}

/** The request's answer, checked to have this status. */
async function answered(request: Promise<any>, status: number) {
  const response = await request
  response.assertStatus(status)
  return response
}

test.group('Devices · pairing and PIN limits count failures', (group) => {
  group.each.setup(() => limiter.clear())
  group.each.teardown(async () => {
    await limiter.clear()
    await truncateAll()
  })
  group.each.timeout(120_000)

  test('a venue pairs more devices than the limit from one address; twenty wrong codes then stop it', async ({
    client,
    assert,
  }) => {
    const { tennis, zone } = await pressDoor()
    const codes: string[] = []
    for (let index = 0; index < 24; index++) {
      const device = await Device.create({
        name: `Puerta ${index}`,
        kind: 'door',
        tournamentId: tennis.id,
        zoneId: zone.id,
        queuedActions: 0,
      })
      codes.push(await newPairingCode(device))
    }
    // Twenty-two tablets behind the venue's one public address: every pairing succeeds.
    for (const code of codes.slice(0, 22)) await answered(pair(client, code), 200)

    for (let index = 0; index < 20; index++) {
      const wrong = await pair(client, `WRONG${String(index).padStart(5, '2')}`)
      wrong.assertStatus(422)
    }
    // The limit is used up by failures: even a good code waits, with a JSON answer that says so.
    const locked = await pair(client, codes[22])
    locked.assertStatus(429)
    assert.match(locked.body().message, /Try again in \d+ seconds/)
    assert.isString(locked.header('retry-after'))
    const unpaired = await Device.findByOrFail('name', 'Puerta 22')
    assert.isNull(unpaired.pairedAt)
  })

  test("a correct PIN after nine wrong ones signs in; a person's wrong PINs on two devices share one lock", async ({
    client,
    assert,
  }) => {
    const { tennis, zone } = await pressDoor()
    const admin = await createUser({ isAdmin: true })
    const steward = await createUser({ name: 'Lucía', lastName: 'Portera' })
    const other = await createUser({ name: 'Pablo', lastName: 'Cajero' })
    for (const user of [steward, other]) {
      user.deskPinHash = await hash.make('4821')
      await user.save()
    }
    const desk = { kind: 'door' as const, tournamentId: tennis.id, zoneId: zone.id }
    const deviceA = await pairedDevice(client, admin, desk)
    const deviceB = await pairedDevice(client, admin, desk)
    const deviceC = await pairedDevice(client, admin, desk)

    for (let index = 0; index < 9; index++) {
      await answered(signIn(client, deviceA.token, steward, '0000'), 422)
    }
    const correct = await signIn(client, deviceA.token, steward, '4821')
    correct.assertStatus(200)
    assert.equal(correct.body().staff.name, 'Lucía Portera')

    // The tenth wrong try, on another device, locks Lucía's PIN everywhere.
    await answered(signIn(client, deviceB.token, steward, '1111'), 422)
    const lockedB = await signIn(client, deviceB.token, steward, '4821')
    lockedB.assertStatus(429)
    assert.match(lockedB.body().message, /Try again in \d+ seconds/)
    await answered(signIn(client, deviceC.token, steward, '4821'), 429)
    // Another person on the same devices is not locked out.
    await answered(signIn(client, deviceB.token, other, '4821'), 200)
  })
})
