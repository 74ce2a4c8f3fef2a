import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Permission from '#models/permission'
import { createUser } from '#tests/helpers/users'

test.group('Permission templates', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('only 0 and 1 become flags; other values are kept as values', async ({ client, assert }) => {
    const admin = await createUser({ isAdmin: true })
    const response = await client
      .post('/merchant/permission')
      .loginAs(admin)
      .form({
        'name': 'Prensa pista central',
        'flags[0][key]': 'central',
        'flags[0][value]': '1',
        'flags[1][key]': 'vestuarios',
        'flags[1][value]': '0',
        'flags[2][key]': 'tribuna',
        'flags[2][value]': 'P2',
        'flags[3][key]': 'parking',
        'flags[3][value]': 'true',
      })
      .withCsrfToken()
      .redirects(0)
    response.assertHeader('location', '/merchant/permission')

    const permission = await Permission.findByOrFail('name', 'Prensa pista central')
    assert.deepEqual(permission.flagMap, {
      central: 1,
      vestuarios: 0,
      tribuna: 'P2',
      parking: 'true',
    })

    const index = await client.get('/merchant/permission').loginAs(admin).withInertia()
    const listed = index
      .body()
      .props.permissions.find((item: any) => item.name === 'Prensa pista central')
    assert.deepEqual(listed.active, ['central', 'tribuna: P2', 'parking: true'])
  })

  test('GET /merchant/permission/{id} edits and PUT updates the template', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    const permission = await Permission.create({
      name: 'Pistas',
      flags: JSON.stringify({ pistas: 1 }),
    })
    const page = await client
      .get(`/merchant/permission/${permission.id}`)
      .loginAs(admin)
      .withInertia()
    page.assertInertiaComponent('configuration/permissions/form')
    assert.deepEqual(page.body().props.permission.flags, [{ key: 'pistas', value: '1' }])

    await client
      .put(`/merchant/permission/${permission.id}`)
      .loginAs(admin)
      .form({
        'name': 'Pistas y central',
        'flags[0][key]': 'pistas',
        'flags[0][value]': '0',
        'flags[1][key]': 'central',
        'flags[1][value]': '1',
      })
      .withCsrfToken()
      .redirects(0)
    await permission.refresh()
    assert.equal(permission.name, 'Pistas y central')
    assert.deepEqual(permission.flagMap, { pistas: 0, central: 1 })
  })

  test('repeated zones and markup in zone names are refused and nothing changes', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    const permission = await Permission.create({
      name: 'Intacto',
      flags: JSON.stringify({ pistas: 1 }),
    })
    const response = await client
      .put(`/merchant/permission/${permission.id}`)
      .header('referer', `/merchant/permission/${permission.id}`)
      .loginAs(admin)
      .form({
        'name': 'Intacto',
        'flags[0][key]': 'pistas',
        'flags[0][value]': '1',
        'flags[1][key]': 'pistas',
        'flags[1][value]': '0',
      })
      .withCsrfToken()
      .redirects(0)
    const errors = response.flashMessages().inputErrorsBag as Record<string, string[]>
    assert.isDefined(errors.flags)
    await permission.refresh()
    assert.deepEqual(permission.flagMap, { pistas: 1 })

    const markup = await client
      .put(`/merchant/permission/${permission.id}`)
      .header('referer', `/merchant/permission/${permission.id}`)
      .loginAs(admin)
      .form({ 'name': 'Intacto', 'flags[0][key]': '<script>', 'flags[0][value]': '1' })
      .withCsrfToken()
      .redirects(0)
    const markupErrors = markup.flashMessages().inputErrorsBag as Record<string, string[]>
    assert.isDefined(markupErrors['flags.0.key'])
    await permission.refresh()
    assert.deepEqual(permission.flagMap, { pistas: 1 })
  })

  test('non-admin staff are refused', async ({ client }) => {
    const editor = await createUser({ canEdit: true })
    const response = await client
      .get('/merchant/permission')
      .loginAs(editor)
      .header('accept', 'application/json')
    response.assertStatus(403)
  })
})
