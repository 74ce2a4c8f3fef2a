import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import User from '#models/user'
import PasswordResetToken from '#models/password_reset_token'
import { createUser, TEST_PASSWORD } from '#tests/helpers/users'
import { clearMailbox, decodeQuotedPrintable, readMailbox } from '#tests/helpers/mailbox'
import { linkFromMailbox, requestReset } from '#tests/helpers/password_reset'
import queue from '@adonisjs/queue/services/main'
import RequestPasswordResetJob from '#jobs/request_password_reset_job'

test.group('Password reset', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())
  group.each.setup(() => clearMailbox())

  test('known and unknown emails get the same answer; only the known one gets a mail', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const known = await requestReset(client, user.email)
    const unknown = await requestReset(client, 'nobody@example.test')
    assert.deepEqual(known.flashMessages().notification, unknown.flashMessages().notification)
    assert.equal(known.header('location'), unknown.header('location'))

    const mails = await readMailbox()
    assert.lengthOf(mails, 1)
    assert.include(mails[0], `To: ${user.email}`)
    assert.include(
      decodeQuotedPrintable(mails[0]),
      'Subject: Acreditaciones - Recuperar contraseña'
    )
  })

  test('the request does the same work for known and unknown emails: one queued job, no token yet', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const fake = queue.fake()
    try {
      await requestReset(client, user.email)
      await requestReset(client, 'nobody@example.test')
      const pushed = fake.getPushedJobs()
      assert.deepEqual(
        pushed.map((record) => record.job.name),
        [RequestPasswordResetJob.name, RequestPasswordResetJob.name]
      )
      assert.deepEqual(
        pushed.map((record) => (record.job.payload as { email: string }).email),
        [user.email, 'nobody@example.test']
      )
      const tokens = await PasswordResetToken.query().where('userId', user.id)
      assert.lengthOf(tokens, 0)
    } finally {
      queue.restore()
    }
  })

  test('the emailed link sets a new password once', async ({ client, assert }) => {
    const user = await createUser()
    await requestReset(client, user.email)
    const link = await linkFromMailbox()

    const page = await client.get(link).withInertia()
    page.assertInertiaComponent('auth/reset_password')
    page.assertInertiaPropsContains({ usable: true })

    const reset = await client
      .post(link)
      .form({ password: 'a-brand-new-secret', passwordConfirmation: 'a-brand-new-secret' })
      .withCsrfToken()
      .redirects(0)
    reset.assertHeader('location', '/merchant/login')
    assert.isNotNull(await User.verifyCredentials(user.email, 'a-brand-new-secret'))

    const again = await client
      .post(link)
      .form({ password: 'another-secret-123', passwordConfirmation: 'another-secret-123' })
      .withCsrfToken()
      .redirects(0)
    again.assertHeader('location', '/merchant/forgot-password')
    await assert.rejects(() => User.verifyCredentials(user.email, 'another-secret-123'))
  })

  test('a tampered link is refused', async ({ client, assert }) => {
    const user = await createUser()
    await requestReset(client, user.email)
    const genuine = await linkFromMailbox()
    const link = genuine.replace(/signature=./, 'signature=X')
    const page = await client.get(link).withInertia()
    page.assertInertiaPropsContains({ usable: false })
    await client
      .post(link)
      .form({ password: 'tampered-secret-1', passwordConfirmation: 'tampered-secret-1' })
      .withCsrfToken()
    assert.isNotNull(await User.verifyCredentials(user.email, TEST_PASSWORD))
  })

  test('an expired link is refused', async ({ client, assert }) => {
    const user = await createUser()
    await requestReset(client, user.email)
    const link = await linkFromMailbox()
    await PasswordResetToken.query()
      .where('userId', user.id)
      .update({ expiresAt: DateTime.now().minus({ minutes: 1 }).toFormat('yyyy-MM-dd HH:mm:ss') })

    const page = await client.get(link).withInertia()
    page.assertInertiaPropsContains({ usable: false })
    await client
      .post(link)
      .form({ password: 'too-late-secret-1', passwordConfirmation: 'too-late-secret-1' })
      .withCsrfToken()
    assert.isNotNull(await User.verifyCredentials(user.email, TEST_PASSWORD))
  })

  test('mismatched passwords are refused field by field', async ({ client, assert }) => {
    const user = await createUser()
    await requestReset(client, user.email)
    const link = await linkFromMailbox()
    const response = await client
      .post(link)
      .header('referer', link)
      .form({ password: 'short', passwordConfirmation: 'other' })
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
    assert.property(response.flashMessages().inputErrorsBag, 'password')
    assert.isNotNull(await User.verifyCredentials(user.email, TEST_PASSWORD))
  })
})
