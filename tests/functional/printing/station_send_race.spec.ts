import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { truncateAll } from '#tests/helpers/database'
import { openTournaments } from '#tests/helpers/forms'
import { createForm } from '#tests/helpers/form_factory'
import { createUser } from '#tests/helpers/users'
import { createStation, postAs as post } from '#tests/helpers/print_stations'

/**
 * Real transactions: the sends race on the committed print queue. On
 * PostgreSQL they interleave (without the one-open-job index each card was
 * queued three times); on SQLite they happen to run one after another, and
 * the outcome must be the same.
 */
test.group('Sending to a station → the same cards sent at once', (group) => {
  group.each.teardown(() => truncateAll())
  group.each.timeout(60_000)

  test('three printers sending the same cards to three stations at once queue each card once', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const cards = await Promise.all(
      ['Carrera Ana', 'Carrera Bea', 'Carrera Eva', 'Carrera Sol'].map((lastName) =>
        createForm('press', tennis, { state: 'approved', lastName })
      )
    )
    const ids = cards.map((card) => card.id)
    const printers = await Promise.all(
      [1, 2, 3].map(() => createUser({ canPrint: true, formTypes: JSON.stringify(['press']) }))
    )
    const stations = [
      await createStation(tennis.id, 'Norte'),
      await createStation(tennis.id, 'Sur'),
      await createStation(tennis.id, 'Este'),
    ]

    const answers = await Promise.all(
      printers.map((user, index) =>
        post(client, user, `/merchant/print-stations/${stations[index]}/send`, { ids })
      )
    )
    for (const answer of answers) answer.assertStatus(200)

    const open = await db
      .from('print_jobs')
      .whereIn('state', ['queued', 'printing'])
      .select('form_id', 'station_id')
    assert.sameMembers(
      open.map((row) => Number(row.form_id)),
      ids,
      'every card waits in exactly one queue'
    )
    /** What each printer is told adds up to what was queued. */
    const told = answers.map((answer) => answer.body().message as string)
    const queued = told
      .map((message) => Number(/^(\d+) cards? sent/.exec(message)?.[1] ?? 0))
      .reduce((sum, count) => sum + count, 0)
    assert.equal(queued, ids.length, told.join(' | '))
    for (const [index, station] of stations.entries()) {
      const mine = open.filter((row) => Number(row.station_id) === station).length
      const waiting = ids.length - mine
      if (waiting > 0) assert.include(told[index], `${waiting} already waiting in a queue`)
    }
  })
})
