import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import sharp from 'sharp'
import { clearStoredRequestFiles, openTournaments } from '#tests/helpers/forms'
import { createForm } from '#tests/helpers/form_factory'
import { createUser } from '#tests/helpers/users'

function inertia(client: any, user: any, path: string) {
  return client
    .get(path)
    .loginAs(user)
    .withPlainCookie('locale', 'en')
    .header('x-inertia', 'true')
    .header('x-inertia-version', '1')
}

test.group('Privacy · who opened applicants files', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.teardown(() => clearStoredRequestFiles())

  test("opening a request's photo is logged with who and when; the request's page lists it", async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const photo = 'forms/access-photo.jpg'
    await drive.use().put(
      photo,
      await sharp({ create: { width: 40, height: 50, channels: 3, background: '#888' } })
        .jpeg()
        .toBuffer()
    )
    const form = await createForm('ballboy', tennis, { photoPath: photo })
    const reviewer = await createUser({
      name: 'Rita',
      lastName: 'Revisora',
      formTypes: JSON.stringify(['ballboy']),
    })
    const before = await inertia(client, reviewer, `/merchant/mform/ballboy/${form.id}`)
    assert.deepEqual(before.body().props.fileAccess, [])

    const opened = await client
      .get(`/merchant/preview?file=${encodeURIComponent(photo)}`)
      .loginAs(reviewer)
    opened.assertStatus(200)
    const rows = await db.from('file_access_logs').where('form_id', form.id)
    assert.lengthOf(rows, 1)
    assert.include(rows[0], { user_id: reviewer.id, kind: 'photo', detail: photo })

    const after = await inertia(client, reviewer, `/merchant/mform/ballboy/${form.id}`)
    const [entry] = after.body().props.fileAccess
    assert.include(entry, { kind: 'photo', by: 'Rita Revisora' })
    assert.isTrue(Date.now() - new Date(entry.at).getTime() < 60_000)
  })

  test('a refused preview logs nothing; an admin filters the log by staff member', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const photo = 'forms/access-photo-2.jpg'
    await drive.use().put(
      photo,
      await sharp({ create: { width: 40, height: 50, channels: 3, background: '#888' } })
        .jpeg()
        .toBuffer()
    )
    const form = await createForm('ballboy', tennis, { photoPath: photo })
    const outsider = await createUser({ formTypes: JSON.stringify(['press']) })
    const refused = await client
      .get(`/merchant/preview?file=${encodeURIComponent(photo)}`)
      .loginAs(outsider)
    refused.assertStatus(403)
    assert.lengthOf(await db.from('file_access_logs'), 0)

    const ana = await createUser({
      name: 'Ana',
      lastName: 'Uno',
      formTypes: JSON.stringify(['ballboy']),
    })
    const bea = await createUser({
      name: 'Bea',
      lastName: 'Dos',
      formTypes: JSON.stringify(['ballboy']),
    })
    for (const user of [ana, bea, ana]) {
      await client.get(`/merchant/preview?file=${encodeURIComponent(photo)}`).loginAs(user)
    }
    const admin = await createUser({ isAdmin: true })
    const all = await inertia(client, admin, '/merchant/access-log')
    assert.equal(all.body().props.pagination.total, 3)
    const anas = await inertia(client, admin, `/merchant/access-log?user=${ana.id}`)
    assert.deepEqual(
      anas
        .body()
        .props.entries.map((entry: { by: string; formId: number }) => [entry.by, entry.formId]),
      [
        ['Ana Uno', form.id],
        ['Ana Uno', form.id],
      ]
    )
    const nonsense = await inertia(client, admin, '/merchant/access-log?user=abc&page=-2')
    assert.equal(nonsense.body().props.pagination.total, 3)
  })
})
