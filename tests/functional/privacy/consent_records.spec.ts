import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import Form from '#models/form'
import { CONSENT_TEXTS } from '#services/privacy/consent_texts'
import {
  clearStoredRequestFiles,
  formCount,
  openTournaments,
  photoJpeg,
} from '#tests/helpers/forms'
import { createForm } from '#tests/helpers/form_factory'
import { publicPath, requiredDownloads, THIS_YEAR, validFields } from '#tests/helpers/form_payloads'
import { clearMailbox } from '#tests/helpers/mailbox'
import { createUser } from '#tests/helpers/users'

async function submit(
  client: any,
  type: string,
  countryId: number,
  { without = [] as string[], locale = 'en' } = {}
) {
  const fields = validFields(type, countryId, THIS_YEAR)
  for (const name of without) delete fields[name]
  return client
    .post(publicPath(type))
    .header('referer', publicPath(type))
    .withCsrfToken()
    .withPlainCookie('locale', locale)
    .withSession({ downloaded_documents: requiredDownloads(type) })
    .redirects(0)
    .fields(fields)
    .file('image', await photoJpeg())
}

function errorsOf(response: any): Record<string, string[]> {
  return (response.flashMessages().inputErrorsBag ?? {}) as Record<string, string[]>
}

async function consentRows() {
  return db.from('consent_records').orderBy('id')
}

function showPage(client: any, user: any, form: Form) {
  return client
    .get(`/merchant/mform/${form.type}/${form.id}`)
    .loginAs(user)
    .withPlainCookie('locale', 'en')
    .header('x-inertia', 'true')
    .header('x-inertia-version', '1')
}

test.group('Privacy · consent records', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())
  group.each.setup(() => clearMailbox())
  group.each.teardown(() => clearStoredRequestFiles())

  test('a submit without the privacy consent is refused with its message and stores nothing', async ({
    client,
    assert,
  }) => {
    const { spain } = await openTournaments()
    for (const locale of ['en', 'es']) {
      const response = await submit(client, 'press', spain.id, {
        without: ['acceptPrivacy'],
        locale,
      })
      assert.equal(response.status(), 302)
      assert.include(
        errorsOf(response).acceptPrivacy?.[0],
        locale === 'en'
          ? 'You must accept the privacy policy and the data processing consent'
          : 'Debes aceptar la política de privacidad y el consentimiento de tratamiento de datos'
      )
    }
    assert.equal(await formCount(), 0)
    assert.lengthOf(await consentRows(), 0)
  })

  test('an accepted submit records the text version, the language it was shown in and when', async ({
    client,
    assert,
  }) => {
    const { spain } = await openTournaments()
    const before = Date.now() - 1000
    const response = await submit(client, 'press', spain.id, { locale: 'en' })
    assert.equal(response.header('location'), `${publicPath('press')}/gracias`)
    const form = await Form.findByOrFail('type', 'press')
    const rows = await consentRows()
    assert.lengthOf(rows, 1, 'an adult gives one consent, no guardian')
    assert.include(rows[0], {
      form_id: form.id,
      kind: 'privacy',
      text_version: CONSENT_TEXTS.privacy.current,
      locale: 'en',
      guardian_name: null,
    })
    const acceptedAt = DateTime.fromJSDate(new Date(rows[0].accepted_at)).toMillis()
    assert.isAbove(acceptedAt, before - 86_400_000)
  })

  test("a minor's request is refused without the guardian's consent and records it, with the guardian's name", async ({
    client,
    assert,
  }) => {
    const { spain } = await openTournaments()
    const refused = await submit(client, 'ballboy', spain.id, {
      without: ['acceptGuardian'],
      locale: 'es',
    })
    assert.include(
      errorsOf(refused).acceptGuardian?.[0],
      'El padre, la madre o el tutor debe dar su consentimiento por el menor'
    )
    assert.equal(await formCount(), 0)

    const accepted = await submit(client, 'ballboy', spain.id, { locale: 'es' })
    assert.equal(accepted.header('location'), `${publicPath('ballboy')}/gracias`)
    const rows = await consentRows()
    assert.deepEqual(
      rows.map((row) => [row.kind, row.locale, row.guardian_name]),
      [
        ['privacy', 'es', null],
        ['guardian', 'es', 'Ana García'],
      ]
    )
  })

  test('a new version of the text is recorded for new submits; earlier records keep theirs', async ({
    client,
    assert,
  }) => {
    const { spain } = await openTournaments()
    await submit(client, 'press', spain.id)
    const texts = CONSENT_TEXTS.privacy
    const previous = texts.current
    texts.versions['2099-1'] = { key: texts.versions[previous].key, digest: {} }
    texts.current = '2099-1'
    try {
      await submit(client, 'press', spain.id)
    } finally {
      texts.current = previous
      delete texts.versions['2099-1']
    }
    const rows = await consentRows()
    assert.deepEqual(
      rows.map((row) => row.text_version),
      [previous, '2099-1']
    )
  })

  test("staff see what was accepted, by whom, and when the request's data goes; staff entries hold no consent", async ({
    client,
    assert,
  }) => {
    const { spain, tennis } = await openTournaments()
    tennis.endsOn = DateTime.fromISO('2030-06-10')
    tennis.retentionDays = 90
    await tennis.save()
    await submit(client, 'ballboy', spain.id, { locale: 'en' })
    const form = await Form.findByOrFail('type', 'ballboy')
    const reviewer = await createUser({ formTypes: JSON.stringify(['ballboy']) })

    const page = await showPage(client, reviewer, form)
    const { consents, retention } = page.body().props
    assert.deepEqual(
      consents.map((entry: any) => [entry.kind, entry.version, entry.locale, entry.guardianName]),
      [
        ['privacy', CONSENT_TEXTS.privacy.current, 'en', null],
        ['guardian', CONSENT_TEXTS.guardian.current, 'en', 'Ana García'],
      ]
    )
    assert.equal(consents[0].textKey, 'privacy.consent_texts.privacy_2026_1')
    assert.deepEqual(retention, { purgeOn: '2030-09-09', purgedAt: null, erasedAt: null })

    const staffEntry = await createForm('ballboy', tennis)
    const other = await showPage(client, reviewer, staffEntry)
    assert.deepEqual(other.body().props.consents, [])
  })
})
