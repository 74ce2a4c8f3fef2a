import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import mail from '@adonisjs/mail/services/main'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import Form from '#models/form'
import { formCount, openTournaments, photoJpeg } from '#tests/helpers/forms'
import { THIS_YEAR, validFields } from '#tests/helpers/form_payloads'
import { clearMailbox, readMailbox, readMailboxNow } from '#tests/helpers/mailbox'
import { pauseWorker, resumeWorker } from '#tests/helpers/queue'

async function submitPress(client: any, countryId: number) {
  return client
    .post('/forms/prensa')
    .withCsrfToken()
    .redirects(0)
    .fields(validFields('press', countryId, THIS_YEAR))
    .file('image', await photoJpeg())
}

/** Mail jobs waiting (a request with a photo also queues its photo check, decision 0136). */
async function pendingJobs() {
  return db.from('queue_jobs').where('status', 'pending').where('data', 'like', '%SendMailJob%')
}

/** Files the press form stored this year. */
async function pressFiles() {
  const { objects } = await drive.use().listAll(`forms/${THIS_YEAR}/press`, { recursive: true })
  return [...objects].length
}

/**
 * Decision 0010: on the database queue (the suite's, as npm start's) the
 * confirmation mail's job row is written by the request's own transaction.
 */
test.group('Public forms · mail job in the request transaction', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())
  group.each.setup(() => clearMailbox())
  /** Photos go to a fake disk: other suites check tmp/storage-test holds nothing of theirs. */
  group.each.setup(() => {
    drive.fake('fs')
    return () => drive.restore('fs')
  })

  test('the request and its mail job are stored together; the worker sends it', async ({
    client,
    assert,
  }) => {
    const { spain } = await openTournaments()
    /** The worker holds off, so the job row the request wrote can be looked at. */
    await pauseWorker()
    const response = await submitPress(client, spain.id)
    assert.equal(response.header('location'), '/forms/prensa/gracias')

    const form = await Form.query().where('type', 'press').firstOrFail()
    const jobs = await pendingJobs()
    assert.lengthOf(jobs, 1)
    const job = JSON.parse(jobs[0].data)
    assert.equal(job.name, 'SendMailJob')
    assert.include(JSON.stringify(job.payload), form.email!)
    assert.lengthOf(await readMailboxNow(), 0, 'sent by the worker, not by the request')

    resumeWorker()
    const mails = await readMailbox()
    assert.lengthOf(mails, 1)
    assert.include(mails[0], `To: ${form.email}`)
    assert.lengthOf(await pendingJobs(), 0)
  })

  test('a mail job that cannot be written stores nothing and keeps no file', async ({
    client,
    assert,
  }) => {
    const { spain } = await openTournaments()
    const filesBefore = await pressFiles()
    const sendLater = mail.sendLater
    mail.sendLater = async () => {
      throw new Error('queue down')
    }
    try {
      const response = await submitPress(client, spain.id)
      assert.notEqual(response.header('location'), '/forms/prensa/gracias')
    } finally {
      mail.sendLater = sendLater
    }
    assert.equal(await formCount('press'), 0)
    assert.lengthOf(await pendingJobs(), 0)
    assert.equal(await pressFiles(), filesBefore)
  })
})
