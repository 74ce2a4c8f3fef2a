import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import Form from '#models/form'
import { asPreparedStatement } from '#support/compiled_query'
import { findFormByScan } from '#services/scanning/scan_codes'
import { createForm } from '#tests/helpers/form_factory'
import { openTournaments } from '#tests/helpers/forms'

const onPostgres = () => db.connection().dialect.name === 'postgres'

test.group('Prepared statements for hot reads', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a badge lookup is one statement per shape, named after its text, selecting columns by name', ({
    assert,
  }) => {
    const byCode = (code: string) => asPreparedStatement(Form.query().where('code', code))
    const options = (code: string) => (byCode(code).knexQuery as any)._options as object[]
    const sql = byCode('A').toSQL().sql
    if (!onPostgres()) {
      assert.include(sql, '*', 'SQLite runs the query as built')
      assert.deepEqual(options('A') ?? [], [])
      return
    }
    assert.notInclude(sql, '*')
    assert.include(sql, '"forms"."last_name"')
    assert.deepEqual(options('A'), options('B'), 'other values, same statement')
    const other = asPreparedStatement(Form.query().where('rfid', 'A')).knexQuery as any
    assert.notDeepEqual(other._options, options('A'), 'another shape, another statement')
  })

  test('a prepared lookup keeps answering after a column is added under it', async ({ assert }) => {
    const { tennis } = await openTournaments()
    const form = await createForm('press', tennis, { state: 'approved' })
    const found = await findFormByScan(form.code)
    assert.equal(found?.id, form.id)
    // A migration adding a column while instances run: a prepared `select *` would now fail.
    await db.rawQuery('alter table forms add column added_under_a_running_app integer')
    const again = await findFormByScan(form.code.toLowerCase())
    assert.equal(again?.id, form.id)
    assert.isNull(await findFormByScan('NO-SUCH-BADGE'))
  })
})
