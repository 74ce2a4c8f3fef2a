import { test } from '@japa/runner'
import limiter from '@adonisjs/limiter/services/main'
import db from '@adonisjs/lucid/services/db'
import { truncateAll } from '#tests/helpers/database'
import { createUser } from '#tests/helpers/users'
import { openTournaments } from '#tests/helpers/forms'
import { apiStatus, tokenSecret } from '#tests/helpers/partners'
import Partner from '#models/partner'

/** A POST of the admin's form, then the page it redirects to, with what it flashed. */
async function submit(client: any, admin: any, url: string, form: Record<string, unknown>) {
  const posted = await client.post(url).loginAs(admin).withCsrfToken().form(form).redirects(0)
  const location = posted.header('location') as string
  const page = await client
    .get(location)
    .loginAs(admin)
    .withFlashMessages(posted.flashMessages())
    .withInertia()
  return { posted, page, location }
}

test.group('Partners · Configuration → Partners', (group) => {
  group.each.setup(() => limiter.clear())
  group.each.teardown(() => truncateAll())
  group.each.timeout(60_000)

  test('an admin creates a partner: its token is shown once, works, and is stored only hashed', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const admin = await createUser({ isAdmin: true })
    const { page, location } = await submit(client, admin, '/merchant/partners', {
      'name': 'Broadcaster',
      'contactEmail': 'crew@tv.test',
      'locale': 'en',
      'tournamentId': tennis.id,
      'scopes[]': 'credentials:read',
      'rateLimit': 100,
    })
    const secret = page.body().props.secret
    assert.equal(secret.kind, 'token')
    assert.match(secret.value, /^ptk_\d+_/)
    assert.equal(await apiStatus(client, secret.value, '/api/v1/credentials'), 200)
    assert.equal(await apiStatus(client, secret.value, '/api/v1/requests'), 403)
    const stored = await db.from('partner_tokens').select('hash')
    assert.lengthOf(tokenSecret(secret.value), 43)
    assert.notInclude(JSON.stringify(stored), tokenSecret(secret.value))

    const again = await client.get(location).loginAs(admin).withInertia()
    assert.isNull(again.body().props.secret)
    assert.notInclude(JSON.stringify(again.body().props), secret.value)

    const partner = await Partner.findByOrFail('name', 'Broadcaster')
    await submit(client, admin, `/merchant/partners/${partner.id}/revoke`, {})
    assert.equal(await apiStatus(client, secret.value, '/api/v1/credentials'), 401)
  })

  test('bad input changes nothing: unknown scope, bad URL, events beyond the scopes', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const admin = await createUser({ isAdmin: true })
    const refused = await client
      .post('/merchant/partners')
      .loginAs(admin)
      .withCsrfToken()
      .withInertia()
      .form({
        'name': 'X',
        'contactEmail': 'x@x.test',
        'locale': 'en',
        'tournamentId': tennis.id,
        'scopes[]': 'admin',
        'rateLimit': 5,
      })
      .redirects(0)
    assert.equal(refused.status(), 302)
    assert.lengthOf(await Partner.all(), 0)

    const partner = await Partner.create({
      tournamentId: tennis.id,
      name: 'Reader',
      contactEmail: 'r@r.test',
      locale: 'es',
      scopes: JSON.stringify(['credentials:read']),
      rateLimit: 10,
    })
    for (const [form, message] of [
      [
        { 'url': 'ftp://127.0.0.1/x', 'events[]': 'credential.changed' },
        'La dirección no es válida.',
      ],
      [
        { 'url': 'http://127.0.0.1:9/x', 'events[]': 'passage.recorded' },
        'El socio no tiene permiso para alguno de esos eventos.',
      ],
    ] as const) {
      const { posted } = await submit(
        client,
        admin,
        `/merchant/partners/${partner.id}/webhooks`,
        form
      )
      assert.deepEqual(posted.flashMessages().notification, { type: 'error', message })
    }
    assert.lengthOf(await db.from('webhook_endpoints').select('id'), 0)

    const { page } = await submit(client, admin, `/merchant/partners/${partner.id}/webhooks`, {
      'url': 'http://127.0.0.1:9/hooks',
      'events[]': ['credential.changed', 'card.replaced'],
    })
    assert.equal(page.body().props.secret.kind, 'webhook_secret')
    assert.match(page.body().props.secret.value, /^whsec_/)
    assert.deepEqual(page.body().props.partner.endpoints[0].events, [
      'credential.changed',
      'card.replaced',
    ])
  })

  test('staff without the admin capability reach none of it', async ({ client }) => {
    const { tennis } = await openTournaments()
    const staff = await createUser({})
    const partner = await Partner.create({
      tournamentId: tennis.id,
      name: 'Hidden',
      contactEmail: 'h@h.test',
      locale: 'es',
      scopes: JSON.stringify(['credentials:read']),
      rateLimit: 10,
    })
    const page = await client.get(`/merchant/partners/${partner.id}`).loginAs(staff).withInertia()
    page.assertStatus(403)
  })
})
