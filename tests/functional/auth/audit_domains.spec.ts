import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import drive from '@adonisjs/drive/services/main'
import { strFromU8, unzipSync } from 'fflate'
import { createUser } from '#tests/helpers/users'
import { auditRows } from '#tests/helpers/second_factor'
import { createForm } from '#tests/helpers/form_factory'
import { openTournaments } from '#tests/helpers/forms'
import { pairedDevice } from '#tests/helpers/devices'
import { binary } from '#tests/helpers/pdf'
import db from '@adonisjs/lucid/services/db'
import Permission from '#models/permission'

/** The entries of a zip the request answers with. */
async function zipOf(request: any) {
  const { body } = await binary(request)
  return unzipSync(new Uint8Array(body))
}

test.group('Audit trail · every domain writes its rows', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())
  group.each.setup(() => {
    drive.fake('fs')
    return () => drive.restore('fs')
  })

  test('a person’s data export is a row per request, and the next export shows it to them', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const form = await createForm('press', tennis, { document: 'X7654321A' })
    const admin = await createUser({ isAdmin: true, name: 'Pilar', lastName: 'Privacidad' })
    const exportOnce = () =>
      client
        .post('/merchant/personal-data/export')
        .loginAs(admin)
        .withCsrfToken()
        .json({ by: 'document', value: 'X7654321A' })
    await exportOnce()
    const [row] = await auditRows('person_data_exported')
    assert.equal(row.object_type, 'form')
    assert.equal(row.object_id, form.id)
    assert.equal(row.actor_id, admin.id)
    assert.notInclude(row.details, 'X7654321A', 'the row names the request, not the document')

    const entries = await zipOf(exportOnce())
    const data = JSON.parse(strFromU8(entries['data.json']))
    assert.deepInclude(data.auditTrail, {
      at: data.auditTrail[0].at,
      action: 'person_data_exported',
      by: 'Pilar Privacidad',
      request: form.id,
    })
  })

  test('permission templates, exports and device pairings and revocations write rows', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const admin = await createUser({ isAdmin: true })
    await client
      .post('/merchant/permission')
      .loginAs(admin)
      .withCsrfToken()
      .form({ 'name': 'Prensa', 'flags[0][key]': 'central', 'flags[0][value]': '1' })
      .redirects(0)
    const [permission] = await auditRows('permission_changed')
    assert.equal(permission.object_type, 'permission')
    assert.include(permission.details, 'central')

    await client.post('/merchant/mform/press/export').loginAs(admin).withCsrfToken().redirects(0)
    const [exported] = await auditRows('export')
    assert.equal(exported.object_type, 'form_export')
    assert.include(exported.details, '"press"')

    const device = await pairedDevice(client, admin, {
      kind: 'collection',
      tournamentId: tennis.id,
      name: 'Mesa 1',
    })
    const [paired] = await auditRows('device_paired')
    assert.equal(paired.object_id, device.id)
    assert.equal(paired.actor_label, `device #${device.id}`)
    await client
      .post(`/merchant/devices/${device.id}/revoke`)
      .loginAs(admin)
      .withCsrfToken()
      .redirects(0)
    const [revoked] = await auditRows('device_revoked')
    assert.equal(revoked.actor_id, admin.id)
    assert.equal(revoked.object_id, device.id)
  })

  test('an action and its audit row commit together: when the row cannot be written, the change is not made', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    const permission = await Permission.create({ name: 'Prensa', flags: '{"central":1}' })
    const rename = (from: string, to: string) => db.rawQuery(`alter table ${from} rename to ${to}`)
    const change = () =>
      client
        .put(`/merchant/permission/${permission.id}`)
        .loginAs(admin)
        .withCsrfToken()
        .form({ 'name': 'Prensa escrita', 'flags[0][key]': 'central', 'flags[0][value]': '1' })
        .redirects(0)

    /** The trail's table is out of reach: the audit write fails inside the action's transaction. */
    await rename('audit_events', 'audit_events_away')
    try {
      const failed = await change()
      assert.isAtLeast(failed.status(), 500)
    } finally {
      await rename('audit_events_away', 'audit_events')
    }
    await permission.refresh()
    assert.equal(permission.name, 'Prensa', 'the template is as it was')

    const saved = await change()
    saved.assertHeader('location', '/merchant/permission')
    await permission.refresh()
    assert.equal(permission.name, 'Prensa escrita')
    const [row] = await auditRows('permission_changed')
    assert.include(row.details, 'Prensa escrita')
  })
})
