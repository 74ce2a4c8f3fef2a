import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { createUser } from '#tests/helpers/users'
import { openTournaments } from '#tests/helpers/forms'

/** Ids that are not a row a database integer column can hold. */
const NOT_IDS = ['2147483648', '99999999999999999999', '0', '-1', '1e3', '01', '1.5']

test.group('Ids in URLs', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('an id no row can have is a missing page, not a server error: {$self}')
    .with(NOT_IDS)
    .run(async ({ client, assert }, id) => {
      await openTournaments()
      const admin = await createUser({ isAdmin: true })
      for (const path of [
        `/merchant/mform/press/${id}`,
        `/merchant/mform/press/${id}/edit`,
        `/merchant/user/${id}/edit`,
        `/forms/invitados/${id}`,
      ]) {
        const response = await client.get(path).loginAs(admin).redirects(0)
        assert.equal(response.status(), 404, `${path} answered ${response.status()}`)
      }
    })

  test('the largest id a row can have reaches the page and is simply not found', async ({
    client,
    assert,
  }) => {
    await openTournaments()
    const admin = await createUser({ isAdmin: true })
    const response = await client.get('/merchant/mform/press/2147483647').loginAs(admin)
    assert.equal(response.status(), 404)
  })
})
