import { test } from '@japa/runner'
import { waitForQueue } from '#tests/helpers/queue'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import PlayerImport from '#models/player_import'
import { createUser } from '#tests/helpers/users'
import {
  clearImports,
  csvOf,
  currentTennis,
  fixture,
  IMPORT_HEADER,
  storedWorkbookRows,
} from '#tests/helpers/imports'

const ROWS = 10_000

/** Every 1,000th row is bad (no last name), so the file mixes outcomes across chunks. */
function bigList() {
  const rows: (string | number)[][] = [IMPORT_HEADER]
  for (let index = 1; index <= ROWS; index++) {
    const bad = index % 1000 === 0
    rows.push([
      `Player${index}`,
      bad ? '' : `Surname ${index}`,
      `P${100000 + index}`,
      'ES',
      index % 2,
      0,
    ])
  }
  return csvOf(rows)
}

test.group('Imports · a 10,000-row list', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.teardown(() => clearImports())

  test('is imported completely, chunk by chunk, with its counts and result file', async ({
    client,
    assert,
  }) => {
    await currentTennis()
    const response = await client
      .post('/merchant/import')
      .loginAs(await createUser({ isAdmin: true }))
      .withPlainCookie('locale', 'en')
      .withCsrfToken()
      .redirects(0)
      .file('file', await fixture('big.csv', bigList()))
    response.assertStatus(302)
    await waitForQueue(120_000)

    const record = await PlayerImport.firstOrFail()
    assert.include(record.$attributes, {
      status: 'done',
      totalRows: ROWS,
      processedRows: ROWS,
      registriesCount: ROWS,
      createdCount: ROWS - 10,
      failedCount: 10,
    })
    const [{ total }] = await db.from('default_players').count('* as total')
    assert.equal(Number(total), ROWS - 10)
    const rows = await storedWorkbookRows(record.resultFileKey!)
    assert.lengthOf(rows, ROWS + 1)
    assert.equal(rows[1000][7], 'Failed')
  }).timeout(180_000)
})
