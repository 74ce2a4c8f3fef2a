import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import BlacklistEntry from '#models/blacklist_entry'
import { isBlacklisted } from '#services/configuration/blacklist'
import { createUser } from '#tests/helpers/users'

test.group('Configuration → Blacklist', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an admin adds a name, stored lowercase, which then refuses that person in any case', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ isAdmin: true })
    assert.isFalse(
      await isBlacklisted('José', 'García López'),
      'not listed yet (and the list held)'
    )
    const response = await client
      .post('/merchant/blacklist')
      .loginAs(admin)
      .withCsrfToken()
      .redirects(0)
      .form({ fullName: '  José   GARCÍA López ' })
    assert.equal(response.header('location'), '/merchant/blacklist')
    const entry = await BlacklistEntry.firstOrFail()
    assert.equal(entry.fullName, 'josé garcía lópez')
    assert.isTrue(await isBlacklisted('JOSÉ', 'García  López'))
    assert.isFalse(await isBlacklisted('José', 'García'))

    const again = await client
      .post('/merchant/blacklist')
      .loginAs(admin)
      .withCsrfToken()
      .redirects(0)
      .form({ fullName: 'josé garcía lópez' })
    assert.equal(again.status(), 302)
    assert.lengthOf(await BlacklistEntry.all(), 1, 'adding a name twice keeps one entry')
  })

  test('an admin removes a name; others are refused', async ({ client, assert }) => {
    const entry = await BlacklistEntry.create({ fullName: 'ana pérez' })
    assert.isTrue(await isBlacklisted('Ana', 'Pérez'))
    const staff = await client
      .delete(`/merchant/blacklist/${entry.id}`)
      .loginAs(await createUser({ canEdit: true }))
      .withCsrfToken()
      .header('accept', 'application/json')
    staff.assertStatus(403)
    assert.lengthOf(await BlacklistEntry.all(), 1)
    await client
      .delete(`/merchant/blacklist/${entry.id}`)
      .loginAs(await createUser({ isAdmin: true }))
      .withCsrfToken()
      .redirects(0)
    assert.lengthOf(await BlacklistEntry.all(), 0)
    assert.isFalse(await isBlacklisted('Ana', 'Pérez'), 'the removal is seen at once')
  })

  test('a name too short is refused field by field', async ({ client, assert }) => {
    const response = await client
      .post('/merchant/blacklist')
      .loginAs(await createUser({ isAdmin: true }))
      .withCsrfToken()
      .header('referer', '/merchant/blacklist')
      .redirects(0)
      .form({ fullName: 'x' })
    assert.property(response.flashMessages().inputErrorsBag, 'fullName')
    assert.lengthOf(await BlacklistEntry.all(), 0)
  })
})
