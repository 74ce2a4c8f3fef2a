import { test } from '@japa/runner'
import limiter from '@adonisjs/limiter/services/main'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import { DateTime } from 'luxon'
import { truncateAll } from '#tests/helpers/database'
import { createForm } from '#tests/helpers/form_factory'
import { openTournaments } from '#tests/helpers/forms'
import { pressDoor, zoneWithDoor } from '#tests/helpers/doors'
import {
  apiGet,
  apiPost,
  apiStatus,
  partnerWithToken,
  pullAll,
  settleChanges,
} from '#tests/helpers/partners'
import {
  revokePartner,
  revokePartnerToken,
  issuePartnerToken,
} from '#services/partners/partner_tokens'
import { erasePerson } from '#services/privacy/person_erasure'
import { encodePartnerCursor } from '#services/partners/partner_cursor'

const PERSONAL = ['email', 'document', 'birthDate', 'phone', 'cellPhone', 'address', 'photoPath']

test.group('Partner API · tokens, scopes, feeds, scans', (group) => {
  group.each.setup(() => limiter.clear())
  group.each.teardown(() => truncateAll())
  group.each.timeout(60_000)

  test('no token, a wrong, revoked or expired token, a revoked partner: 401 JSON, nothing read', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const { partner, token, value } = await partnerWithToken(tennis, ['credentials:read'])
    const anonymous = await apiGet(client, null, '/api/v1/credentials')
    anonymous.assertStatus(401)
    assert.equal(anonymous.body().error, 'invalid_token')
    assert.isString(anonymous.body().message)
    const forged = await apiGet(client, value.slice(0, -2) + 'xx', '/api/v1/credentials')
    forged.assertStatus(401)
    assert.equal(await apiStatus(client, value, '/api/v1/credentials'), 200)

    await revokePartnerToken(token)
    assert.equal(await apiStatus(client, value, '/api/v1/credentials'), 401)

    const expired = await issuePartnerToken(partner, {
      name: 'old',
      expiresAt: DateTime.now().minus({ minutes: 1 }),
    })
    assert.equal(await apiStatus(client, expired.value, '/api/v1/credentials'), 401)

    const fresh = await issuePartnerToken(partner, { name: 'new' })
    assert.equal(await apiStatus(client, fresh.value, '/api/v1/credentials'), 200)
    await revokePartner(partner)
    const refused = await apiGet(client, fresh.value, '/api/v1/credentials')
    refused.assertStatus(401)
    assert.equal(refused.body().error, 'invalid_token')
  })

  test('every route without its scope is refused (403 missing_scope) and with it answers', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const holder = await createForm('press', tennis, {
      state: 'approved',
      photoPath: 'forms/p.jpg',
    })
    await drive.use().put('forms/p.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xd9]))
    const { door } = await zoneWithDoor(tennis, 'Prensa')
    const routes: [string, string, string, unknown?][] = [
      ['credentials:read', 'GET', '/api/v1/credentials'],
      ['credentials:read', 'GET', `/api/v1/credentials/${holder.id}`],
      ['photos:read', 'GET', `/api/v1/credentials/${holder.id}/photo`],
      ['requests:read', 'GET', '/api/v1/requests'],
      ['requests:read', 'GET', `/api/v1/requests/${holder.id}`],
      [
        'scans:write',
        'POST',
        '/api/v1/scans',
        {
          scans: [
            {
              key: 'scan-0001',
              code: holder.code,
              doorId: door.id,
              direction: 'in',
              verdict: 'admit',
            },
          ],
        },
      ],
    ]
    const everything = await partnerWithToken(tennis, [
      'credentials:read',
      'requests:read',
      'scans:write',
      'photos:read',
    ])
    for (const [scope, method, url, body] of routes) {
      const others = ['credentials:read', 'requests:read', 'scans:write', 'photos:read'].filter(
        (name) => name !== scope
      ) as any[]
      const without = await partnerWithToken(tennis, others)
      const refused =
        method === 'GET'
          ? await apiGet(client, without.value, url)
          : await apiPost(client, without.value, url, body)
      refused.assertStatus(403)
      assert.deepInclude(refused.body(), { error: 'missing_scope', scope })
      const allowed =
        method === 'GET'
          ? await apiGet(client, everything.value, url)
          : await apiPost(client, everything.value, url, body)
      allowed.assertStatus(200)
    }
    assert.equal(
      await db
        .from('passages')
        .count('* as total')
        .first()
        .then((r) => Number(r.total)),
      1
    )
  })

  test('a token over its rate per minute gets 429 with Retry-After, another token does not', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const first = await partnerWithToken(tennis, ['credentials:read'], { rateLimit: 3 })
    for (let index = 0; index < 3; index++) {
      assert.equal(await apiStatus(client, first.value, '/api/v1/credentials'), 200)
    }
    const over = await apiGet(client, first.value, '/api/v1/credentials')
    over.assertStatus(429)
    assert.equal(over.body().error, 'too_many_requests')
    assert.isAbove(Number(over.header('retry-after')), 0)
    const second = await issuePartnerToken(first.partner, { name: 'second' })
    assert.equal(await apiStatus(client, second.value, '/api/v1/credentials'), 200)
  })

  test('credentials: full listing by pages, then the delta with tombstones; no personal field', async ({
    client,
    assert,
  }) => {
    const { tennis, golf } = await openTournaments()
    const approved = []
    for (let index = 0; index < 5; index++) {
      approved.push(await createForm('press', tennis, { state: 'approved' }))
    }
    const waiting = await createForm('press', tennis, { state: 'waiting' })
    const elsewhere = await createForm('gpress', golf, { state: 'approved' })
    const { value } = await partnerWithToken(tennis, ['credentials:read'])
    await settleChanges()

    const full = await pullAll(client, value, 'credentials')
    assert.deepEqual(
      full.items.map((item) => item.id),
      approved.map((form) => form.id)
    )
    for (const item of full.items) {
      assert.equal(item.card.code, approved.find((form) => form.id === item.id)!.code)
      assert.isAbove(item.version, 0)
      for (const field of PERSONAL) assert.notProperty(item, field)
      assert.notProperty(item, 'photoUrl')
    }

    // Nothing changed: the delta is empty.
    const quiet = await pullAll(client, value, 'credentials', full.cursor)
    assert.lengthOf(quiet.items, 0)

    // A rejection, an approval, a change in another tournament, an erasure.
    approved[0].state = 'rejected'
    await approved[0].save()
    waiting.state = 'approved'
    await waiting.save()
    elsewhere.company = 'Other'
    await elsewhere.save()
    const erased = approved[1]
    const result = await erasePerson(
      { by: 'document', value: erased.document! },
      { requests: [erased.id], collections: [] },
      null
    )
    assert.isTrue(result.erased)
    await settleChanges()

    const delta = await pullAll(client, value, 'credentials', full.cursor, 10)
    const byId = new Map(delta.items.map((item) => [item.id, item]))
    assert.sameMembers([...byId.keys()], [approved[0].id, waiting.id, erased.id])
    assert.deepEqual(byId.get(approved[0].id), {
      id: approved[0].id,
      version: byId.get(approved[0].id).version,
      deleted: true,
    })
    assert.deepEqual(Object.keys(byId.get(erased.id)).sort(), ['deleted', 'id', 'version'])
    assert.equal(byId.get(waiting.id).state, 'approved')
    assert.isAbove(byId.get(waiting.id).version, full.items[0].version)
  })

  test('requests: every state, other tournaments never named; one item by id within the tournament only', async ({
    client,
    assert,
  }) => {
    const { tennis, golf } = await openTournaments()
    const mine = await createForm('press', tennis, { state: 'waiting', company: 'Diario' })
    const theirs = await createForm('gpress', golf, { state: 'approved' })
    const { value } = await partnerWithToken(tennis, ['requests:read', 'credentials:read'])
    const list = await apiGet(client, value, '/api/v1/requests')
    list.assertStatus(200)
    assert.deepEqual(
      list.body().data.map((item: any) => item.id),
      [mine.id]
    )
    const one = await apiGet(client, value, `/api/v1/requests/${mine.id}`)
    one.assertStatus(200)
    assert.deepInclude(one.body().data, { id: mine.id, state: 'waiting', company: 'Diario' })
    for (const field of PERSONAL) assert.notProperty(one.body().data, field)

    for (const url of [
      `/api/v1/requests/${theirs.id}`,
      `/api/v1/credentials/${theirs.id}`,
      `/api/v1/credentials/${mine.id}`,
      '/api/v1/requests/999999',
    ]) {
      const refused = await apiGet(client, value, url)
      refused.assertStatus(404)
      assert.equal(refused.body().error, 'not_found')
      assert.notInclude(JSON.stringify(refused.body()), theirs.lastName)
    }
    const junk = await apiGet(client, value, '/api/v1/requests/abc')
    junk.assertStatus(404)
    assert.equal(junk.body().error, 'not_found')
  })

  test('photos only with the photo scope; ETags answer 304 until something changes', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const holder = await createForm('press', tennis, {
      state: 'approved',
      photoPath: 'forms/a.jpg',
    })
    await drive.use().put('forms/a.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xd9]))
    const withPhotos = await partnerWithToken(tennis, ['credentials:read', 'photos:read'])
    const item = await apiGet(client, withPhotos.value, `/api/v1/credentials/${holder.id}`)
    assert.equal(item.body().data.photoUrl, `/api/v1/credentials/${holder.id}/photo`)
    const photo = await apiGet(client, withPhotos.value, item.body().data.photoUrl)
    photo.assertStatus(200)
    assert.equal(photo.header('content-type'), 'image/jpeg')

    const etag = item.header('etag')
    assert.match(etag, /^".+"$/)
    const same = await apiGet(client, withPhotos.value, `/api/v1/credentials/${holder.id}`).header(
      'if-none-match',
      etag
    )
    same.assertStatus(304)
    holder.company = 'Radio'
    await holder.save()
    const changed = await apiGet(
      client,
      withPhotos.value,
      `/api/v1/credentials/${holder.id}`
    ).header('if-none-match', etag)
    changed.assertStatus(200)
    assert.equal(changed.body().data.holder.organisation, 'Radio')
  })

  test('malformed cursors, another feed or tournament cursor, page limits: clear JSON errors', async ({
    client,
    assert,
  }) => {
    const { tennis, golf } = await openTournaments()
    const { value } = await partnerWithToken(tennis, ['credentials:read', 'requests:read'])
    const cursors = [
      'not a cursor',
      'eyJ4IjoxfQ',
      encodePartnerCursor({ feed: 'requests', tournamentId: tennis.id, change: 0 }),
      encodePartnerCursor({ feed: 'credentials', tournamentId: golf.id, change: 0 }),
      Buffer.from(JSON.stringify({ f: 'credentials', t: tennis.id, c: -1 })).toString('base64url'),
    ]
    for (const cursor of cursors) {
      const refused = await apiGet(
        client,
        value,
        `/api/v1/credentials?cursor=${encodeURIComponent(cursor)}`
      )
      refused.assertStatus(400)
      assert.equal(refused.body().error, 'invalid_cursor')
    }
    for (const limit of ['0', '1001', 'abc', '2.5']) {
      const refused = await apiGet(client, value, `/api/v1/credentials?limit=${limit}`)
      refused.assertStatus(422)
      assert.equal(refused.body().error, 'validation_failed')
      assert.equal(refused.body().errors[0].field, 'limit')
    }
    const wrongMethod = await client
      .delete('/api/v1/credentials')
      .header('authorization', `Bearer ${value}`)
    wrongMethod.assertStatus(405)
    assert.equal(wrongMethod.body().error, 'method_not_allowed')
    const nowhere = await apiGet(client, value, '/api/v1/nowhere')
    nowhere.assertStatus(404)
    assert.equal(nowhere.body().error, 'not_found')
  })

  test('external scans become passages once: replay, conflict, another tournament door; bad bodies change nothing', async ({
    client,
    assert,
  }) => {
    const { golf, door, holder } = await pressDoor()
    const { door: golfDoor } = await zoneWithDoor(golf, 'Golf')
    const { partner, value } = await partnerWithToken(
      await holder.related('tournament').query().firstOrFail(),
      ['scans:write']
    )
    const scan = {
      key: 'turnstile-1',
      code: holder.code,
      doorId: door.id,
      direction: 'in',
      verdict: 'admit',
    }
    const first = await apiPost(client, value, '/api/v1/scans', {
      scans: [
        scan,
        { ...scan, key: 'turnstile-2', code: 'NOBODY123' },
        { ...scan, key: 'turnstile-3', doorId: golfDoor.id },
      ],
    })
    first.assertStatus(200)
    assert.deepEqual(
      first.body().results.map((result: any) => result.status),
      ['recorded', 'recorded', 'unknown_door']
    )
    const again = await apiPost(client, value, '/api/v1/scans', {
      scans: [scan, { ...scan, verdict: 'deny' }],
    })
    assert.deepEqual(
      again.body().results.map((result: any) => result.status),
      ['replayed', 'conflict']
    )
    const rows = await db
      .from('passages')
      .orderBy('id')
      .select('form_id', 'partner_id', 'reason', 'verdict')
    assert.deepEqual(
      rows.map((row) => [row.form_id, Number(row.partner_id), row.reason, row.verdict]),
      [
        [holder.id, partner.id, 'external', 'admit'],
        [null, partner.id, 'unknown', 'admit'],
      ]
    )

    const tooMany = Array.from({ length: 501 }, (_, index) => ({
      ...scan,
      key: `bulk-${String(index).padStart(5, '0')}`,
    }))
    for (const body of [
      { scans: tooMany },
      { scans: [{ ...scan, direction: 'up' }] },
      { scans: [] },
    ]) {
      const refused = await apiPost(client, value, '/api/v1/scans', body)
      refused.assertStatus(422)
      assert.equal(refused.body().error, 'validation_failed')
    }
    // Two megabytes: past the body parser's limit, refused before the route runs.
    const huge = await apiPost(client, value, '/api/v1/scans', {
      scans: Array.from({ length: 4000 }, () => ({ ...scan, padding: 'x'.repeat(500) })),
    })
    huge.assertStatus(413)
    assert.equal(huge.body().error, 'too_large')
    assert.lengthOf(await db.from('passages').select('id'), 2)
  })
})
