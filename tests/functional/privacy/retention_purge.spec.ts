import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import ace from '@adonisjs/core/services/ace'
import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import Tournament from '#models/tournament'
import { purgeExpired } from '#services/privacy/retention_purge'
import { clearStoredRequestFiles, openTournaments } from '#tests/helpers/forms'
import { createForm } from '#tests/helpers/form_factory'
import { clearSignatures } from '#tests/helpers/collection'
import { onS3Disk } from '#tests/helpers/s3'
import { checkOrphanFiles } from '#services/privacy/orphan_files'
import PrivacyPurge from '../../../commands/privacy_purge.js'

/** A tournament that ended `daysAgo` days ago, keeping data `retentionDays`. */
async function endedTournament(daysAgo: number, retentionDays: number) {
  const ends = DateTime.now().minus({ days: daysAgo })
  return Tournament.create({
    sport: 'tennis',
    year: 2000 + (daysAgo % 50),
    name: `Ended ${daysAgo}`,
    startsOn: ends.minus({ days: 10 }),
    endsOn: ends,
    retentionDays,
    openFormTypes: '[]',
  })
}

async function storedRequest(tournament: Tournament, type = 'ballboy') {
  const photo = `forms/purge-${type}-${tournament.id}.jpg`
  await drive.use().put(photo, Buffer.from('photo'))
  const form = await createForm(type, tournament, { photoPath: photo, document: 'X1234567' })
  form.birthDate = DateTime.fromISO('2011-05-02')
  form.cellPhone = '+34600111222'
  form.address = 'Calle Mayor 1'
  await form.save()
  return { form, photo }
}

test.group('Privacy · retention purge', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.teardown(() => clearStoredRequestFiles())
  group.each.teardown(() => clearSignatures())
  group.each.setup(() => {
    ace.ui.switchMode('raw')
    return () => ace.ui.switchMode('normal')
  })

  test('a dry run lists what a real run then deletes and blanks, once; current and recent requests are kept', async ({
    assert,
  }) => {
    const { tennis } = await openTournaments()
    tennis.endsOn = DateTime.now().plus({ days: 10 })
    await tennis.save()
    const old = await endedTournament(100, 90)
    const recent = await endedTournament(30, 90)
    const expired = await storedRequest(old)
    const kept = await storedRequest(recent)
    const current = await storedRequest(tennis)

    const dry = await purgeExpired({ dryRun: true })
    assert.deepEqual(dry, { forms: 1, collectives: 0, files: 1, missingFiles: 0 })
    assert.isTrue(await drive.use().exists(expired.photo), 'a dry run changes nothing')
    await expired.form.refresh()
    assert.isNull(expired.form.purgedAt)

    const command = await ace.create(PrivacyPurge, [])
    await command.exec()
    command.assertSucceeded()
    command.assertLog('[ green(success) ] Purged 1 requests, 0 collections and 1 files')

    assert.isFalse(await drive.use().exists(expired.photo))
    await expired.form.refresh()
    assert.isNotNull(expired.form.purgedAt)
    for (const value of [
      expired.form.document,
      expired.form.birthDate,
      expired.form.cellPhone,
      expired.form.address,
      expired.form.photoPath,
    ]) {
      assert.isNull(value)
    }
    assert.match(expired.form.lastName, /^Applicant/, 'names stay')
    assert.notInclude(expired.form.searchText ?? '', 'x1234567')
    const [detail] = await db.from('ballboy_details').where('form_id', expired.form.id)
    assert.equal(detail.tutor_document, '')
    assert.equal(detail.tutor_cell_phone, '')
    const [log] = await db.from('form_logs').where({ form_id: expired.form.id, type: 'purged' })
    assert.notInclude(log.data, 'X1234567', 'the log names what was removed, not the data')

    for (const { form, photo } of [kept, current]) {
      assert.isTrue(await drive.use().exists(photo))
      await form.refresh()
      assert.equal(form.document, 'X1234567')
    }
    assert.deepEqual(await purgeExpired({ dryRun: false }), {
      forms: 0,
      collectives: 0,
      files: 0,
      missingFiles: 0,
    })
  })

  test("a player team member's document stays for next year's lookup; a file already gone is not an error", async ({
    assert,
  }) => {
    const old = await endedTournament(200, 90)
    const { form, photo } = await storedRequest(old, 'player')
    await drive.use().delete(photo)
    const report = await purgeExpired({ dryRun: false })
    assert.deepEqual(report, { forms: 1, collectives: 0, files: 1, missingFiles: 1 })
    await form.refresh()
    assert.equal(form.document, 'X1234567')
    assert.isNull(form.cellPhone)
  })

  test("a collection's signature and collector's document go with its last card's purge, not before", async ({
    assert,
  }) => {
    const { tennis } = await openTournaments()
    tennis.endsOn = DateTime.now().plus({ days: 10 })
    await tennis.save()
    const old = await endedTournament(150, 90)
    const expired = await storedRequest(old)
    const alsoExpired = await storedRequest(old, 'press')
    const current = await storedRequest(tennis)
    const collection = async (forms: number[], signature: string) => {
      await drive.use().put(signature, Buffer.from('signature'))
      const [row] = await db
        .table('collectives')
        .insert({
          name: 'Carla',
          last_name: 'Collector',
          document: 'C7654321',
          email: 'carla@example.test',
          phone: '+34 600 999 999',
          type: 'delegate',
          signature_path: signature,
          created_at: new Date(),
        })
        .returning('id')
      const id = Number(typeof row === 'object' ? row.id : row)
      await db
        .table('collective_forms')
        .multiInsert(
          forms.map((formId) => ({ collective_id: id, form_id: formId, created_at: new Date() }))
        )
      return id
    }
    const done = await collection([expired.form.id, alsoExpired.form.id], 'signatures/purge-a.png')
    const mixed = await collection([current.form.id], 'signatures/purge-b.png')

    const dry = await purgeExpired({ dryRun: true })
    assert.deepEqual(dry, { forms: 2, collectives: 1, files: 3, missingFiles: 0 })
    assert.isTrue(await drive.use().exists('signatures/purge-a.png'))

    await purgeExpired({ dryRun: false })
    assert.isFalse(await drive.use().exists('signatures/purge-a.png'))
    assert.isTrue(await drive.use().exists('signatures/purge-b.png'))
    const [purged] = await db.from('collectives').where('id', done)
    assert.include(purged, { document: null, email: null, phone: null, signature_path: null })
    assert.equal(purged.name, 'Carla', 'names stay for the statistics, as on requests')
    assert.isNotNull(purged.purged_at)
    const [kept] = await db.from('collectives').where('id', mixed)
    assert.include(kept, { document: 'C7654321', signature_path: 'signatures/purge-b.png' })
  })

  test('on S3 (an S3-compatible server started for the test): a dry run keeps the files, a real run deletes them and the check finds no orphan', async ({
    assert,
  }) => {
    await onS3Disk(async (disk) => {
      const old = await endedTournament(120, 90)
      const { photo, form } = await storedRequest(old)
      assert.isTrue(await disk.exists(photo), 'the photo is on the S3 server')
      await disk.put('forms/s3-orphan.jpg', Buffer.from('orphan'))

      assert.deepInclude(await purgeExpired({ dryRun: true }), { forms: 1, files: 1 })
      assert.isTrue(await disk.exists(photo))

      assert.deepInclude(await purgeExpired({ dryRun: false }), { forms: 1, missingFiles: 0 })
      assert.isFalse(await disk.exists(photo))
      await form.refresh()
      assert.isNull(form.photoPath)

      const orphans = await checkOrphanFiles({ deleteOrphans: true })
      assert.includeMembers(orphans.filesWithoutRow, ['forms/s3-orphan.jpg'])
      assert.isFalse(await disk.exists('forms/s3-orphan.jpg'))
    })
  })
})
