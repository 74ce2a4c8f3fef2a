import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import { formCount, openTournaments } from '#tests/helpers/forms'
import { THIS_YEAR, validFields } from '#tests/helpers/form_payloads'

test.group('Input sanitizing', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('objects shadowing valueOf/toString and NUL characters get a 422, not a 500', async ({
    client,
    assert,
  }) => {
    const { spain } = await openTournaments()
    for (const hostile of [
      { licenseYear: { valueOf: 'x', toString: 'y' } },
      { workAsBallboyMMOCount: { constructor: 1 }, workAsBallboyMMO: 'true' },
      { name: 'Lu\u0000cía', lastName: { __proto__: 'x' } },
    ]) {
      const response = await client
        .post('/forms/recogepelotas')
        .withCsrfToken()
        .header('accept', 'application/json')
        .json({ ...validFields('ballboy', spain.id, THIS_YEAR), ...hostile })
      assert.equal(response.status(), 422, JSON.stringify(response.body()).slice(0, 200))
    }
    assert.equal(await formCount(), 0)
  })
})
