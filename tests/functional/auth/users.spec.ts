import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import User from '#models/user'
import Restaurant from '#models/restaurant'
import { createUser, TEST_PASSWORD } from '#tests/helpers/users'

const NEW_USER = {
  'name': 'Marta',
  'lastName': 'Gómez',
  'email': 'Marta.Gomez@Example.test',
  'password': 'a-long-password',
  'canEdit': 'true',
  'canPrint': 'true',
  'formTypes[]': 'ballboy',
}

test.group('Configuration → Users', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an admin lists users without their password hashes', async ({ client, assert }) => {
    const admin = await createUser({ isAdmin: true })
    const response = await client.get('/merchant/user').loginAs(admin).withInertia()
    response.assertInertiaComponent('auth/users/index')
    const listed = response.body().props.users.find((user: any) => user.email === admin.email)
    assert.isTrue(listed.isAdmin)
    assert.notProperty(listed, 'password')
  })

  test('an admin creates a user with capabilities and form types', async ({ client, assert }) => {
    const admin = await createUser({ isAdmin: true })
    const restaurant = await Restaurant.create({ name: 'Prensa test', kind: 'press' })
    const response = await client
      .post('/merchant/user')
      .loginAs(admin)
      .form({ ...NEW_USER, restaurantId: String(restaurant.id) })
      .withCsrfToken()
      .redirects(0)
    response.assertHeader('location', '/merchant/user')
    assert.equal((response.flashMessages().notification as any).message, '¡Registro creado!')

    const created = await User.findByOrFail('email', 'marta.gomez@example.test')
    assert.isTrue(created.canEdit)
    assert.isTrue(created.canPrint)
    assert.isFalse(created.canCreate)
    assert.isFalse(created.isAdmin)
    assert.equal(created.restaurantId, restaurant.id)
    assert.deepEqual(JSON.parse(created.formTypes), ['ballboy'])
    assert.isNotNull(await User.verifyCredentials('marta.gomez@example.test', 'a-long-password'))
  })

  test('an edit can take capabilities away and keeps the password when left empty', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    const target = await createUser({ canEdit: true, canPrint: true })
    await client
      .put(`/merchant/user/${target.id}`)
      .loginAs(admin)
      .form({ name: 'Renamed', email: target.email, canPrint: 'true', isBanned: 'true' })
      .withCsrfToken()
      .redirects(0)
    await target.refresh()
    assert.equal(target.name, 'Renamed')
    assert.isFalse(target.canEdit)
    assert.isTrue(target.canPrint)
    assert.isTrue(target.isBanned)
    assert.isNotNull(await User.verifyCredentials(target.email, TEST_PASSWORD))
  })

  test('bad input is refused field by field and nothing is stored', async ({ client, assert }) => {
    const admin = await createUser({ isAdmin: true })
    const before = await User.query().count('* as total')
    const response = await client
      .post('/merchant/user')
      .header('referer', '/merchant/user/create')
      .loginAs(admin)
      .form({
        'name': '',
        'email': admin.email,
        'password': 'short',
        'formTypes[]': 'nonsense',
        'restaurantId': '999999',
      })
      .withCsrfToken()
      .redirects(0)
    response.assertHeader('location', '/merchant/user/create')
    const errors = response.flashMessages().inputErrorsBag as Record<string, string[]>
    for (const field of ['name', 'email', 'password', 'formTypes.0', 'restaurantId']) {
      assert.isDefined(errors[field], field)
    }
    assert.include(errors.email[0], 'ya está en uso')
    const after = await User.query().count('* as total')
    assert.equal(Number(after[0].$extras.total), Number(before[0].$extras.total))
  })

  test('a non-numeric or unknown id is a 404 page, not an error', async ({ client }) => {
    const admin = await createUser({ isAdmin: true })
    for (const path of ['/merchant/user/abc/edit', '/merchant/user/999999/edit']) {
      const response = await client.get(path).loginAs(admin).withInertia()
      response.assertStatus(404)
      response.assertInertiaComponent('errors/not_found')
    }
  })

  test('staff without the admin flag cannot see or change users', async ({ client, assert }) => {
    const reviewer = await createUser({
      canCreate: true,
      canEdit: true,
      canPrint: true,
      canRfid: true,
      canToppanel: true,
    })
    const page = await client.get('/merchant/user').loginAs(reviewer).withInertia()
    page.assertStatus(403)
    page.assertInertiaComponent('errors/forbidden')

    const api = await client
      .get('/merchant/user')
      .loginAs(reviewer)
      .header('accept', 'application/json')
    api.assertStatus(403)
    api.assertBodyContains({ message: '¡Lo sentimos! ¡No tienes permiso!' })

    const change = await client
      .put(`/merchant/user/${reviewer.id}`)
      .loginAs(reviewer)
      .form({ name: 'Me', email: reviewer.email, isAdmin: 'true' })
      .withCsrfToken()
      .redirects(0)
    change.assertStatus(302)
    await reviewer.refresh()
    assert.isFalse(reviewer.isAdmin)
  })

  test('the menu shows Users and Permissions only to admins', async ({ client, assert }) => {
    const admin = await createUser({ isAdmin: true })
    const editor = await createUser({ canEdit: true })
    const forAdmin = await client.get('/merchant').loginAs(admin).withInertia()
    const forEditor = await client.get('/merchant').loginAs(editor).withInertia()
    assert.include(forAdmin.body().props.user.capabilities, 'admin')
    assert.notInclude(forEditor.body().props.user.capabilities, 'admin')
  })
})
