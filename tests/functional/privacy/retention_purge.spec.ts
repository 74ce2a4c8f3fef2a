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
    assert.deepEqual(dry, { forms: 1, files: 1, missingFiles: 0 })
    assert.isTrue(await drive.use().exists(expired.photo), 'a dry run changes nothing')
    await expired.form.refresh()
    assert.isNull(expired.form.purgedAt)

    const command = await ace.create(PrivacyPurge, [])
    await command.exec()
    command.assertSucceeded()
    command.assertLog('[ green(success) ] Purged 1 requests and 1 files')

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
    assert.deepEqual(await purgeExpired({ dryRun: false }), { forms: 0, files: 0, missingFiles: 0 })
  })

  test("a player team member's document stays for next year's lookup; a file already gone is not an error", async ({
    assert,
  }) => {
    const old = await endedTournament(200, 90)
    const { form, photo } = await storedRequest(old, 'player')
    await drive.use().delete(photo)
    const report = await purgeExpired({ dryRun: false })
    assert.deepEqual(report, { forms: 1, files: 1, missingFiles: 1 })
    await form.refresh()
    assert.equal(form.document, 'X1234567')
    assert.isNull(form.cellPhone)
  })

  test('on object storage (the drive fake standing in for S3: no S3-compatible server here)', async () => {
    const fake = drive.fake()
    try {
      const old = await endedTournament(120, 90)
      const { photo } = await storedRequest(old)
      fake.assertExists(photo)
      await purgeExpired({ dryRun: false })
      fake.assertMissing(photo)
    } finally {
      drive.restore()
    }
  })
})
