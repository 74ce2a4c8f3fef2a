import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Form from '#models/form'
import { createOrganisationRequest } from '#services/organisations/organisation_requests'
import {
  createOrganisation,
  managerSession,
  personFields,
  photoJpeg,
} from '#tests/helpers/organisations'
import { createUser } from '#tests/helpers/users'

test.group('Organisations → erasing a person’s data gives their place back', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the quota counts the place free again and the manager fills it', async ({
    client,
    assert,
  }) => {
    const setup = await createOrganisation({ places: 1 })
    const { organisation, manager, quota, spain, tournament } = setup
    const fields = personFields('accreditation', spain.id, tournament.year)
    const outcome = await createOrganisationRequest({
      organisation,
      quota,
      values: { ...fields, birthDate: new Date(1990, 4, 9), company: organisation.name },
      locale: 'es',
      managerId: manager.id,
    })
    if (outcome.status !== 'created') throw new Error('not created')

    const erased = await client
      .post('/merchant/personal-data/erase')
      .loginAs(await createUser({ isAdmin: true }))
      .withCsrfToken()
      .redirects(0)
      .json({
        by: 'document',
        value: fields.document,
        requests: [outcome.form.id],
        collections: [],
        confirmErasure: 'true',
      })
    assert.equal(erased.status(), 302)
    await outcome.form.refresh()
    assert.isNotNull(outcome.form.erasedAt, 'the data was erased')

    const portal = await client
      .get('/organisation')
      .withSession(managerSession(manager))
      .withInertia()
    const props = portal.inertiaProps as {
      quotas: { id: number; used: number; remaining: number }[]
      people: unknown[]
    }
    assert.deepEqual(
      props.quotas.map(({ id, used, remaining }) => ({ id, used, remaining })),
      [{ id: quota.id, used: 0, remaining: 1 }],
      'not "1 of 1 used" with nobody listed to withdraw'
    )
    assert.lengthOf(props.people, 0)

    const next = personFields('accreditation', spain.id, tournament.year)
    const added = await client
      .post(`/organisation/people/new/${quota.id}`)
      .withSession(managerSession(manager))
      .withCsrfToken()
      .redirects(0)
      .fields(next)
      .file('image', await photoJpeg())
    assert.equal((added.flashMessages().notification as { type: string }).type, 'success')
    assert.isNotNull(await Form.findBy('lastName', next.lastName))
    await quota.refresh()
    assert.equal(quota.used, 1)
  })
})
