import { test } from '@japa/runner'
import limiter from '@adonisjs/limiter/services/main'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import Country from '#models/country'
import Tournament from '#models/tournament'
import User from '#models/user'
import MainSeeder from '#database/seeders/main_seeder'
import { isWithin, windowsOf } from '#support/tournament_windows'
import { photoJpeg } from '#tests/helpers/forms'
import { validFields } from '#tests/helpers/form_payloads'
import { clearMailbox } from '#tests/helpers/mailbox'
import { truncateAll } from '#tests/helpers/database'
import { waitForQueue } from '#tests/helpers/queue'
import { mailsTo, statusPathIn } from '#tests/helpers/applicants'

/**
 * The demo is dated from the day it is loaded, so a newcomer on any date
 * sees the product working: both tournaments are still to come with their
 * forms taking requests, a request's confirmation links to its status page,
 * and the reject dialogs offer the configured reasons.
 */
test.group('Demo data · dated from the day it is loaded', (group) => {
  group.each.setup(async () => {
    await truncateAll()
    await clearMailbox()
    await limiter.clear()
    drive.fake('fs')
    await new MainSeeder(db.connection()).run()
    return async () => {
      drive.restore('fs')
      await waitForQueue()
      await truncateAll()
    }
  })
  group.each.timeout(120_000)

  test('both tournaments are upcoming with their public forms, changes and retention open', async ({
    assert,
  }) => {
    const current = await Tournament.current()
    assert.sameMembers(
      current.map((tournament) => tournament.sport),
      ['tennis', 'golf']
    )
    for (const tournament of current) {
      const windows = windowsOf(tournament)
      assert.isTrue(windows.accreditation.from! > windows.publicForms.from!, tournament.name)
      assert.isFalse(isWithin(windows.accreditation), `${tournament.name} has not started`)
      assert.isTrue(isWithin(windows.publicForms), `${tournament.name} takes requests`)
      assert.isTrue(isWithin(windows.changes), `${tournament.name} takes changes`)
      assert.isTrue(isWithin(windows.retention), `${tournament.name} keeps its data`)
    }
  })

  test('loading the demo mails nobody and leaves no job queued', async ({ assert }) => {
    const queued = await db
      .from('queue_jobs')
      .whereIn('status', ['pending', 'active', 'delayed'])
      .select('status', 'data')
    assert.deepEqual(queued, [], 'no mail to a demo person, no check left to run')
    const people = await db
      .from('forms')
      .whereIn('id', (held) => held.from('organisation_people').select('form_id'))
    const managers = await db.from('organisation_managers').select('email')
    for (const email of [...people, ...managers].map((row) => row.email).filter(Boolean)) {
      assert.lengthOf(await mailsTo(email), 0, email)
    }
    const organisations = await db.from('organisations').select('digest_log_id')
    assert.isTrue(
      organisations.every((row) => Number(row.digest_log_id) > 0),
      'decisions reported'
    )
  })

  test("a tennis request's confirmation mail links to its status page", async ({
    client,
    assert,
  }) => {
    const tennis = (await Tournament.currentOf('tennis'))!
    const spain = await Country.findByOrFail('code', 'ES')
    const fields = validFields('press', spain.id, tennis.year)
    const sent = await client
      .post('/forms/prensa')
      .withCsrfToken()
      .redirects(0)
      .fields(fields)
      .file('image', await photoJpeg())
    sent.assertStatus(302)
    const [mail] = await mailsTo(fields.email)
    assert.exists(mail, 'a confirmation mail')
    const page = await client.get(statusPathIn(mail)).withInertia()
    page.assertStatus(200)
    assert.equal(page.body().props.status.state, 'waiting')
  })

  test('the reject dialogs of a demo reviewer offer the configured reasons, in Spanish and English', async ({
    client,
    assert,
  }) => {
    const reviewer = await User.findByOrFail('email', 'revisor@demo.test')
    for (const [locale, late] of [
      ['es', 'La solicitud llegó fuera de plazo'],
      ['en', 'The request arrived too late'],
    ]) {
      const list = await client
        .get('/merchant/mform/press')
        .loginAs(reviewer)
        .withPlainCookie('locale', locale)
        .withInertia()
      list.assertStatus(200)
      const reasons = (list.inertiaProps as any).rejectionReasons as { label: string }[]
      assert.isAtLeast(reasons.length, 2)
      assert.include(
        reasons.map((reason) => reason.label),
        late
      )
    }
    const golf = (await Tournament.currentOf('golf'))!
    const settings = await db
      .from('applicant_mail_settings')
      .where('tournament_id', golf.id)
      .first()
    assert.isAtLeast(JSON.parse(settings.rejection_reasons).length, 2)
  })
})
