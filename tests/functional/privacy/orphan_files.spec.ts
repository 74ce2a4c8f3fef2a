import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import ace from '@adonisjs/core/services/ace'
import drive from '@adonisjs/drive/services/main'
import { checkOrphanFiles } from '#services/privacy/orphan_files'
import { clearStoredRequestFiles, openTournaments } from '#tests/helpers/forms'
import { createForm } from '#tests/helpers/form_factory'
import { clearSignatures } from '#tests/helpers/collection'
import PrivacyOrphans from '../../../commands/privacy_orphans.js'

test.group('Privacy · files without rows, rows without files', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.teardown(() => clearStoredRequestFiles())
  group.each.teardown(() => clearSignatures())
  group.each.setup(() => {
    ace.ui.switchMode('raw')
    return () => ace.ui.switchMode('normal')
  })

  test('the check names files no row holds and rows whose file is gone; --delete removes only the former', async ({
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const disk = drive.use()
    await disk.put('forms/orphans/kept.jpg', Buffer.from('kept'))
    await disk.put('forms/orphans/orphan.jpg', Buffer.from('orphan'))
    await disk.put('signatures/orphan.png', Buffer.from('signature'))
    await createForm('press', tennis, { photoPath: 'forms/orphans/kept.jpg' })
    await createForm('press', tennis, { photoPath: 'forms/orphans/missing.jpg' })

    const report = await checkOrphanFiles()
    assert.deepEqual(report.filesWithoutRow, ['forms/orphans/orphan.jpg', 'signatures/orphan.png'])
    assert.deepEqual(report.rowsWithoutFile, ['forms/orphans/missing.jpg'])
    assert.isTrue(await disk.exists('forms/orphans/orphan.jpg'), 'a check alone deletes nothing')

    const check = await ace.create(PrivacyOrphans, [])
    await check.exec()
    assert.equal(check.exitCode, 1, 'a scheduled run is noticed')
    check.assertLog('[ yellow(warn) ] file without a row: forms/orphans/orphan.jpg')
    check.assertLog('[ yellow(warn) ] row without its file: forms/orphans/missing.jpg')

    const remove = await ace.create(PrivacyOrphans, ['--delete'])
    await remove.exec()
    assert.isFalse(await disk.exists('forms/orphans/orphan.jpg'))
    assert.isFalse(await disk.exists('signatures/orphan.png'))
    assert.isTrue(await disk.exists('forms/orphans/kept.jpg'))
    assert.deepEqual(await checkOrphanFiles(), {
      filesWithoutRow: [],
      rowsWithoutFile: ['forms/orphans/missing.jpg'],
      deleted: 0,
    })
  })
})
