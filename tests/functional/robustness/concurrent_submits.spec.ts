import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import limiter from '@adonisjs/limiter/services/main'
import Tournament from '#models/tournament'
import Country from '#models/country'
import { formCount, openTournaments } from '#tests/helpers/forms'
import { THIS_YEAR, validFields } from '#tests/helpers/form_payloads'

/** Accreditation requests need no downloads and no files beyond the photo; the photo is tiny. */
function submit(client: any, countryId: number, photo: string, key = randomUUID()) {
  return client
    .post('/forms/organizacion/acreditaciones')
    .withCsrfToken()
    .redirects(0)
    .fields({ ...validFields('accreditation', countryId, THIS_YEAR), submissionKey: key })
    .file('image', photo)
}

/**
 * Real concurrency needs real commits: these tests do not run inside the
 * suite's rolled-back transaction, and clean up after themselves.
 */
async function cleanUp() {
  await db.from('form_logs').delete()
  await db.from('accreditation_details').delete()
  await db.from('forms').delete()
  await Tournament.query().delete()
  await Tournament.forgetCurrent()
  await Country.query().where('code', 'ES').delete()
}

test.group('Concurrent submits', (group) => {
  group.each.setup(() => limiter.clear())
  group.each.teardown(() => cleanUp())
  group.each.timeout(120_000)

  test('200 concurrent valid submits store exactly 200 forms', async ({ client, assert }) => {
    const { spain } = await openTournaments()
    const { photoJpeg } = await import('#tests/helpers/forms')
    const photo = await photoJpeg('tiny.jpg', 40)
    const responses = []
    /** 25 at a time stays under the per-visitor limit (30 a minute), which is cleared between batches. */
    for (let batch = 0; batch < 8; batch++) {
      await limiter.clear()
      const sent = await Promise.all(
        Array.from({ length: 25 }, () => submit(client, spain.id, photo))
      )
      responses.push(...sent)
    }
    assert.deepEqual([...new Set(responses.map((response) => response.status()))], [302])
    assert.equal(await formCount('accreditation'), 200)
  })

  test('the same submission sent twice at once stores one form', async ({ client, assert }) => {
    const { spain } = await openTournaments()
    const { photoJpeg } = await import('#tests/helpers/forms')
    const photo = await photoJpeg('tiny.jpg', 40)
    const key = randomUUID()
    const [first, second] = await Promise.all([
      submit(client, spain.id, photo, key),
      submit(client, spain.id, photo, key),
    ])
    assert.equal(first.header('location'), '/forms/organizacion/acreditaciones/gracias')
    assert.equal(second.header('location'), '/forms/organizacion/acreditaciones/gracias')
    assert.equal(await formCount('accreditation'), 1)
  })

  test('public submits are rate-limited per visitor with a translated message', async ({
    client,
    assert,
  }) => {
    const { spain } = await openTournaments()
    const { photoJpeg } = await import('#tests/helpers/forms')
    const photo = await photoJpeg('tiny.jpg', 40)
    for (let index = 0; index < 30; index++) await submit(client, spain.id, photo)
    const refused = await submit(client, spain.id, photo).withPlainCookie('locale', 'en')
    assert.equal(refused.status(), 429)
    assert.include(refused.text(), 'Too many')
    assert.equal(await formCount('accreditation'), 30)
  })
})
