import { test } from '@japa/runner'
import env from '#start/env'
import sharp from 'sharp'
import drive from '@adonisjs/drive/services/main'
import mail from '@adonisjs/mail/services/main'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import Form from '#models/form'
import FormLog from '#models/form_log'
import { formType } from '#forms/registry'
import { formCount, openTournaments, photoJpeg } from '#tests/helpers/forms'
import {
  everyPublicType,
  publicPath,
  requiredDownloads,
  THIS_YEAR,
  validFields,
  attachRequiredFiles,
} from '#tests/helpers/form_payloads'
import { clearMailbox, readDecodedMailbox, readMailbox } from '#tests/helpers/mailbox'

/** A complete, valid submit of one type, with a photo and (for line umpires) the experience document. */
export async function submitValid(
  client: any,
  type: string,
  countryId: number,
  extra: Record<string, string> = {}
) {
  const request = client
    .post(publicPath(type))
    .withCsrfToken()
    .withSession({ downloaded_documents: requiredDownloads(type) })
    .redirects(0)
    .fields({ ...validFields(type, countryId, THIS_YEAR), ...extra })
  return attachRequiredFiles(request, type)
}

test.group('Public forms · valid submits', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())
  group.each.setup(() => clearMailbox())

  test('a birth date typed as digits only, with dashes or without leading zeros is read as day first', async ({
    client,
    assert,
  }) => {
    const { spain } = await openTournaments()
    const typed = ['09051990', '09-05-1990', '9/5/1990', '09.05.1990']
    for (const [index, birthDate] of typed.entries()) {
      const response = await submitValid(client, 'press', spain.id, {
        birthDate,
        document: `DATE${index}X`,
      })
      assert.equal(response.header('location'), `${publicPath('press')}/gracias`, birthDate)
    }
    const forms = await Form.query().where('type', 'press')
    assert.deepEqual(
      forms.map((form) => form.birthDate?.toISODate()),
      typed.map(() => '1990-05-09')
    )
  })

  for (const type of everyPublicType()) {
    test(`${type}: the request is stored waiting, with its detail, log, private photo and a confirmation mail`, async ({
      client,
      assert,
    }) => {
      const { spain } = await openTournaments()
      const response = await submitValid(client, type, spain.id)

      assert.equal(response.status(), 302, response.text().slice(0, 500))
      assert.equal(response.header('location'), `${publicPath(type)}/gracias`)

      const form = await Form.query().where('type', type).firstOrFail()
      assert.equal(form.state, 'waiting')
      assert.equal(form.credits, 0)
      assert.equal(form.amount, 0)
      assert.match(form.code, /^[A-Z2-9]{20}$/)

      const { default: Detail } = await formType(type)!.detail()
      assert.isNotNull(await Detail.findBy('formId', form.id))
      const log = await FormLog.findByOrFail('formId', form.id)
      assert.equal(log.type, 'created')

      /** The photo is on the private disk, re-encoded as JPEG, its EXIF gone. */
      const photo = Buffer.from(await drive.use().getBytes(form.photoPath!))
      const metadata = await sharp(photo).metadata()
      assert.equal(metadata.format, 'jpeg')
      assert.isUndefined(metadata.exif)
      assert.notInclude(photo.toString('latin1'), 'Secret Person')
      assert.isFalse(form.photoPath!.includes('photo.jpg'), 'the server names files itself')

      const mails = await readDecodedMailbox()
      assert.lengthOf(mails, 1)
      assert.match(mails[0], /Subject: Acreditaciones - /)
      assert.include(mails[0], form.code)
    })
  }

  test('the thank-you page follows the submit, in the visitor’s language', async ({
    client,
    assert,
  }) => {
    const { spain } = await openTournaments()
    const sent = await submitValid(client, 'press', spain.id)
    assert.equal(sent.header('location'), '/forms/prensa/gracias')
    const page = await client
      .get('/forms/prensa/gracias')
      .withSession(sent.session())
      .withFlashMessages(sent.flashMessages())
      .withPlainCookie('locale', 'en')
      .withInertia()
    page.assertInertiaComponent('public/thanks')
    page.assertInertiaPropsContains({ type: 'press' })

    /** Once: reloading it goes back to the form. */
    const reload = await client
      .get('/forms/prensa/gracias')
      .withSession(page.session())
      .redirects(0)
    assert.equal(reload.header('location'), '/forms/prensa')
  })

  test('a refused submit naming the thank-you marker in its fields does not open the thank-you page', async ({
    client,
    assert,
  }) => {
    await openTournaments()
    const refused = await client
      .post('/forms/prensa')
      .header('referer', '/forms/prensa')
      .withCsrfToken()
      .form({ submitted_form: 'press', name: '' })
      .redirects(0)
    assert.equal(refused.status(), 302)
    assert.equal(await formCount('press'), 0)
    const page = await client
      .get('/forms/prensa/gracias')
      .withSession(refused.session())
      .withFlashMessages(refused.flashMessages())
      .redirects(0)
    assert.equal(page.status(), 302)
    assert.equal(page.header('location'), '/forms/prensa')
  })

  test('the thank-you page opened without a submit (a bookmark, a reload) goes to the form', async ({
    client,
    assert,
  }) => {
    await openTournaments()
    const page = await client.get('/forms/prensa/gracias').redirects(0)
    assert.equal(page.status(), 302)
    assert.equal(page.header('location'), '/forms/prensa')
  })

  test('the ballboy without email is confirmed to the tutor’s email', async ({
    client,
    assert,
  }) => {
    const { spain } = await openTournaments()
    await submitValid(client, 'ballboy', spain.id, { tutorEmail: 'mother@example.test' })
    const mails = await readMailbox()
    assert.lengthOf(mails, 1)
    assert.include(mails[0], 'To: mother@example.test')
  })

  test('the confirmation mail is written in the language the visitor used', async ({
    client,
    assert,
  }) => {
    const { spain } = await openTournaments()
    /** One at a time: the worker sends mails in parallel, in no set order. */
    await submitValid(client, 'volunteer', spain.id)
    const spanish = await readDecodedMailbox()
    assert.lengthOf(spanish, 1)
    assert.match(spanish[0], /Subject: Acreditaciones - Voluntario/)
    await clearMailbox()
    const english = await submitValidInLocale(client, 'volunteer', spain.id, 'en')
    assert.equal(english.status(), 302)
    const mails = await readDecodedMailbox()
    assert.lengthOf(mails, 1)
    assert.match(mails[0], /Subject: Accreditations - Volunteer/)
  })

  test('on the Redis queue, a mail queue failure after the commit keeps the request and its photo', async ({
    client,
    assert,
  }) => {
    const { spain } = await openTournaments()
    /** Redis jobs cannot share the transaction: they are queued after the commit (decision 0010). */
    env.set('QUEUE_DRIVER', 'redis')
    const sendLater = mail.sendLater
    mail.sendLater = async () => {
      throw new Error('queue down')
    }
    try {
      const response = await submitValid(client, 'press', spain.id)
      assert.equal(response.header('location'), '/forms/prensa/gracias')
    } finally {
      mail.sendLater = sendLater
      env.set('QUEUE_DRIVER', 'database')
    }
    const form = await Form.query().where('type', 'press').firstOrFail()
    assert.isTrue(await drive.use().exists(form.photoPath!))
  })

  test('the same submission sent twice stores one form', async ({ client, assert }) => {
    const { spain } = await openTournaments()
    const key = 'b8a1f0e2-3c4d-4e5f-8a9b-0c1d2e3f4a5b'
    const first = await submitValid(client, 'press', spain.id, { submissionKey: key })
    const second = await submitValid(client, 'press', spain.id, { submissionKey: key })
    assert.equal(first.header('location'), '/forms/prensa/gracias')
    assert.equal(second.header('location'), '/forms/prensa/gracias')
    assert.equal(await formCount('press'), 1)
  })
})

async function submitValidInLocale(client: any, type: string, countryId: number, locale: string) {
  return client
    .post(publicPath(type))
    .withCsrfToken()
    .withPlainCookie('locale', locale)
    .redirects(0)
    .fields(validFields(type, countryId, THIS_YEAR))
    .file('image', await photoJpeg())
}
