import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { pressDoor, scanAt } from '#tests/helpers/doors'
import { createUser } from '#tests/helpers/users'

/** Staff read a credential's category as its label in their language, never the internal code. */
test.group('Credentials · category labels at the door and on the evacuation list', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the steward sees "Prensa" in Spanish and "Press" in English; the evacuation list says the same', async ({
    client,
    assert,
  }) => {
    const { door, zone, steward: doorSteward, holder } = await pressDoor({ antiPassback: false })
    const scan = await scanAt(client, doorSteward, door.id, { scan: holder.code })
    assert.equal(scan.body().verdict, 'admit')
    assert.deepEqual(scan.body().holder.categoryLabel, { es: 'Prensa', en: 'Press' })

    const admin = await createUser({ isAdmin: true })
    for (const [locale, label] of [
      ['es', 'Prensa'],
      ['en', 'Press'],
    ]) {
      const page = await client
        .get(`/merchant/occupancy/${zone.id}`)
        .loginAs(admin)
        .withPlainCookie('locale', locale)
        .withInertia()
      page.assertStatus(200)
      const people = page.body().props.people
      assert.lengthOf(people, 1)
      assert.equal(people[0].category, label)
      assert.notEqual(people[0].category, 'press')
    }
  })
})
