import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import OrganisationManager from '#models/organisation_manager'
import { changeState } from '#services/forms/form_state'
import { sendDecisionDigests } from '#services/organisations/decision_digest'
import { createOrganisationRequest } from '#services/organisations/organisation_requests'
import { createOrganisation, personFields } from '#tests/helpers/organisations'
import { clearMailbox, decodeQuotedPrintable, readMailbox } from '#tests/helpers/mailbox'

async function decodedMailbox() {
  const mails = await readMailbox()
  return mails.map(decodeQuotedPrintable)
}

test.group('Organisations → the managers’ decision digest', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearMailbox())

  test('at most one an hour per organisation, in each manager’s language, with the latest state', async ({
    assert,
  }) => {
    const setup = await createOrganisation({ places: 5, name: 'Seguridad Norte' })
    await OrganisationManager.create({
      organisationId: setup.organisation.id,
      email: 'english@example.test',
      name: 'Kate',
      locale: 'en',
    })
    const forms = []
    for (let index = 0; index < 2; index++) {
      const fields = personFields('accreditation', setup.spain.id, setup.tournament.year)
      const outcome = await createOrganisationRequest({
        organisation: setup.organisation,
        quota: setup.quota,
        values: { ...fields, email: '', birthDate: new Date(1990, 4, 9), company: 'x' },
        locale: 'es',
      })
      if (outcome.status !== 'created') throw new Error('not created')
      forms.push(outcome.form)
    }
    assert.equal(await sendDecisionDigests(), 0, 'nothing decided yet: no digest')

    await changeState([forms[0].id], 'accreditation', 'approved', null)
    await changeState([forms[0].id], 'accreditation', 'rejected', null)
    assert.equal(await sendDecisionDigests(), 1)
    const mails = await decodedMailbox()
    assert.lengthOf(mails, 2, 'one per manager')
    const english = mails.find((mail) => mail.includes('To: english@example.test'))!
    assert.include(english, 'Decisions on the people of Seguridad Norte')
    assert.include(english, `${forms[0].name} ${forms[0].lastName}: Rejected`)
    assert.notInclude(english, forms[1].lastName)
    const spanish = mails.find((mail) => mail.includes(`To: ${setup.manager.email}`))!
    assert.include(spanish, `${forms[0].name} ${forms[0].lastName}: Rechazada`)

    await clearMailbox()
    await changeState([forms[1].id], 'accreditation', 'approved', null)
    assert.equal(await sendDecisionDigests(), 0, 'within the hour: held back')
    assert.equal(await sendDecisionDigests(DateTime.now().plus({ minutes: 61 })), 1)
    const later = await decodedMailbox()
    assert.lengthOf(later, 2)
    assert.include(later[0], forms[1].lastName)
    assert.notInclude(later[0], forms[0].lastName, 'only what was decided since')
  })
})
