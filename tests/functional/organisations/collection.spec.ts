import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import Collective from '#models/collective'
import { createOrganisationRequest } from '#services/organisations/organisation_requests'
import { recordHistory } from '#services/history/form_history'
import { createOrganisation, personFields } from '#tests/helpers/organisations'
import { createUser } from '#tests/helpers/users'
import { truncateAll } from '#tests/helpers/database'

/** An organisation with `count` people approved and printed, as the collection finds them. */
async function printedPeople(count: number) {
  const setup = await createOrganisation({ places: count + 1 })
  const forms = []
  for (let index = 0; index < count; index++) {
    const fields = personFields('accreditation', setup.spain.id, setup.tournament.year)
    const outcome = await createOrganisationRequest({
      organisation: setup.organisation,
      quota: setup.quota,
      values: { ...fields, birthDate: new Date(1990, 4, 9), company: setup.organisation.name },
      locale: 'es',
    })
    if (outcome.status !== 'created') throw new Error('not created')
    await outcome.form.merge({ state: 'approved' }).save()
    await recordHistory(db.connection(), {
      formId: outcome.form.id,
      userId: null,
      type: 'print',
      data: {},
    })
    forms.push(outcome.form)
  }
  return { ...setup, forms }
}

test.group('Organisations → the manager collects the printed cards in one signature', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the printed, approved cards of current people go into one collective for the manager', async ({
    client,
    assert,
  }) => {
    const setup = await createOrganisation({ places: 5 })
    const forms = []
    for (let index = 0; index < 3; index++) {
      const fields = personFields('accreditation', setup.spain.id, setup.tournament.year)
      const outcome = await createOrganisationRequest({
        organisation: setup.organisation,
        quota: setup.quota,
        values: { ...fields, birthDate: new Date(1990, 4, 9), company: setup.organisation.name },
        locale: 'es',
      })
      if (outcome.status !== 'created') throw new Error('not created')
      forms.push(outcome.form)
    }
    const [printedCard, notPrinted, rejected] = forms
    for (const form of forms) await form.merge({ state: 'approved' }).save()
    await rejected.merge({ state: 'rejected' }).save()
    for (const form of [printedCard, rejected])
      await recordHistory(db.connection(), {
        formId: form.id,
        userId: null,
        type: 'print',
        data: {},
      })

    const admin = await createUser({ isAdmin: true })
    const response = await client
      .post(`/merchant/organisations/${setup.organisation.id}/collection`)
      .loginAs(admin)
      .withCsrfToken()
      .redirects(0)
      .form({ managerId: setup.manager.id })
    const collective = await Collective.firstOrFail()
    assert.equal(response.header('location'), `/merchant/signature/${collective.id}`)
    assert.equal(collective.name, setup.manager.name)
    assert.equal(collective.lastName, setup.organisation.name)
    const cards = await db.from('collective_forms').where('collective_id', collective.id)
    assert.deepEqual(
      cards.map((card) => Number(card.form_id)),
      [printedCard.id],
      'only the printed, approved card; not the unprinted one, not the rejected one'
    )
    assert.notInclude(
      cards.map((card) => Number(card.form_id)),
      notPrinted.id
    )

    const again = await client
      .post(`/merchant/organisations/${setup.organisation.id}/collection`)
      .loginAs(admin)
      .withCsrfToken()
      .redirects(0)
      .form({ name: 'Luis', lastName: 'Mensajero' })
    assert.equal(
      (again.flashMessages().notification as { message: string }).message,
      'No hay tarjetas impresas de esta organización pendientes de recoger.',
      'a card already waiting in a hand-over is not put in a second one'
    )
    assert.lengthOf(await Collective.all(), 1)
  })
})

/** Real transactions: the two clicks race on the committed rows. */
test.group('Organisations → preparing the collection twice at once', (group) => {
  group.each.teardown(() => truncateAll())
  group.each.timeout(60_000)

  test('a double click prepares one hand-over holding every card; the other is told there is nothing left', async ({
    client,
    assert,
  }) => {
    const { organisation, manager, forms } = await printedPeople(8)
    const admin = await createUser({ isAdmin: true })
    const answers = await Promise.all(
      [0, 1].map(() =>
        client
          .post(`/merchant/organisations/${organisation.id}/collection`)
          .loginAs(admin)
          .withCsrfToken()
          .redirects(0)
          .form({ managerId: manager.id })
      )
    )
    const collectives = await Collective.all()
    assert.lengthOf(collectives, 1, 'one hand-over, not two')
    const cards = await db.from('collective_forms').where('collective_id', collectives[0].id)
    assert.sameMembers(
      cards.map((card) => Number(card.form_id)),
      forms.map((form) => form.id)
    )
    const messages = answers.map(
      (answer) => (answer.flashMessages().notification as { message: string }).message
    )
    assert.include(messages, 'No hay tarjetas impresas de esta organización pendientes de recoger.')
  })
})
