import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import Form from '#models/form'
import { truncateAll } from '#tests/helpers/database'
import {
  createOrganisation,
  managerSession,
  personFields,
  photoJpeg,
} from '#tests/helpers/organisations'
import OrganisationManager from '#models/organisation_manager'

/** Real transactions: the two requests race on the committed quota row. */
test.group('Organisations → two managers add the last place at once', (group) => {
  group.each.teardown(() => truncateAll())
  group.each.timeout(60_000)

  test('one success and one clear refusal; the quota never goes over', async ({
    client,
    assert,
  }) => {
    const { organisation, manager, quota, spain, tournament } = await createOrganisation({
      places: 1,
    })
    const second = await OrganisationManager.create({
      organisationId: organisation.id,
      email: 'second@example.test',
      name: 'Pablo',
      locale: 'es',
    })
    const photo = await photoJpeg()
    const people = [
      personFields('accreditation', spain.id, tournament.year),
      personFields('accreditation', spain.id, tournament.year),
    ]
    const answers = await Promise.all(
      [manager, second].map((who, index) =>
        client
          .post(`/organisation/people/new/${quota.id}`)
          .withSession(managerSession(who))
          .withCsrfToken()
          .redirects(0)
          .fields(people[index])
          .file('image', photo)
      )
    )
    const messages = answers.map(
      (answer) => (answer.flashMessages().notification as { type: string; message: string }).type
    )
    assert.sameMembers(messages, ['success', 'error'])
    const refusal = answers.find(
      (answer) => (answer.flashMessages().notification as { type: string }).type === 'error'
    )!
    assert.equal(
      (refusal.flashMessages().notification as { message: string }).message,
      'El cupo está completo: 1 de 1 plazas usadas. No se ha añadido nada.'
    )
    const row = await db.from('organisation_quotas').where('id', quota.id).first()
    assert.equal(Number(row.used), 1)
    const stored = await Form.query().whereIn(
      'lastName',
      people.map((person) => person.lastName)
    )
    assert.lengthOf(stored, 1, 'the refused request left nothing behind')
    const held = await db.from('organisation_people').where('quota_id', quota.id)
    assert.lengthOf(held, 1)
  })
})
