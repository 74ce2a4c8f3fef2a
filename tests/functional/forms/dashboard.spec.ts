import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { openTournaments } from '#tests/helpers/forms'
import { createForm } from '#tests/helpers/form_factory'
import { createUser } from '#tests/helpers/users'

test.group('Staff · home dashboard', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('counts per form type and state for the current tournaments, only for the user’s types', async ({
    client,
    assert,
  }) => {
    const { tennis, golf } = await openTournaments()
    await createForm('press', tennis)
    await createForm('press', tennis, { state: 'approved' })
    await createForm('press', tennis, { state: 'approved' })
    await createForm('gpress', golf, { state: 'rejected' })
    await createForm('ballboy', tennis)
    const user = await createUser({ formTypes: JSON.stringify(['press', 'gpress']) })
    const page = await client.get('/merchant').loginAs(user).withInertia()
    const props = page.inertiaProps as any
    assert.deepEqual(props.counts, [
      { type: 'press', waiting: 1, approved: 2, rejected: 0, changes: 0 },
      { type: 'gpress', waiting: 0, approved: 0, rejected: 1, changes: 0 },
    ])
    assert.lengthOf(props.latest, 4)
    assert.notInclude(
      props.latest.map((form: any) => form.type),
      'ballboy'
    )
  })

  test('staff with no form types see no counts', async ({ client }) => {
    const { tennis } = await openTournaments()
    await createForm('press', tennis)
    const page = await client
      .get('/merchant')
      .loginAs(await createUser())
      .withInertia()
    page.assertInertiaPropsContains({ counts: [], latest: [] })
  })
})
