import { test } from '@japa/runner'
import ace from '@adonisjs/core/services/ace'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import {
  detailTables,
  generatedTypes,
  type GeneratorSummary,
} from '#database/generators/tournament_data'
import { truncateAll } from '#tests/helpers/database'

const STATES = ['waiting', 'approved', 'rejected']

async function generate(...args: string[]) {
  const command = await ace.exec('db:generate', args)
  if (command.error) throw command.error
  return command
}

/** What must not change between two runs with the same seed (ids aside). */
async function snapshot() {
  const rows = await db
    .from('forms')
    .orderBy('id')
    .select('code', 'name', 'last_name', 'document', 'email', 'type', 'state', 'birth_date')
  return rows.map((row) => ({ ...row, birth_date: String(row.birth_date) }))
}

test.group('Robustness · db:generate data generator', (group) => {
  /** The generator commits for real: leave the database empty for the suites after this one. */
  group.teardown(() => truncateAll())
  group.each.setup(async () => {
    await truncateAll()
    ace.ui.switchMode('raw')
    return () => ace.ui.switchMode('normal')
  })

  test('fills every type and state, with a detail and logs for every form', async ({ assert }) => {
    const command = await generate('--forms=500', '--seed=42', '--fresh')
    assert.equal(command.exitCode, 0)
    const summary = command.result as GeneratorSummary
    assert.equal(summary.forms, 500)

    const counts = await db
      .from('forms')
      .select('type', 'state')
      .count('* as total')
      .groupBy('type', 'state')
    const count = (type: string, state: string) =>
      Number(counts.find((row) => row.type === type && row.state === state)?.total ?? 0)
    for (const type of generatedTypes()) {
      for (const state of STATES) {
        assert.isAbove(count(type, state), 0, `${type} / ${state}`)
      }
    }
    assert.equal(
      counts.reduce((sum, row) => sum + Number(row.total), 0),
      500
    )

    const tables = await detailTables()
    for (const type of generatedTypes()) {
      const table = tables[type]
      const missing = await db
        .from('forms')
        .leftJoin(table, `${table}.form_id`, 'forms.id')
        .where('forms.type', type)
        .whereNull(`${table}.id`)
        .count('* as total')
      assert.equal(Number(missing[0].total), 0, `${type} forms without ${table}`)
    }

    const perForm = await db
      .from('form_logs')
      .select('form_id')
      .count('* as total')
      .groupBy('form_id')
    assert.lengthOf(perForm, 500)
    for (const row of perForm) {
      assert.isAtLeast(Number(row.total), 1)
      /** created, state, and print or print + signature (a collected badge was printed first). */
      assert.isAtMost(Number(row.total), 4)
    }
    const logTypes = await db.from('form_logs').distinct('type').orderBy('type')
    assert.deepEqual(
      logTypes.map((row) => row.type),
      ['created', 'print', 'signature', 'state']
    )

    const photo = await db.from('forms').whereNotNull('photo_path').first()
    assert.exists(photo, 'some forms reference a generated photo')
    assert.match(photo.photo_path, /^forms\/generated\/photo-\d\d\.jpg$/)
    assert.isTrue(await drive.use().exists(photo.photo_path))

    const staff = await db
      .from('users')
      .where('email', 'like', '%@generated.test')
      .count('* as total')
    assert.equal(Number(staff[0].total), 20)
  })

  test('the same seed writes the same people and codes; another seed does not', async ({
    assert,
  }) => {
    await generate('--forms=500', '--seed=42', '--fresh')
    const first = await snapshot()
    await generate('--forms=500', '--seed=42', '--fresh')
    const second = await snapshot()
    assert.lengthOf(first, 500)
    assert.deepEqual(second, first)

    await generate('--forms=500', '--seed=7', '--fresh')
    const other = await snapshot()
    assert.notDeepEqual(
      other.map((row) => row.code),
      first.map((row) => row.code)
    )
  })

  test('refuses to add the same seed twice without --fresh', async ({ assert }) => {
    await generate('--forms=30', '--seed=42', '--fresh')
    const command = await ace.exec('db:generate', ['--forms=30', '--seed=42'])
    assert.equal(command.exitCode, 1)
    const [row] = await db.from('forms').count('* as total')
    assert.equal(Number(row.total), 30)
  })
})
