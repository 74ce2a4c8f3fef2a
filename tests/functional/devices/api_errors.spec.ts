import { test } from '@japa/runner'
import limiter from '@adonisjs/limiter/services/main'
import { truncateAll } from '#tests/helpers/database'
import { createUser } from '#tests/helpers/users'
import { pressDoor } from '#tests/helpers/doors'
import { deductionAction, pairedDevice, sendActions } from '#tests/helpers/devices'

type Answer = {
  status: () => number
  header: (name: string) => string | undefined
  body: () => any
}

/** What a desk app reads: a JSON body with a stable code and a message. */
function assertJsonError(assert: any, response: Answer, status: number, error: string) {
  assert.equal(response.status(), status)
  assert.match(response.header('content-type') ?? '', /application\/json/)
  assert.equal(response.body().error, error)
  assert.isString(response.body().message)
  assert.notInclude(JSON.stringify(response.body()), '<html')
}

test.group('Devices · every API answer is JSON', (group) => {
  group.each.setup(() => limiter.clear())
  group.each.teardown(() => truncateAll())
  group.each.timeout(120_000)

  test('an unknown address, a wrong method and a body too large answer JSON with stable codes', async ({
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
    const bearer = `Bearer ${device.token}`

    const unknown = await client
      .get('/device-api/no-such-thing')
      .header('authorization', bearer)
      .header('accept', 'text/html')
      .withPlainCookie('locale', 'en')
    assertJsonError(assert, unknown, 404, 'not_found')
    assert.match(unknown.body().message, /Not found/)

    const wrongMethod = await client
      .get('/device-api/actions')
      .header('authorization', bearer)
      .header('accept', 'text/html')
    assertJsonError(assert, wrongMethod, 405, 'method_not_allowed')
    assert.equal(wrongMethod.header('allow'), 'POST')

    // Two megabytes of actions: past the body parser's limit, refused before any route runs.
    const huge = Array.from({ length: 4000 }, () =>
      deductionAction(1, 1, 1, { padding: 'x'.repeat(500) })
    )
    const tooLarge = await sendActions(client, device.token, huge).header('accept', 'text/html')
    assertJsonError(assert, tooLarge, 413, 'too_large')
  })

  test('a scan with a bad key names the key, not a zone, in both languages', async ({
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
    const scan = (locale: string) =>
      client
        .post(`/device-api/doors/${door.id}/scans`)
        .header('authorization', `Bearer ${device.token}`)
        .withPlainCookie('locale', locale)
        .json({ scan: holder.code, direction: 'in', key: 'bad key!' })
    const english = await scan('en')
    english.assertStatus(422)
    const [problem] = english.body().errors
    assert.equal(problem.field, 'key')
    assert.equal(problem.message, 'The format of operation key is not valid')
    const spanish = await scan('es')
    assert.equal(
      spanish.body().errors[0].message,
      'El formato de clave de la operación no es válido'
    )
    assert.notMatch(JSON.stringify(spanish.body()), /zona/)
  })
})
