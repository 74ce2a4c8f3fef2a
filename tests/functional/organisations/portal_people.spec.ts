import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import Form from '#models/form'
import OrganisationQuota from '#models/organisation_quota'
import OrganisationPerson from '#models/organisation_person'
import OrganisationSignInLink from '#models/organisation_sign_in_link'
import { clearMailbox, decodeQuotedPrintable, readMailbox } from '#tests/helpers/mailbox'
import {
  createOrganisation,
  managerSession,
  personFields,
  photoJpeg,
} from '#tests/helpers/organisations'
import { createUser } from '#tests/helpers/users'
import { attachRequiredFiles } from '#tests/helpers/form_payloads'

/** The sign-in link in the newest mail, as a path. */
async function linkFromMailbox(): Promise<string> {
  const mails = await readMailbox()
  const text = decodeQuotedPrintable(mails.at(-1) ?? '')
  const match = text.match(/https?:\/\/[^/\s"]+(\/organisation\/sign-in\/[A-Za-z0-9_-]+)/)
  if (!match) throw new Error('no sign-in link in the mailbox')
  return match[1]
}

test.group('Organisations → the manager signs in and adds people within quota', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())
  group.each.setup(() => clearMailbox())

  test('an admin creates an organisation, a quota and a manager, who is mailed a single-use link', async ({
    client,
    assert,
  }) => {
    const { tournament, template } = await createOrganisation()
    const admin = await createUser({ isAdmin: true })
    const created = await client
      .post('/merchant/organisations')
      .loginAs(admin)
      .withCsrfToken()
      .redirects(0)
      .form({ tournamentId: tournament.id, name: 'Televisión Uno', kind: 'broadcaster' })
    const location = String(created.header('location'))
    assert.match(location, /^\/merchant\/organisations\/\d+$/)
    await client
      .post(`${location}/quotas`)
      .loginAs(admin)
      .withCsrfToken()
      .redirects(0)
      .form({ formType: 'accreditation', permissionId: template.id, places: 2 })
    const quota = await OrganisationQuota.query().orderBy('id', 'desc').firstOrFail()
    assert.equal(quota.places, 2)
    assert.equal(quota.formType, 'accreditation')

    await client
      .post(`${location}/managers`)
      .loginAs(admin)
      .withCsrfToken()
      .redirects(0)
      .form({ name: 'Juan', email: 'Juan@TV1.example', locale: 'en' })
    const mails = await readMailbox()
    assert.lengthOf(mails, 1)
    const mail = decodeQuotedPrintable(mails[0])
    assert.include(mail, 'To: juan@tv1.example')
    assert.include(mail, 'Sign in to Televisión Uno', 'in the manager’s language')
    const link = await linkFromMailbox()

    const page = await client.get(link)
    page.assertStatus(200)
    const link0 = await OrganisationSignInLink.query().firstOrFail()
    assert.isNull(link0.usedAt, 'opening the link (a mail scanner) signs nobody in')
    const enter = await client.post(link).withCsrfToken().redirects(0)
    assert.equal(enter.header('location'), '/organisation')
    assert.property(enter.session(), 'organisation_manager')
    const again = await client.post(link).withCsrfToken().redirects(0)
    assert.equal(again.header('location'), '/organisation/sign-in')
    assert.notProperty(again.session(), 'organisation_manager', 'a link works once')
  })

  test('an unknown email gets the same answer and no mail', async ({ client, assert }) => {
    const { manager } = await createOrganisation()
    const known = await client
      .post('/organisation/sign-in')
      .withCsrfToken()
      .redirects(0)
      .form({ email: manager.email })
    const unknown = await client
      .post('/organisation/sign-in')
      .withCsrfToken()
      .redirects(0)
      .form({ email: 'nobody@example.test' })
    assert.deepEqual(known.flashMessages().notification, unknown.flashMessages().notification)
    const mails = await readMailbox()
    assert.lengthOf(mails, 1)
    assert.include(mails[0], `To: ${manager.email}`)
  })

  test('the manager adds a person with the category form; the quota counts; over quota is refused', async ({
    client,
    assert,
  }) => {
    const { organisation, manager, quota, spain, tournament } = await createOrganisation({
      places: 1,
    })
    const portal = await client.get('/organisation').withSession(managerSession(manager))
    portal.assertStatus(200)
    assert.include(portal.text(), organisation.name)

    const fields = personFields('accreditation', spain.id, tournament.year)
    const added = await client
      .post(`/organisation/people/new/${quota.id}`)
      .withSession(managerSession(manager))
      .withCsrfToken()
      .redirects(0)
      .fields(fields)
      .file('image', await photoJpeg())
    assert.equal(added.header('location'), '/organisation')
    const form = await Form.query().where('lastName', fields.lastName).firstOrFail()
    assert.equal(form.company, organisation.name, 'the organisation is the company')
    assert.equal(form.permissionId, quota.permissionId, 'the quota’s template')
    assert.equal(form.state, 'waiting', 'this organisation’s requests are reviewed')
    await quota.refresh()
    assert.equal(quota.used, 1)

    const more = personFields('accreditation', spain.id, tournament.year)
    const refused = await client
      .post(`/organisation/people/new/${quota.id}`)
      .withSession(managerSession(manager))
      .withCsrfToken()
      .redirects(0)
      .fields(more)
      .file('image', await photoJpeg())
    assert.equal(refused.header('location'), '/organisation')
    assert.equal(
      (refused.flashMessages().notification as any).message,
      'El cupo está completo: 1 de 1 plazas usadas. No se ha añadido nada.'
    )
    assert.isNull(await Form.findBy('lastName', more.lastName), 'nothing half-created')
    await quota.refresh()
    assert.equal(quota.used, 1)
  })

  for (const type of ['ballboy', 'line']) {
    test(`a ${type} quota is filled by hand: the applicant's downloads are not asked of the organisation`, async ({
      client,
      assert,
    }) => {
      const { manager, quota, spain, tournament } = await createOrganisation()
      await quota.merge({ formType: type }).save()
      const fields = personFields(type, spain.id, tournament.year)
      const added = await attachRequiredFiles(
        client
          .post(`/organisation/people/new/${quota.id}`)
          .withSession(managerSession(manager))
          .withCsrfToken()
          .header('referer', `/organisation/people/new/${quota.id}`)
          .redirects(0)
          .fields(fields),
        type
      )
      assert.deepEqual(added.flashMessages().inputErrorsBag ?? {}, {})
      assert.equal(added.header('location'), '/organisation')
      const form = await Form.query().where('lastName', fields.lastName).firstOrFail()
      assert.equal(form.type, type)
      await quota.refresh()
      assert.equal(quota.used, 1)
    })
  }

  test('an organisation that approves automatically has a complete request approved at once', async ({
    client,
    assert,
  }) => {
    const { manager, quota, spain, tournament } = await createOrganisation({ autoApprove: true })
    const fields = personFields('accreditation', spain.id, tournament.year)
    await client
      .post(`/organisation/people/new/${quota.id}`)
      .withSession(managerSession(manager))
      .withCsrfToken()
      .redirects(0)
      .fields(fields)
      .file('image', await photoJpeg())
    const form = await Form.query().where('lastName', fields.lastName).firstOrFail()
    assert.equal(form.state, 'approved')
  })

  test('a field error is shown field by field and takes no place', async ({ client, assert }) => {
    const { manager, quota, spain, tournament } = await createOrganisation()
    const fields: Record<string, string> = personFields('accreditation', spain.id, tournament.year)
    delete fields.document
    const response = await client
      .post(`/organisation/people/new/${quota.id}`)
      .withSession(managerSession(manager))
      .withCsrfToken()
      .header('referer', `/organisation/people/new/${quota.id}`)
      .redirects(0)
      .fields(fields)
      .file('image', await photoJpeg())
    assert.property(response.flashMessages().inputErrorsBag, 'document')
    await quota.refresh()
    assert.equal(quota.used, 0)
    assert.lengthOf(await OrganisationPerson.all(), 0)
  })

  test('a person added again by hand with the same document is refused on that field', async ({
    client,
    assert,
  }) => {
    const { manager, quota, spain, tournament } = await createOrganisation({ places: 5 })
    const fields: Record<string, string> = personFields('accreditation', spain.id, tournament.year)
    const add = async (values: Record<string, string>) =>
      client
        .post(`/organisation/people/new/${quota.id}`)
        .withSession(managerSession(manager))
        .withCsrfToken()
        .header('referer', `/organisation/people/new/${quota.id}`)
        .redirects(0)
        .fields(values)
        .file('image', await photoJpeg())
    await add(fields)
    const again = await add({
      ...fields,
      lastName: 'Otra',
      document: fields.document.toLowerCase(),
    })
    assert.equal(again.header('location'), `/organisation/people/new/${quota.id}`)
    assert.deepEqual((again.flashMessages().inputErrorsBag as Record<string, string[]>).document, [
      'Este documento ya está en la lista de tu organización: no se ha añadido nada.',
    ])
    assert.isNull(await Form.findBy('lastName', 'Otra'), 'nothing half-created')
    await quota.refresh()
    assert.equal(quota.used, 1)
  })

  test('without a session the portal sends to the sign-in page', async ({ client, assert }) => {
    const { quota } = await createOrganisation()
    const home = await client.get('/organisation').redirects(0)
    assert.equal(home.header('location'), '/organisation/sign-in')
    const store = await client
      .post(`/organisation/people/new/${quota.id}`)
      .withCsrfToken()
      .redirects(0)
    assert.equal(store.header('location'), '/organisation/sign-in')
  })

  test('lowering a quota below what is used is refused with the numbers', async ({
    client,
    assert,
  }) => {
    const { organisation, quota } = await createOrganisation({ places: 3 })
    await quota.merge({ used: 2 }).save()
    const admin = await createUser({ isAdmin: true })
    const refused = await client
      .put(`/merchant/organisations/${organisation.id}/quotas/${quota.id}`)
      .loginAs(admin)
      .withCsrfToken()
      .redirects(0)
      .form({ places: 1 })
    assert.equal(
      (refused.flashMessages().notification as any).message,
      'No se puede bajar el cupo a 1: hay 2 plazas en uso. Retira antes a algunas personas.'
    )
    await quota.refresh()
    assert.equal(quota.places, 3)
    await client
      .put(`/merchant/organisations/${organisation.id}/quotas/${quota.id}`)
      .loginAs(admin)
      .withCsrfToken()
      .redirects(0)
      .form({ places: 2 })
    await quota.refresh()
    assert.equal(quota.places, 2)
  })
})
