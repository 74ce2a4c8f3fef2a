import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import limiter from '@adonisjs/limiter/services/main'
import User from '#models/user'
import PlayerImport from '#models/player_import'
import FormExport from '#models/form_export'
import { openTournaments, photoJpeg } from '#tests/helpers/forms'
import { THIS_YEAR, validFields } from '#tests/helpers/form_payloads'
import { createForm } from '#tests/helpers/form_factory'
import { createUser } from '#tests/helpers/users'
import { playerTournament } from '#tests/helpers/players'
import { csvOf, currentTennis, fixture, IMPORT_HEADER, clearImports } from '#tests/helpers/imports'
import { clearMailbox, readDecodedMailbox } from '#tests/helpers/mailbox'
import { truncateAll } from '#tests/helpers/database'
import { waitForQueue } from '#tests/helpers/queue'
import mail from '@adonisjs/mail/services/main'
import PasswordChangedMail from '#mails/password_changed_mail'
import { queueWithin } from '#services/infrastructure/mail_transaction'

/** The newest mail to `address`, decoded. */
async function mailTo(address: string) {
  const mails = await readDecodedMailbox()
  const newest = mails.reverse().find((text) => text.includes(`To: ${address}`))
  if (!newest) throw new Error(`no mail to ${address} among ${mails.length}`)
  return newest
}

/**
 * Every flow that queues work, on the configuration `npm start` runs: the
 * database queue with the inline worker, the file mail transport, and no
 * test transaction around it (each request commits, the worker polls through
 * the pool: on SQLite the one connection everything shares). A job queued
 * while a transaction holds that connection waits for it until the pool
 * gives up, so each flow must answer and deliver well within its timeout.
 */
test.group('Queued work as npm start runs it', (group) => {
  group.each.setup(async () => {
    await truncateAll()
    await clearMailbox()
    await limiter.clear()
    drive.fake('fs')
    return async () => {
      drive.restore('fs')
      await clearImports()
      await truncateAll()
    }
  })
  group.each.timeout(20_000)

  test('work queued within a transaction commits with it, or leaves nothing when it rolls back', async ({
    assert,
  }) => {
    const user = await createUser()
    const queueChange = (trx: any) =>
      queueWithin(trx, () => mail.sendLater(new PasswordChangedMail(user, 'en')))
    await assert.rejects(() =>
      db.transaction(async (trx) => {
        await queueChange(trx)
        throw new Error('the change failed')
      })
    )
    assert.lengthOf(await db.from('queue_jobs'), 0)
    await db.transaction((trx) => queueChange(trx))
    assert.include(await mailTo(user.email), 'Accreditations - Your password has changed')
  })

  test('a public submit is confirmed by mail', async ({ client, assert }) => {
    const { spain } = await openTournaments()
    const fields = validFields('press', spain.id, THIS_YEAR)
    const response = await client
      .post('/forms/prensa')
      .withCsrfToken()
      .redirects(0)
      .fields(fields)
      .file('image', await photoJpeg())
    assert.equal(response.header('location'), '/forms/prensa/gracias')
    assert.include(await mailTo(fields.email), 'Subject: ')
  })

  test('a password reset completes, mails the link and then the change, and /health answers', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const asked = await client
      .post('/merchant/forgot-password')
      .header('referer', '/merchant/forgot-password')
      .form({ email: user.email })
      .withCsrfToken()
      .redirects(0)
    asked.assertStatus(302)
    const resetMail = await mailTo(user.email)
    const link = resetMail.match(/https?:\/\/[^/\s"]+(\/merchant\/reset-password\/[^\s"<]+)/)
    assert.isNotNull(link, 'the reset mail holds the link')
    const path = link![1].replace(/&amp;/g, '&')
    await clearMailbox()

    const reset = await client
      .post(path)
      .form({ password: 'a-brand-new-secret', passwordConfirmation: 'a-brand-new-secret' })
      .withCsrfToken()
      .redirects(0)
    reset.assertHeader('location', '/merchant/login')
    const health = await client.get('/health')
    health.assertStatus(200)
    assert.isNotNull(await User.verifyCredentials(user.email, 'a-brand-new-secret'))
    assert.match(
      await mailTo(user.email),
      /Subject: (Acreditaciones - Su contraseña ha cambiado|Accreditations - Your password has changed)/
    )
  })

  test('an administrator setting a user’s password mails the user', async ({ client, assert }) => {
    const admin = await createUser({ isAdmin: true })
    const target = await createUser({ name: 'Target' })
    const response = await client
      .put(`/merchant/user/${target.id}`)
      .loginAs(admin)
      .withPlainCookie('locale', 'en')
      .form({ name: 'Target', email: target.email, password: 'another-secret-2026' })
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
    assert.include(await mailTo(target.email), 'Accreditations - Your password has changed')
  })

  test('an approved team member is mailed the decision and the guest link', async ({
    client,
    assert,
  }) => {
    const { player, tennis } = await playerTournament()
    const form = await createForm(
      'player',
      tennis,
      { email: 'coach@example.test' },
      { defaultPlayerId: player.id }
    )
    const staff = await createUser({ canEdit: true, formTypes: JSON.stringify(['player']) })
    const response = await client
      .post(`/merchant/mform/player/changestate/${form.id}`)
      .loginAs(staff)
      .withCsrfToken()
      .header('accept', 'application/json')
      .json({ state: 'approved' })
    response.assertStatus(200)
    const mailbox = await readDecodedMailbox()
    const mails = mailbox.filter((text) => text.includes('To: coach@example.test'))
    assert.lengthOf(mails, 2)
    assert.isTrue(mails.some((text) => /\/forms\/invitados\/\d+\?signature=/.test(text)))
    assert.isTrue(mails.some((text) => text.includes('Jugadores: solicitud aprobada')))
  })

  test('an export is built by the worker and mailed', async ({ client, assert }) => {
    const { tennis } = await openTournaments()
    await createForm('press', tennis)
    const user = await createUser({ canEdit: true, formTypes: JSON.stringify(['press']) })
    const response = await client
      .post('/merchant/mform/press/export')
      .loginAs(user)
      .withPlainCookie('locale', 'en')
      .header('referer', '/merchant/mform/press')
      .form({})
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
    assert.match(await mailTo(user.email), /\/merchant\/exports\/[0-9a-f-]{36}/)
    const record = await FormExport.firstOrFail()
    assert.equal(record.status, 'done')
  })

  test('an import is run by the worker', async ({ client, assert }) => {
    await currentTennis()
    const path = await fixture(
      'wta.csv',
      csvOf([IMPORT_HEADER, ['Lucía', 'Ferrández', 'PAE100201', 'ESP', 'sí', 'sí']])
    )
    const response = await client
      .post('/merchant/import')
      .loginAs(await createUser({ isAdmin: true }))
      .withCsrfToken()
      .redirects(0)
      .file('file', path)
    response.assertHeader('location', '/merchant/import')
    await waitForQueue()
    const record = await PlayerImport.firstOrFail()
    assert.equal(record.status, 'done')
    assert.equal(record.createdCount, 1)
  })

  test('a gate action is delivered by the worker', async ({ client, assert }) => {
    const { tennis } = await openTournaments()
    const form = await createForm('press', tennis, { state: 'approved' })
    const user = await createUser({ canRfid: true, formTypes: JSON.stringify(['press']) })
    const response = await client
      .post(`/merchant/systems/${form.id}/gates/add`)
      .loginAs(user)
      .withCsrfToken()
      .withPlainCookie('locale', 'en')
      .header('accept', 'application/json')
    assert.oneOf(response.status(), [200, 202])
    await waitForQueue()
    const row = await db.from('forms').where('id', form.id).select('access_status').first()
    assert.equal(row.access_status, 'active')
  })
})
