import { test } from '@japa/runner'
import limiter from '@adonisjs/limiter/services/main'
import db from '@adonisjs/lucid/services/db'
import { truncateAll } from '#tests/helpers/database'
import { createOrganisation, personFields } from '#tests/helpers/organisations'
import { photoJpeg } from '#tests/helpers/forms'
import { partnerWithToken } from '#tests/helpers/partners'
import { schemaErrors } from '#tests/helpers/json_schema'

/** A request as a partner sends it: the portal's form fields, multipart, with the photo. */
async function sendRequest(
  client: any,
  token: string,
  url: string,
  fields: Record<string, unknown>
) {
  return client
    .post(url)
    .header('authorization', `Bearer ${token}`)
    .fields(fields)
    .file('image', await photoJpeg())
}

test.group('Partner API · requests for an organisation within its quota', (group) => {
  group.each.setup(() => limiter.clear())
  group.each.teardown(() => truncateAll())
  group.each.timeout(60_000)

  test('a partner creates requests until the quota is full; then nothing is stored', async ({
    client,
    assert,
  }) => {
    const setup = await createOrganisation({ places: 2 })
    const { value } = await partnerWithToken(setup.tournament, ['requests:create', 'requests:read'])
    const documentAnswer = await client.get('/api/v1/openapi.json')
    const document = documentAnswer.body()
    const url = `/api/v1/organisations/${setup.organisation.id}/requests`
    const answers = []
    for (let index = 0; index < 3; index++) {
      const person = {
        ...personFields('accreditation', setup.spain.id, setup.tournament.year),
        name: `Persona${index}`,
        document: `X${index}234567L`,
        email: `person${index}@example.test`,
      }
      answers.push(await sendRequest(client, value, url, { quotaId: setup.quota.id, ...person }))
    }
    assert.deepEqual(
      answers.map((answer) => answer.status()),
      [201, 201, 409]
    )
    assert.deepInclude(answers[0].body().data, {
      type: 'accreditation',
      company: setup.organisation.name,
      state: 'waiting',
    })
    assert.deepInclude(answers[2].body(), { error: 'over_quota', places: 2, used: 2 })
    const path = '/api/v1/organisations/{id}/requests'
    for (const answer of answers) {
      const schema =
        document.paths[path].post.responses[answer.status()].content['application/json'].schema
      assert.deepEqual(schemaErrors(answer.body(), schema, document), [])
    }
    const stored = await db.from('forms').where('company', setup.organisation.name).select('id')
    assert.lengthOf(stored, 2)
    await setup.quota.refresh()
    assert.equal(setup.quota.used, 2)
  })

  test('another tournament’s organisation, another organisation’s quota, bad fields, no scope: refused, nothing stored', async ({
    client,
    assert,
  }) => {
    const tennis = await createOrganisation({ places: 5 })
    const golf = await createOrganisation({ sport: 'golf', places: 5 })
    const { value } = await partnerWithToken(tennis.tournament, ['requests:create'])
    const person = personFields('accreditation', tennis.spain.id, tennis.tournament.year)
    const own = `/api/v1/organisations/${tennis.organisation.id}/requests`
    const refusals = [
      [`/api/v1/organisations/${golf.organisation.id}/requests`, golf.quota.id, {}, 404],
      [own, golf.quota.id, {}, 404],
      [own, tennis.quota.id, { email: 'not an email' }, 422],
      [own, 'x', {}, 422],
    ] as const
    for (const [url, quotaId, changed, status] of refusals) {
      const answer = await sendRequest(client, value, url, { ...person, ...changed, quotaId })
      answer.assertStatus(status)
      assert.notInclude(JSON.stringify(answer.body()), golf.organisation.name)
    }
    const badEmail = await sendRequest(client, value, own, {
      ...person,
      email: 'x',
      quotaId: tennis.quota.id,
    })
    assert.equal(badEmail.body().errors[0].field, 'email')
    const reader = await partnerWithToken(tennis.tournament, ['requests:read'])
    const refused = await sendRequest(client, reader.value, own, {
      quotaId: tennis.quota.id,
      ...person,
    })
    refused.assertStatus(403)
    assert.equal(refused.body().error, 'missing_scope')
    assert.lengthOf(await db.from('organisation_people').select('id'), 0)
    assert.lengthOf(await db.from('forms').select('id'), 0)
  })
})
