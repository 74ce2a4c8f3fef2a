import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import OrganisationQuota from '#models/organisation_quota'
import { formTypeList } from '#forms/registry'
import { credentialOf } from '#services/credentials/credential_reads'
import { changeState } from '#services/forms/form_state'
import { createOrganisationRequest } from '#services/organisations/organisation_requests'
import { createForm } from '#tests/helpers/form_factory'
import { openTournaments } from '#tests/helpers/forms'
import { scanAt, steward, zoneTemplate, zoneWithDoor } from '#tests/helpers/doors'
import { createOrganisation, personFields } from '#tests/helpers/organisations'
import { createUser } from '#tests/helpers/users'

/** A person entered by the organisation on this quota, as the portal enters one. */
async function enter(
  setup: Pick<
    Awaited<ReturnType<typeof createOrganisation>>,
    'organisation' | 'quota' | 'tournament' | 'spain'
  >,
  values: Record<string, unknown> = {}
) {
  const { organisation, quota, tournament, spain } = setup
  const outcome = await createOrganisationRequest({
    organisation,
    quota,
    values: {
      ...personFields('accreditation', spain.id, tournament.year),
      birthDate: new Date(1990, 4, 9),
      company: organisation.name,
      ...values,
    },
    locale: 'es',
  })
  if (outcome.status !== 'created') throw new Error('not created')
  return outcome.form
}

/** A day of the organiser's calendar, `offset` days from today. */
const organiserDay = (offset: number) =>
  DateTime.now().setZone('Europe/Madrid').plus({ days: offset }).toISODate()!

test.group('Organisations → a day quota’s person holds a pass for that day', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a day that is not on the calendar (31 June) is refused with a message; a real one is added', async ({
    client,
    assert,
  }) => {
    const { organisation, tournament, template, spain } = await createOrganisation()
    await tournament
      .merge({
        startsOn: DateTime.fromISO('2026-06-25'),
        endsOn: DateTime.fromISO('2026-07-05'),
      })
      .save()
    const admin = await createUser({ isAdmin: true })
    const add = (day: string) =>
      client
        .post(`/merchant/organisations/${organisation.id}/quotas`)
        .loginAs(admin)
        .withCsrfToken()
        .header('referer', `/merchant/organisations/${organisation.id}`)
        .redirects(0)
        .form({ formType: 'accreditation', permissionId: template.id, day, places: 2 })
    const refused = await add('2026-06-31')
    assert.deepEqual(refused.flashMessages().inputErrorsBag, {
      day: ['El campo día debe ser una fecha válida'],
    })
    const days = await OrganisationQuota.query().where('organisationId', organisation.id)
    assert.deepEqual(
      days.map((quota) => quota.day),
      [''],
      'nothing added'
    )
    await add('2026-06-30')
    const added = await OrganisationQuota.query()
      .where('organisationId', organisation.id)
      .where('day', '2026-06-30')
      .firstOrFail()
    const person = await enter({ organisation, quota: added, tournament, spain })
    assert.equal(person.dayPassFrom?.toISODate(), '2026-06-30')
  })

  test('admitted at the door on the quota’s day, refused on another day', async ({
    client,
    assert,
  }) => {
    const { organisation, tournament, spain } = await createOrganisation({ places: 5 })
    const template = await zoneTemplate({ Prensa: 1 })
    const { zone, door } = await zoneWithDoor(tournament, 'Prensa')
    const user = await steward([zone])
    const person = async (day: string, lastName: string) => {
      const quota = await OrganisationQuota.create({
        organisationId: organisation.id,
        formType: 'accreditation',
        permissionId: template.id,
        day,
        places: 1,
        used: 0,
      })
      const form = await enter({ organisation, quota, tournament, spain }, { lastName })
      await changeState([form.id], 'accreditation', 'approved', null)
      return form
    }
    const today = await person(organiserDay(0), 'De Hoy')
    const tomorrow = await person(organiserDay(1), 'De Mañana')

    assert.deepEqual((await credentialOf(today.id))!.validity, {
      kind: 'day_pass',
      from: organiserDay(0),
      to: organiserDay(0),
    })
    const admitted = await scanAt(client, user, door.id, { scan: today.code })
    assert.equal(admitted.body().verdict, 'admit')
    const refused = await scanAt(client, user, door.id, { scan: tomorrow.code })
    assert.equal(refused.body().reason, 'outside_days')
    assert.include(refused.body().message, organiserDay(1))
  })

  test('every type a quota can use reads the request’s own day, before its form’s day-pass fields', async ({
    assert,
  }) => {
    const { tennis, golf } = await openTournaments()
    const day = DateTime.fromISO('2031-04-22')
    for (const definition of formTypeList()) {
      const tournament = definition.sport === 'golf' ? golf : tennis
      const form = await createForm(definition.slug, tournament, { state: 'approved' })
      form.merge({ dayPassFrom: day, dayPassTo: day })
      await form.save()
      const credential = await credentialOf(form.id)
      assert.deepEqual(
        credential?.validity,
        { kind: 'day_pass', from: '2031-04-22', to: '2031-04-22' },
        definition.slug
      )
      assert.deepEqual(credential?.dayPass, { from: '2031-04-22', to: '2031-04-22' })
    }
  })

  test('a whole-tournament quota’s person keeps the tournament’s days', async ({ assert }) => {
    const form = await enter(await createOrganisation())
    const credential = await credentialOf(form.id)
    assert.equal(credential?.validity.kind, 'tournament')
    assert.isNull(credential?.dayPass ?? null)
  })
})
