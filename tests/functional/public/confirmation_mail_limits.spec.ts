import { test } from '@japa/runner'
import drive from '@adonisjs/drive/services/main'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import { formCount, openTournaments, photoJpeg } from '#tests/helpers/forms'
import { THIS_YEAR, validFields } from '#tests/helpers/form_payloads'
import { clearMailbox, readDecodedMailbox } from '#tests/helpers/mailbox'
import { CONFIRMATION_MAILS_PER_DAY } from '#start/limiter'
import { greetable } from '#mails/form_received_mail'

async function submitPress(client: any, countryId: number, fields: Record<string, string>) {
  return client
    .post('/forms/prensa')
    .withCsrfToken()
    .redirects(0)
    .fields({ ...validFields('press', countryId, THIS_YEAR), ...fields })
    .file('image', await photoJpeg())
}

test.group('Public forms · confirmation mails cannot be aimed at strangers', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())
  group.each.setup(() => clearMailbox())
  group.each.setup(() => {
    drive.fake('fs')
    return () => drive.restore('fs')
  })

  test('one address gets a few confirmations a day; every request is still stored', async ({
    client,
    assert,
  }) => {
    const { spain } = await openTournaments()
    const attempts = CONFIRMATION_MAILS_PER_DAY + 2
    for (let index = 0; index < attempts; index++) {
      const response = await submitPress(client, spain.id, {
        email: 'Target@Example.test',
        document: `X${index}123456`,
      })
      assert.equal(response.header('location'), '/forms/prensa/gracias')
    }
    assert.equal(await formCount('press'), attempts)
    const mails = await readDecodedMailbox()
    assert.lengthOf(mails, CONFIRMATION_MAILS_PER_DAY)
  })

  test('a name carrying a link or a sentence is not repeated in the mail', async ({
    client,
    assert,
  }) => {
    const { spain } = await openTournaments()
    await submitPress(client, spain.id, { name: 'Win prizes at evil.example' })
    const [mail] = await readDecodedMailbox()
    assert.notInclude(mail, 'evil.example')
    assert.include(mail, 'Hola:')
  })

  test('real names are greeted', ({ assert }) => {
    for (const name of ['María José', "D'Angelo", 'Jean-Luc', 'J. Carlos', 'Øyvind'])
      assert.isTrue(greetable(name), name)
    for (const name of ['evil.example', 'http://x', 'Call 555 now', 'a'.repeat(41)])
      assert.isFalse(greetable(name), name)
  })
})
