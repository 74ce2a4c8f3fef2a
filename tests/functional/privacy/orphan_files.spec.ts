import { spawnSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { join, relative as relativePath } from 'node:path'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { UPLOADS_DIRECTORY } from '#config/bodyparser'
import { MAIL_DIRECTORY } from '#config/mail'
import testUtils from '@adonisjs/core/services/test_utils'
import ace from '@adonisjs/core/services/ace'
import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import { checkOrphanFiles } from '#services/privacy/orphan_files'
import { clearStoredRequestFiles, openTournaments } from '#tests/helpers/forms'
import { createForm } from '#tests/helpers/form_factory'
import { clearSignatures } from '#tests/helpers/collection'
import { clearTemplateImages } from '#tests/helpers/badge_templates'
import PrivacyOrphans from '../../../commands/privacy_orphans.js'

test.group('Privacy · files without rows, rows without files', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.teardown(() => clearStoredRequestFiles())
  group.each.teardown(() => clearSignatures())
  group.each.teardown(() => clearTemplateImages())
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
    /** Only this test's files: other specs may leave theirs on the shared test disk. */
    const ours = (keys: string[]) =>
      keys.filter((key) => key.startsWith('forms/orphans/') || key === 'signatures/orphan.png')
    assert.deepEqual(ours(report.filesWithoutRow), [
      'forms/orphans/orphan.jpg',
      'signatures/orphan.png',
    ])
    assert.deepEqual(ours(report.rowsWithoutFile), ['forms/orphans/missing.jpg'])
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
    const after = await checkOrphanFiles()
    assert.deepEqual(after.filesWithoutRow, [], '--delete removed every file without a row')
    assert.deepEqual(ours(after.rowsWithoutFile), ['forms/orphans/missing.jpg'])
  })

  test('a badge template image no row names is an orphan; a template image row whose file is gone is reported', async ({
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const disk = drive.use()
    await disk.put('badge-images/orphan-kept.png', Buffer.from('a logo'))
    await disk.put('badge-images/orphan-left.png', Buffer.from('a removed logo'))
    await db.table('badge_images').multiInsert(
      ['badge-images/orphan-kept.png', 'badge-images/orphan-missing.png'].map((path) => ({
        tournament_id: tennis.id,
        path,
        name: 'logo.png',
        width: 10,
        height: 10,
        created_at: new Date(),
      }))
    )
    const ours = (keys: string[]) => keys.filter((key) => key.startsWith('badge-images/orphan-'))

    const report = await checkOrphanFiles()
    assert.deepEqual(ours(report.filesWithoutRow), ['badge-images/orphan-left.png'])
    assert.deepEqual(ours(report.rowsWithoutFile), ['badge-images/orphan-missing.png'])
    const check = await ace.create(PrivacyOrphans, [])
    await check.exec()
    assert.equal(check.exitCode, 1)
    check.assertLog('[ yellow(warn) ] file without a row: badge-images/orphan-left.png')

    const remove = await ace.create(PrivacyOrphans, ['--delete'])
    await remove.exec()
    assert.isFalse(await disk.exists('badge-images/orphan-left.png'))
    assert.isTrue(await disk.exists('badge-images/orphan-kept.png'))
  })

  test('uploads left by a stopped process and mails to addresses no row holds are reported and deleted', async ({
    assert,
    cleanup,
  }) => {
    const { tennis } = await openTournaments()
    await createForm('press', tennis, { email: 'still.here@example.test' })
    const gone = spawnSync(process.execPath, ['-e', '0']).pid
    const leftover = join(UPLOADS_DIRECTORY, `${gone}-${randomUUID()}`)
    const inFlight = join(UPLOADS_DIRECTORY, `${process.pid}-${randomUUID()}`)
    await mkdir(MAIL_DIRECTORY, { recursive: true })
    const kept = join(MAIL_DIRECTORY, `${Date.now()}-kept.eml`)
    const orphan = join(MAIL_DIRECTORY, `${Date.now()}-orphan.eml`)
    cleanup(async () => {
      await Promise.all([leftover, inFlight, kept, orphan].map((path) => rm(path, { force: true })))
    })
    await writeFile(leftover, 'half of an applicant photo')
    await writeFile(inFlight, 'a photo being uploaded now')
    await writeFile(
      kept,
      'From: a@example.com\r\nTo: "Still" <Still.Here@example.test>\r\n\r\nHello'
    )
    await writeFile(
      orphan,
      'From: a@example.com\r\nTo: erased@example.test,\r\n\tgone@example.test\r\n\r\nHello'
    )

    const report = await checkOrphanFiles()
    const relative = (path: string) => relativePath(app.makePath(), path)
    assert.include(report.uploadLeftovers, relative(leftover))
    assert.notInclude(report.uploadLeftovers, relative(inFlight))
    assert.include(report.mailsWithoutRow, relative(orphan))
    assert.notInclude(report.mailsWithoutRow, relative(kept))

    const check = await ace.create(PrivacyOrphans, [])
    await check.exec()
    assert.equal(check.exitCode, 1)
    check.assertLog(`[ yellow(warn) ] upload left by a stopped process: ${relative(leftover)}`)
    check.assertLog(`[ yellow(warn) ] mail to an address no row holds: ${relative(orphan)}`)

    const remove = await ace.create(PrivacyOrphans, ['--delete'])
    await remove.exec()
    assert.isFalse(existsSync(leftover))
    assert.isFalse(existsSync(orphan))
    assert.isTrue(existsSync(inFlight), 'a request in flight keeps its upload')
    assert.isTrue(existsSync(kept), 'a mail to someone the rows still hold stays')
  })
})
