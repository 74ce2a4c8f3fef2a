import { test } from '@japa/runner'
import { readdir } from 'node:fs/promises'
import app from '@adonisjs/core/services/app'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import BlacklistEntry from '#models/blacklist_entry'
import {
  formCount,
  openTournaments,
  birthDateAgo,
  clearStoredRequestFiles,
} from '#tests/helpers/forms'
import {
  publicPath,
  requiredDownloads,
  THIS_YEAR,
  validFields,
  attachRequiredFiles,
} from '#tests/helpers/form_payloads'
import { clearMailbox, readMailbox } from '#tests/helpers/mailbox'

/** A request's uploads on the test disk (tmp/storage-test/forms; template images live elsewhere). */
async function storedFiles(): Promise<string[]> {
  return readdir(app.makePath('tmp/storage-test/forms'), { recursive: true }).catch(() => [])
}

async function submit(
  client: any,
  type: string,
  countryId: number,
  overrides: Record<string, string | undefined>,
  { downloads = requiredDownloads(type), locale = 'en' } = {}
) {
  const fields: Record<string, string> = {}
  for (const [key, value] of Object.entries({
    ...validFields(type, countryId, THIS_YEAR),
    ...overrides,
  })) {
    if (value !== undefined) fields[key] = value
  }
  const request = client
    .post(publicPath(type))
    .header('referer', publicPath(type))
    .withCsrfToken()
    .withPlainCookie('locale', locale)
    .withSession({ downloaded_documents: downloads })
    .redirects(0)
    .fields(fields)
  return attachRequiredFiles(request, type)
}

function errorsOf(response: any): Record<string, string[]> {
  return (response.flashMessages().inputErrorsBag ?? {}) as Record<string, string[]>
}

/** The request went back to the form with this message on this field, and nothing was stored. */
async function assertRefused(assert: any, response: any, field: string, message: string) {
  assert.equal(response.status(), 302)
  assert.notMatch(String(response.header('location')), /gracias/)
  const errors = errorsOf(response)
  assert.property(errors, field, JSON.stringify(errors))
  assert.include(errors[field][0], message)
  assert.equal(await formCount(), 0)
  assert.deepEqual(await storedFiles(), [])
  assert.deepEqual(await readMailbox(), [])
}

test.group('Public forms · rules refuse what they must', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())
  group.each.setup(() => clearMailbox())
  group.each.setup(() => clearStoredRequestFiles())

  const cases: [string, string, Record<string, string | undefined>, string, string][] = [
    [
      'ballboy',
      'document with a dash',
      { document: '1234-5678' },
      'document',
      'without spaces or dashes',
    ],
    [
      'ballboy',
      'document with a space',
      { document: '1234 5678' },
      'document',
      'without spaces or dashes',
    ],
    ['press', 'birth date not dd/mm/yyyy', { birthDate: '1990-13-45' }, 'birthDate', 'dd/mm/yyyy'],
    ['press', 'birth date in the future', { birthDate: '01/01/2999' }, 'birthDate', 'in the past'],
    [
      'ballboy',
      'licence of another year',
      { licenseYear: String(THIS_YEAR - 1) },
      'licenseYear',
      `valid in ${THIS_YEAR}`,
    ],
    [
      'ballboy',
      'no email and no tutor email',
      { email: '', tutorEmail: '' },
      'tutorEmail',
      'required',
    ],
    ['ballboy', 'no tutor name', { tutorName: undefined }, 'tutorName', 'required'],
    [
      'ballboy',
      'frequency missing although playing tennis',
      { tennisHabitFreq: undefined },
      'tennisHabitFreq',
      'required',
    ],
    [
      'line',
      'unknown period',
      { availablePeriod: '1999-01-01_1999-01-02' },
      'availablePeriod',
      'valid option',
    ],
    [
      'volunteer',
      'not a federation member',
      { federationMember: undefined },
      'federationMember',
      'must confirm',
    ],
    ['volunteer', 'no licence', { license: undefined }, 'license', 'required'],
    ['gvolunteer', 'not federated', { federated: undefined }, 'federated', 'must confirm'],
    ['gvolunteer', 'no golf licence', { federatedLicence: '' }, 'federatedLicence', 'required'],
    [
      'gvolunteer',
      'the same role twice',
      { secondPosition: 'marshal' },
      'secondPosition',
      'different',
    ],
    ['gvolunteer', 'no mobility answer', { transportType: undefined }, 'transportType', 'required'],
    [
      'press',
      'no days and not the whole tournament',
      { allTournament: 'false' },
      'days',
      'required',
    ],
    ['press', 'a media type we do not know', { media: 'blog' }, 'media', 'valid option'],
    ['press', 'a phone without digits', { cellPhone: 'call me' }, 'cellPhone', 'country code'],
    ['accreditation', 'an email that is not one', { email: 'nope' }, 'email', 'valid email'],
  ]
  for (const [type, rule, overrides, field, message] of cases) {
    test(`${type}: ${rule} is refused on ${field}`, async ({ client, assert }) => {
      const { spain } = await openTournaments()
      await assertRefused(assert, await submit(client, type, spain.id, overrides), field, message)
    })
  }

  test('ballboy and line forms need their documents downloaded first', async ({
    client,
    assert,
  }) => {
    const { spain } = await openTournaments()
    const ballboy = await submit(client, 'ballboy', spain.id, {}, { downloads: ['manual'] })
    await assertRefused(
      assert,
      ballboy,
      'downloaded_authorization',
      'The authorization must be downloaded'
    )
    const line = await submit(client, 'line', spain.id, {}, { downloads: [] })
    await assertRefused(assert, line, 'downloaded_manual', 'The manual must be downloaded')
    assert.include(errorsOf(line).downloaded_commitment[0], 'The Commitment must be downloaded')
  })

  test('a download is recorded in the visitor’s session', async ({ client, assert }) => {
    await openTournaments()
    const response = await client.get('/forms/downloads/manual').redirects(0)
    assert.equal(response.status(), 200)
    assert.equal(response.header('content-type'), 'application/pdf')
    assert.include(String(response.header('content-disposition')), 'attachment')
    assert.deepEqual(response.session().downloaded_documents, ['manual'])
  })

  test('every field error comes at once, in the visitor’s language, and the typed values come back', async ({
    client,
    assert,
  }) => {
    const { spain } = await openTournaments()
    const response = await submit(
      client,
      'volunteer',
      spain.id,
      { name: '', document: 'AB-12', birthDate: '31/02/1990', region: 'atlantis' },
      { locale: 'es' }
    )
    const errors = errorsOf(response)
    assert.includeMembers(Object.keys(errors), ['name', 'document', 'birthDate', 'region'])
    assert.include(errors.document[0], 'sin espacios ni guiones')
    assert.equal(response.flashMessages().city, 'Madrid', 'what was typed is kept')
  })

  test('a blacklisted name is refused with a clear message', async ({ client, assert }) => {
    const { spain } = await openTournaments()
    await BlacklistEntry.create({ fullName: 'lucía banned person' })
    const response = await submit(client, 'press', spain.id, {
      name: 'Lucía',
      lastName: 'Banned  PERSON',
    })
    await assertRefused(assert, response, 'lastName', 'cannot accept this request')
  })

  test('a minor is no problem for the ballboy form but a birth date before 1900 is', async ({
    client,
    assert,
  }) => {
    const { spain } = await openTournaments()
    const old = await submit(client, 'ballboy', spain.id, { birthDate: '01/01/1850' })
    await assertRefused(assert, old, 'birthDate', 'not valid')
    const child = await submit(client, 'ballboy', spain.id, { birthDate: birthDateAgo(12) })
    assert.equal(child.header('location'), '/forms/recogepelotas/gracias')
  })
})
