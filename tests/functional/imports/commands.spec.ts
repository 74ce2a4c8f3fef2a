import { test } from '@japa/runner'
import ace from '@adonisjs/core/services/ace'
import app from '@adonisjs/core/services/app'
import testUtils from '@adonisjs/core/services/test_utils'
import DefaultPlayer from '#models/default_player'
import PlayerImport from '#models/player_import'
import ImportWta from '../../../commands/import_wta.js'
import ImportAtp from '../../../commands/import_atp.js'
import {
  clearImports,
  currentTennis,
  fixture,
  storedImportFiles,
  storedWorkbookRows,
} from '#tests/helpers/imports'

test.group('Imports · node ace import:wta / import:atp', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.teardown(() => clearImports())
  group.each.setup(() => {
    ace.ui.switchMode('raw')
    return () => ace.ui.switchMode('normal')
  })

  test('import:wta imports the documented sample and prints the counts', async ({ assert }) => {
    await currentTennis()
    const command = await ace.create(ImportWta, [app.makePath('docs/imports/wta-sample.csv')])
    await command.exec()
    command.assertSucceeded()

    const record = await PlayerImport.firstOrFail()
    assert.include(record.$attributes, {
      tour: 'WTA',
      status: 'done',
      userId: null,
      importedFileName: 'wta-sample.csv',
      registriesCount: 5,
      createdCount: 4,
      failedCount: 1,
    })
    command.assertLog(
      `[ green(success) ] WTA import #${record.id}: 5 rows, 4 created, 0 updated, 0 unchanged, 1 failed`
    )
    command.assertLog(`[ blue(info) ] Result file: ${record.resultFileKey} (private disk)`)
    const rows = await storedWorkbookRows(record.resultFileKey!)
    assert.equal(rows[5][7], 'Failed')
    assert.equal(rows[5][8], 'The last name is missing')
    const players = await DefaultPlayer.query().where('tour', 'WTA')
    assert.lengthOf(players, 4)

    const again = await ace.create(ImportWta, [app.makePath('docs/imports/wta-sample.csv')])
    await again.exec()
    again.assertSucceeded()
    const second = await PlayerImport.query().orderBy('id', 'desc').firstOrFail()
    assert.include(second.$attributes, { createdCount: 0, updatedCount: 0, unchangedCount: 4 })
  })

  test('import:atp reads the xlsx sample', async ({ assert }) => {
    await currentTennis()
    const command = await ace.create(ImportAtp, [app.makePath('docs/imports/atp-sample.xlsx')])
    await command.exec()
    command.assertSucceeded()
    const record = await PlayerImport.firstOrFail()
    assert.include(record.$attributes, { tour: 'ATP', createdCount: 3, failedCount: 2 })
  })

  test('an unreadable or refused file exits non-zero and stores nothing', async ({ assert }) => {
    await currentTennis()
    const missing = await ace.create(ImportWta, [app.tmpPath('no-such-list.csv')])
    await missing.exec()
    missing.assertFailed()
    missing.assertLog(`[ red(error) ] Cannot read ${app.tmpPath('no-such-list.csv')}`)

    const binary = await ace.create(ImportAtp, [await fixture('list.csv', Buffer.from([1, 0, 2]))])
    await binary.exec()
    binary.assertFailed()
    binary.assertLog(
      '[ red(error) ] The file must be an Excel workbook (.xlsx) or a CSV text file.'
    )
    assert.lengthOf(await PlayerImport.all(), 0)
    assert.deepEqual(await storedImportFiles(), [])
  })
})
