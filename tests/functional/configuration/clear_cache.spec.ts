import { test } from '@japa/runner'
import ace from '@adonisjs/core/services/ace'
import testUtils from '@adonisjs/core/services/test_utils'
import cache from '@adonisjs/cache/services/main'
import Country from '#models/country'
import Permission from '#models/permission'
import { openTournaments } from '#tests/helpers/forms'
import { permissionOptions } from '#services/configuration/permission_options'
import { createUser } from '#tests/helpers/users'

async function countryLabels(client: any) {
  const page = await client.get('/forms/prensa').withInertia()
  return ((page.inertiaProps as any).form.options.countries as { label: string }[]).map(
    (option) => option.label
  )
}

test.group('Configuration → Clear Cache', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => cache.clear())
  group.each.setup(() => {
    ace.ui.switchMode('raw')
    return () => ace.ui.switchMode('normal')
  })

  test('a changed option list shows only after its cache is cleared on the screen', async ({
    client,
    assert,
  }) => {
    const { spain } = await openTournaments()
    assert.include(await countryLabels(client), 'España')
    await Country.query().where('id', spain.id).update({ nameEs: 'Reino de España' })
    assert.include(await countryLabels(client), 'España', 'served from the cache until cleared')

    const response = await client
      .post('/merchant/clearCache')
      .loginAs(await createUser({ isAdmin: true }))
      .withCsrfToken()
      .redirects(0)
      .form({ 'types[]': 'options' })
    assert.equal(response.header('location'), '/merchant/clear-cache')
    assert.include(await countryLabels(client), 'Reino de España')
  })

  test('an empty or unknown list of types is refused and clears nothing', async ({
    client,
    assert,
  }) => {
    const { spain } = await openTournaments()
    await countryLabels(client)
    await Country.query().where('id', spain.id).update({ nameEs: 'Otra' })
    for (const types of [[], ['everything'], 'options']) {
      const response = await client
        .post('/merchant/clearCache')
        .loginAs(await createUser({ isAdmin: true }))
        .withCsrfToken()
        .header('accept', 'application/json')
        .json({ types })
      response.assertStatus(422)
    }
    assert.include(await countryLabels(client), 'España')
  })

  test('the ace command clears the same types; unknown types fail', async ({ client, assert }) => {
    const { spain } = await openTournaments()
    await countryLabels(client)
    await Country.query().where('id', spain.id).update({ nameEs: 'Españita' })
    const bad = await ace.exec('cache:clear-types', ['nonsense'])
    assert.equal(bad.exitCode, 1)
    assert.include(await countryLabels(client), 'España')
    const good = await ace.exec('cache:clear-types', ['options'])
    assert.equal(good.exitCode, 0)
    assert.include(await countryLabels(client), 'Españita')
  })

  test('saving a permission template refreshes the cached template list', async ({
    client,
    assert,
  }) => {
    await Permission.create({ name: 'Antes', flags: '{}' })
    const before = await permissionOptions()
    assert.deepEqual(
      before.map((option) => option.label),
      ['Antes']
    )
    await client
      .post('/merchant/permission')
      .loginAs(await createUser({ isAdmin: true }))
      .withCsrfToken()
      .redirects(0)
      .form({ name: 'Después' })
    const after = await permissionOptions()
    assert.sameMembers(
      after.map((option) => option.label),
      ['Antes', 'Después']
    )
  })
})
