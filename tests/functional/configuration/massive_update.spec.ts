import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import Form from '#models/form'
import FormLog from '#models/form_log'
import Permission from '#models/permission'
import Tournament from '#models/tournament'
import { openTournaments } from '#tests/helpers/forms'
import { createForm } from '#tests/helpers/form_factory'
import { createUser } from '#tests/helpers/users'

function post(client: any, admin: any, path: string, body: Record<string, unknown>) {
  return client
    .post(path)
    .loginAs(admin)
    .withCsrfToken()
    .withPlainCookie('locale', 'en')
    .redirects(0)
    .json(body)
}

test.group('Configuration → Massive update', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('by category: preview counts, apply touches exactly the matching forms and logs each', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const lastYear = await Tournament.create({
      sport: 'tennis',
      year: tennis.year - 1,
      name: 'Old',
      startsOn: DateTime.fromISO(`${tennis.year - 1}-04-20`),
      endsOn: DateTime.fromISO(`${tennis.year - 1}-05-03`),
      openFormTypes: '[]',
    })
    const press = [await createForm('press', tennis), await createForm('press', tennis)]
    const other = await createForm('ballboy', tennis)
    const old = await createForm('press', lastYear)
    const template = await Permission.create({ name: 'Prensa', flags: '{"prensa":1}' })
    const admin = await createUser({ isAdmin: true })

    const preview = await post(client, admin, '/merchant/bycategory', {
      category: 'press',
      credits: 9,
      preview: true,
    })
    assert.deepEqual(preview.flashMessages().massivePreview, { count: 2 })
    await press[0].refresh()
    assert.equal(press[0].credits, 0, 'a preview changes nothing')

    const applied = await post(client, admin, '/merchant/bycategory', {
      category: 'press',
      credits: 9,
      permissionId: template.id,
    })
    assert.equal((applied.flashMessages().notification as any).message, '2 requests updated.')
    for (const form of press) {
      await form.refresh()
      assert.equal(form.credits, 9)
      assert.equal(form.permissionId, template.id)
      const log = await FormLog.query().where({ formId: form.id, type: 'updated' }).firstOrFail()
      assert.equal(log.userId, admin.id)
      assert.sameMembers(log.dataMap.changed as string[], ['credits', 'permissionId'])
    }
    for (const untouched of [other, old]) {
      await untouched.refresh()
      assert.equal(untouched.credits, 0)
      assert.isNull(untouched.permissionId)
    }
  })

  test('by permission: forms with one template get another, and a colour', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const from = await Permission.create({ name: 'A', flags: '{}' })
    const to = await Permission.create({ name: 'B', flags: '{}' })
    const matching = await createForm('line', tennis)
    await Form.query().where('id', matching.id).update({ permissionId: from.id })
    const other = await createForm('line', tennis)
    await post(client, await createUser({ isAdmin: true }), '/merchant/bypermission', {
      sourcePermissionId: from.id,
      permissionId: to.id,
      color: '#aa0000',
    })
    await matching.refresh()
    await other.refresh()
    assert.equal(matching.permissionId, to.id)
    assert.equal(matching.color, '#aa0000')
    assert.isNull(other.color)
  })

  test('nothing to set, unknown category or template: refused, nothing changes', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const form = await createForm('press', tennis)
    const admin = await createUser({ isAdmin: true })
    const empty = await post(client, admin, '/merchant/bycategory', { category: 'press' })
    assert.equal(
      (empty.flashMessages().notification as any).message,
      'Choose at least one value to set.'
    )
    for (const body of [
      { category: 'astronaut', credits: 1 },
      { category: 'press', credits: -1 },
      { category: 'press', permissionId: 999999 },
    ]) {
      const response = await client
        .post('/merchant/bycategory')
        .loginAs(admin)
        .withCsrfToken()
        .header('accept', 'application/json')
        .json(body)
      response.assertStatus(422)
    }
    const noTemplate = await client
      .post('/merchant/bypermission')
      .loginAs(admin)
      .withCsrfToken()
      .header('accept', 'application/json')
      .json({ sourcePermissionId: 999999, credits: 1 })
    noTemplate.assertStatus(422)
    await form.refresh()
    assert.equal(form.credits, 0)
    assert.lengthOf(await FormLog.query().where('type', 'updated'), 0)
  })
})
