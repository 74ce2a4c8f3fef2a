import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import Form from '#models/form'
import OrganisationQuota from '#models/organisation_quota'
import OrganisationPerson from '#models/organisation_person'
import { createOrganisationRequest } from '#services/organisations/organisation_requests'
import { writeDesiredGateState } from '#services/gates/gate_state'
import { recordHistory } from '#services/history/form_history'
import { isPrinted } from '#services/history/credential_markers'
import { createOrganisation, managerSession, personFields } from '#tests/helpers/organisations'

async function usedOf(quotaId: number) {
  const quota = await OrganisationQuota.findOrFail(quotaId)
  return quota.used
}

/** One person of the organisation, entered through the service (approved when asked). */
async function onePerson(approved: boolean) {
  const setup = await createOrganisation({ autoApprove: false, places: 2 })
  const fields = personFields('accreditation', setup.spain.id, setup.tournament.year)
  const outcome = await createOrganisationRequest({
    organisation: setup.organisation,
    quota: setup.quota,
    values: { ...fields, birthDate: new Date(1990, 4, 9), company: setup.organisation.name },
    locale: 'es',
    managerId: setup.manager.id,
  })
  if (outcome.status !== 'created') throw new Error('not created')
  if (approved) await outcome.form.merge({ state: 'approved' }).save()
  const person = await OrganisationPerson.findByOrFail('formId', outcome.form.id)
  return { ...setup, form: outcome.form, person }
}

test.group('Organisations → withdraw and substitute', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a withdrawal returns the place and blocks an active credential at the gates', async ({
    client,
    assert,
  }) => {
    const { manager, quota, form, person } = await onePerson(true)
    await db.transaction((trx) =>
      writeDesiredGateState(trx, form.id, 'active', { userId: null, cause: 'staff' })
    )
    assert.equal(await usedOf(quota.id), 1)
    const response = await client
      .post(`/organisation/people/${person.id}/withdraw`)
      .withSession(managerSession(manager))
      .withCsrfToken()
      .redirects(0)
    assert.equal(
      (response.flashMessages().notification as { message: string }).message,
      'Retirada: la plaza vuelve al cupo.'
    )
    assert.equal(await usedOf(quota.id), 0)
    await form.refresh()
    assert.equal(form.state, 'rejected', 'every desk and door refuses it')
    const gate = await db.from('gate_states').where('form_id', form.id).first()
    assert.equal(gate.desired, 'blocked')
    assert.equal(Number(gate.version), 2)

    await client
      .post(`/organisation/people/${person.id}/withdraw`)
      .withSession(managerSession(manager))
      .withCsrfToken()
      .redirects(0)
    assert.equal(await usedOf(quota.id), 0, 'a second withdrawal returns nothing more')
  })

  test('before printing a substitution is a name change of the same card', async ({
    client,
    assert,
  }) => {
    const { manager, form, person } = await onePerson(true)
    const code = form.code
    await client
      .post(`/organisation/people/${person.id}/substitute`)
      .withSession(managerSession(manager))
      .withCsrfToken()
      .redirects(0)
      .fields({
        name: 'Irene',
        lastName: 'Sustituta',
        document: 'Y1234567',
        birthDate: '02/03/1988',
      })
    await form.refresh()
    assert.equal(form.name, 'Irene')
    assert.equal(form.lastName, 'Sustituta')
    assert.equal(form.document, 'Y1234567')
    assert.isNull(form.email, 'the old person’s email does not stay')
    assert.equal(form.code, code)
    assert.equal(form.cardVersion, 1)
  })

  test('after printing the card is replaced: a new code, the old one retired', async ({
    client,
    assert,
  }) => {
    const { manager, form, person } = await onePerson(true)
    const oldCode = form.code
    await recordHistory(db.connection(), {
      formId: form.id,
      userId: null,
      type: 'print',
      data: {},
    })
    assert.isTrue(await isPrinted(form.id))
    const response = await client
      .post(`/organisation/people/${person.id}/substitute`)
      .withSession(managerSession(manager))
      .withCsrfToken()
      .redirects(0)
      .fields({
        name: 'Irene',
        lastName: 'Sustituta',
        document: 'Y1234567',
        birthDate: '02/03/1988',
      })
    assert.equal(
      (response.flashMessages().notification as { message: string }).message,
      'La sustitución se ha guardado; se imprimirá una tarjeta nueva y la antigua ya no funciona.'
    )
    await form.refresh()
    assert.notEqual(form.code, oldCode)
    assert.equal(form.cardVersion, 2)
    assert.equal(form.lastName, 'Sustituta')
    const retired = await db.from('form_cards').where('code', oldCode).first()
    assert.equal(retired.reason, 'name_change')
    assert.isFalse(await isPrinted(form.id), 'the new card waits to be printed')
    assert.isNull(await Form.findBy('code', oldCode), 'the old code names nobody')
    assert.equal(form.state, 'waiting', 'the new person is reviewed before the new card is valid')
  })

  test('a substitution with a bad birth date changes nothing', async ({ client, assert }) => {
    const { manager, form, person } = await onePerson(false)
    const response = await client
      .post(`/organisation/people/${person.id}/substitute`)
      .withSession(managerSession(manager))
      .withCsrfToken()
      .header('referer', `/organisation/people/${person.id}/substitute`)
      .redirects(0)
      .fields({ name: 'Irene', lastName: 'Sustituta', document: 'Y1234567', birthDate: 'ayer' })
    assert.property(response.flashMessages().inputErrorsBag, 'birthDate')
    const fresh = await Form.findOrFail(form.id)
    assert.equal(fresh.name, form.name)
  })
})
