import { test } from '@japa/runner'
import limiter from '@adonisjs/limiter/services/main'
import Form from '#models/form'
import { clearStoredRequestFiles, formCount } from '#tests/helpers/forms'
import {
  listedGuest,
  playerTournament,
  submitTeam,
  teamFields,
  teamFiles,
} from '#tests/helpers/players'
import { truncateAll } from '#tests/helpers/database'

/**
 * Requests racing for a player's last place, committed for real (no global
 * transaction): the limit must hold whatever order the database sees them in.
 */
test.group('Players · limits under concurrent submits', (group) => {
  group.each.setup(() => limiter.clear())
  group.each.teardown(() => truncateAll())
  group.each.teardown(() => clearStoredRequestFiles())
  group.each.timeout(60_000)

  test('two requests for the last support-team place: exactly one is stored', async ({
    client,
    assert,
  }) => {
    const { spain, player } = await playerTournament()
    for (let member = 1; member <= 2; member++) {
      await submitTeam(client, teamFields(player.id, spain.id))
    }
    const files = await teamFiles()
    const responses = await Promise.all(
      [1, 2].map(() => submitTeam(client, teamFields(player.id, spain.id), 'es', files))
    )
    const stored = responses.filter((response) => response.header('location')?.endsWith('/gracias'))
    assert.lengthOf(stored, 1)
    assert.equal(await formCount('player'), 3)
  })

  test('ten requests at once for an empty team: three stored, seven refused', async ({
    client,
    assert,
  }) => {
    const { spain, player } = await playerTournament()
    const files = await teamFiles()
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        submitTeam(client, teamFields(player.id, spain.id), 'es', files)
      )
    )
    const stored = responses.filter((response) => response.header('location')?.endsWith('/gracias'))
    assert.lengthOf(stored, 3)
    assert.equal(await formCount('player'), 3)
  })

  test('guests racing for the last guest place: the player never has more than three', async ({
    client,
    assert,
  }) => {
    const { spain, player } = await playerTournament({ inQuarterFinals: true })
    await submitTeam(
      client,
      teamFields(player.id, spain.id, { ...listedGuest(1), ...listedGuest(2) })
    )
    const files = await teamFiles()
    await Promise.all(
      [1, 2, 3].map(() =>
        submitTeam(client, teamFields(player.id, spain.id, listedGuest(1)), 'es', files)
      )
    )
    assert.equal(await formCount('guest'), 3)
    const guests = await Form.query().where('type', 'guest').whereNot('state', 'rejected')
    assert.lengthOf(guests, 3)
  })
})
