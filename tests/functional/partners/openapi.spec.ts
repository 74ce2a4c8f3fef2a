import { test } from '@japa/runner'
import limiter from '@adonisjs/limiter/services/main'
import router from '@adonisjs/core/services/router'
import { truncateAll } from '#tests/helpers/database'
import { createForm } from '#tests/helpers/form_factory'
import { openTournaments } from '#tests/helpers/forms'
import { zoneWithDoor } from '#tests/helpers/doors'
import { apiGet, apiPost, partnerWithToken, settleChanges } from '#tests/helpers/partners'
import { schemaErrors } from '#tests/helpers/json_schema'

type Document = Record<string, any>

/** The schema the document gives for an operation's answer with this status. */
function answerSchema(document: Document, path: string, method: string, status: number) {
  const operation = document.paths[path]?.[method]
  if (!operation) throw new Error(`${method} ${path} is not in the document`)
  const answer = operation.responses[status]
  if (!answer) throw new Error(`${method} ${path} documents no ${status}`)
  return answer.content['application/json'].schema
}

function assertMatches(
  assert: any,
  document: Document,
  path: string,
  method: string,
  response: any
) {
  const errors = schemaErrors(
    response.body(),
    answerSchema(document, path, method, response.status()),
    document
  )
  assert.deepEqual(errors, [], `${method} ${path} ${response.status()}`)
}

test.group('Partner API · the OpenAPI document', (group) => {
  group.each.setup(() => limiter.clear())
  group.each.teardown(() => truncateAll())
  group.each.timeout(60_000)

  test('it lists every /api/v1 route with its scope and its validators', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/api/v1/openapi.json')
    response.assertStatus(200)
    const document = response.body()
    assert.equal(document.openapi, '3.1.0')
    const routes = Object.values(router.toJSON())
      .flat()
      .filter((route) => route.pattern.startsWith('/api/v1/'))
    const documented = Object.entries(document.paths).flatMap(([path, methods]: [string, any]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`)
    )
    assert.sameMembers(
      documented,
      routes.map(
        (route) =>
          `${route.methods.find((method) => method !== 'HEAD')} ${route.pattern.replace(/:(\w+)/g, '{$1}')}`
      )
    )
    assert.equal(document.paths['/api/v1/credentials'].get['x-scope'], 'credentials:read')
    assert.equal(document.paths['/api/v1/scans'].post['x-scope'], 'scans:write')
    // The page size's bounds come from the validator.
    const limit = document.paths['/api/v1/credentials'].get.parameters.find(
      (parameter: any) => parameter.name === 'limit'
    )
    assert.deepInclude(limit.schema, { minimum: 1, maximum: 1000 })
    const body = document.paths['/api/v1/scans'].post.requestBody.content['application/json'].schema
    assert.equal(body.properties.scans.maxItems, 500)
  })

  test('real answers, successes and errors, match the document', async ({ client, assert }) => {
    const { tennis } = await openTournaments()
    const holder = await createForm('press', tennis, { state: 'approved', company: 'Diario' })
    const waiting = await createForm('press', tennis, { state: 'waiting' })
    const { door } = await zoneWithDoor(tennis, 'Prensa')
    const { value } = await partnerWithToken(tennis, [
      'credentials:read',
      'requests:read',
      'scans:write',
      'photos:read',
    ])
    const readOnly = await partnerWithToken(tennis, ['credentials:read'])
    const documentResponse = await client.get('/api/v1/openapi.json')
    const document = documentResponse.body()
    await settleChanges()

    const pages = [
      ['/api/v1/credentials', await apiGet(client, value, '/api/v1/credentials?limit=1')],
      ['/api/v1/requests', await apiGet(client, value, '/api/v1/requests')],
      ['/api/v1/credentials/{id}', await apiGet(client, value, `/api/v1/credentials/${holder.id}`)],
      ['/api/v1/requests/{id}', await apiGet(client, value, `/api/v1/requests/${waiting.id}`)],
      [
        '/api/v1/credentials/{id}',
        await apiGet(client, value, `/api/v1/credentials/${waiting.id}`),
      ],
      ['/api/v1/credentials', await apiGet(client, null, '/api/v1/credentials')],
      ['/api/v1/requests', await apiGet(client, readOnly.value, '/api/v1/requests')],
      ['/api/v1/credentials', await apiGet(client, value, '/api/v1/credentials?cursor=bad')],
      ['/api/v1/credentials', await apiGet(client, value, '/api/v1/credentials?limit=0')],
    ] as const
    for (const [path, response] of pages) assertMatches(assert, document, path, 'get', response)
    assert.deepEqual(
      pages.map(([, response]) => response.status()),
      [200, 200, 200, 200, 404, 401, 403, 400, 422]
    )

    // A tombstone in the delta matches too.
    const listed = await apiGet(client, value, '/api/v1/credentials')
    const cursor = listed.body().cursor
    holder.state = 'rejected'
    await holder.save()
    await settleChanges()
    const delta = await apiGet(client, value, `/api/v1/credentials?cursor=${cursor}`)
    assert.deepEqual(delta.body().data[0], {
      id: holder.id,
      version: delta.body().data[0].version,
      deleted: true,
    })
    assertMatches(assert, document, '/api/v1/credentials', 'get', delta)

    const scans = await apiPost(client, value, '/api/v1/scans', {
      scans: [
        { key: 'gate-00001', code: holder.code, doorId: door.id, direction: 'in', verdict: 'deny' },
      ],
    })
    assertMatches(assert, document, '/api/v1/scans', 'post', scans)
    const invalid = await apiPost(client, value, '/api/v1/scans', { scans: 'no' })
    assertMatches(assert, document, '/api/v1/scans', 'post', invalid)
  })
})
