import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import router from '@adonisjs/core/services/router'
import Form from '#models/form'
import OrganisationQuota from '#models/organisation_quota'
import OrganisationPerson from '#models/organisation_person'
import OrganisationImport from '#models/organisation_import'
import { createOrganisationRequest } from '#services/organisations/organisation_requests'
import { createOrganisation, managerSession, personFields } from '#tests/helpers/organisations'
import { clearMailbox, readMailbox } from '#tests/helpers/mailbox'

type Probe = { method: 'get' | 'post'; url: string; fields?: Record<string, string> }

/**
 * Every portal route that names a person or a quota, probed by another
 * organisation's manager with this organisation's ids. A new portal route
 * fails the first test until it is given its probe (or declared as naming nothing).
 */
const NAMES_AN_OBJECT: Record<
  string,
  (ids: { person: number; quota: number; upload: number }) => Probe
> = {
  'organisation_people.create': ({ quota }) => ({
    method: 'get',
    url: `/organisation/people/new/${quota}`,
  }),
  'organisation_people.store': ({ quota }) => ({
    method: 'post',
    url: `/organisation/people/new/${quota}`,
    fields: { name: 'Intrusa' },
  }),
  'organisation_people.withdraw': ({ person }) => ({
    method: 'post',
    url: `/organisation/people/${person}/withdraw`,
  }),
  'organisation_people.substitute_form': ({ person }) => ({
    method: 'get',
    url: `/organisation/people/${person}/substitute`,
  }),
  'organisation_people.substitute': ({ person }) => ({
    method: 'post',
    url: `/organisation/people/${person}/substitute`,
    fields: { name: 'Otra', lastName: 'Persona', document: 'Z9999999', birthDate: '01/01/1990' },
  }),
  'organisation_imports.create': ({ quota }) => ({
    method: 'get',
    url: `/organisation/import/${quota}`,
  }),
  'organisation_imports.template': ({ quota }) => ({
    method: 'get',
    url: `/organisation/import/${quota}/template`,
  }),
  'organisation_imports.store': ({ quota }) => ({
    method: 'post',
    url: `/organisation/import/${quota}`,
  }),
  'organisation_imports.show': ({ upload }) => ({
    method: 'get',
    url: `/organisation/imports/${upload}`,
  }),
  'organisation_people.invite': ({ person }) => ({
    method: 'post',
    url: `/organisation/people/${person}/invite`,
  }),
}

/** Portal routes that name nothing but the manager's own organisation. */
const NAMES_NOTHING = new Set([
  'organisation_portal.home',
  'organisation_portal.list',
  'organisation_portal.request_link',
  'organisation_portal.send_link',
  'organisation_portal.sign_in',
  'organisation_portal.enter',
  'organisation_portal.sign_out',
])

function portalRoutes() {
  return Object.values(router.toJSON())
    .flat()
    .filter((route) => route.pattern.startsWith('/organisation'))
    .map((route) => route.name ?? route.pattern)
}

test.group('Organisations → a manager sees and changes only their own organisation', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearMailbox())

  test('every portal route is declared', ({ assert }) => {
    const undeclared = portalRoutes().filter(
      (name) => !(name in NAMES_AN_OBJECT) && !NAMES_NOTHING.has(name)
    )
    assert.deepEqual(undeclared, [], 'declare these portal routes here')
  })

  test('another organisation’s manager gets nothing of its people or quotas, and nothing changes', async ({
    client,
    assert,
  }) => {
    const own = await createOrganisation({ name: 'Radio Norte' })
    const other = await createOrganisation({ name: 'Catering Sur' })
    const fields = personFields('accreditation', own.spain.id, own.tournament.year)
    const outcome = await createOrganisationRequest({
      organisation: own.organisation,
      quota: own.quota,
      values: { ...fields, birthDate: new Date(1990, 4, 9), company: own.organisation.name },
      locale: 'es',
    })
    assert.equal(outcome.status, 'created')
    const person = await OrganisationPerson.firstOrFail()
    const upload = await OrganisationImport.create({
      organisationId: own.organisation.id,
      quotaId: own.quota.id,
      managerId: own.manager.id,
      fileName: 'people.xlsx',
      created: 1,
      failed: 0,
      results: JSON.stringify([{ line: 2, name: fields.lastName, outcome: 'created' }]),
    })
    const ids = { person: person.id, quota: own.quota.id, upload: upload.id }

    for (const [name, probeOf] of Object.entries(NAMES_AN_OBJECT)) {
      const probe = probeOf(ids)
      const request = client[probe.method](probe.url)
        .withSession(managerSession(other.manager))
        .withCsrfToken()
        .redirects(0)
      const response = await (probe.fields ? request.fields(probe.fields) : request)
      assert.equal(response.header('location'), '/organisation', name)
      const message = (response.flashMessages().notification as { message: string }).message
      assert.equal(message, 'No se ha encontrado esa persona o ese cupo.', name)
      assert.notInclude(response.text(), fields.lastName, name)
    }
    const home = await client.get('/organisation').withSession(managerSession(other.manager))
    assert.notInclude(home.text(), fields.lastName)
    assert.notInclude(home.text(), own.organisation.name)

    const form = await Form.findByOrFail('lastName', fields.lastName)
    assert.equal(form.state, 'waiting')
    assert.equal(form.name, fields.name)
    await person.refresh()
    assert.isNull(person.withdrawnAt)
    const quota = await OrganisationQuota.findOrFail(own.quota.id)
    assert.equal(quota.used, 1)
    const otherQuota = await OrganisationQuota.findOrFail(other.quota.id)
    assert.equal(otherQuota.used, 0, 'nothing was added to the intruder’s quota either')
    assert.lengthOf(await OrganisationPerson.all(), 1)
    assert.lengthOf(await readMailbox(), 0, 'no invitation was mailed')
  })
})
