import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import DefaultPlayer from '#models/default_player'
import { playerOptions } from '#forms/player_options'
import { listPlayer, playerTournament } from '#tests/helpers/players'

test.group('Players · the cached player list', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a player added, renamed or removed shows at once on the player form', async ({
    client,
    assert,
  }) => {
    const { tennis, player } = await playerTournament()
    const labels = async () => {
      const page = await client.get('/forms/jugadores').withInertia()
      return ((page.inertiaProps as any).form.options.players as { label: string }[]).map(
        (option) => option.label
      )
    }
    assert.include(await labels(), `${player.lastName}, ${player.name} (WTA)`)
    const added = await listPlayer(tennis, { tour: 'ATP' })
    assert.include(await labels(), `${added.lastName}, ${added.name} (ATP)`)
    added.name = 'Rafa'
    await added.save()
    assert.include(await labels(), `${added.lastName}, Rafa (ATP)`)
    await added.delete()
    assert.notInclude(await labels(), `${added.lastName}, Rafa (ATP)`)
  })

  test('a player added inside a transaction (an import) is offered once it commits', async ({
    assert,
  }) => {
    const { tennis } = await playerTournament()
    const before = await playerOptions(tennis)
    await db.transaction(async (trx) => {
      await DefaultPlayer.create(
        { tournamentId: tennis.id, name: 'Inside', lastName: 'Transaction', tour: 'WTA' },
        { client: trx }
      )
    })
    const after = await playerOptions(tennis)
    assert.lengthOf(after, before.length + 1)
    assert.include(
      after.map((option) => option.label),
      'Transaction, Inside (WTA)'
    )
  })
})
