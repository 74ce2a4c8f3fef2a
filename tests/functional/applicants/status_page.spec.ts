import { test } from '@japa/runner'
import { openTournaments, photoJpeg } from '#tests/helpers/forms'
import { THIS_YEAR, validFields } from '#tests/helpers/form_payloads'
import { createForm } from '#tests/helpers/form_factory'
import { createUser } from '#tests/helpers/users'
import {
  configureMails,
  mailsTo,
  statusPathIn,
  committedWithMails,
} from '#tests/helpers/applicants'
import { findPerson } from '#services/privacy/person_search'
import { erasePerson } from '#services/privacy/person_erasure'

async function approveAndOpenMail(client: any, email: string) {
  const { tennis } = await openTournaments()
  await configureMails(tennis)
  const form = await createForm('press', tennis, { email, name: 'Ana', document: 'X1234567' })
  form.customPermission = JSON.stringify({ 'Sala de prensa': 1 })
  await form.save()
  await client
    .post(`/merchant/mform/press/changestate/${form.id}`)
    .loginAs(await createUser({ canEdit: true, formTypes: '["press"]' }))
    .withCsrfToken()
    .header('accept', 'application/json')
    .json({ state: 'approved' })
  const [mail] = await mailsTo(email)
  return { form, path: statusPathIn(mail) }
}

test.group('Applicants · status page', (group) => {
  committedWithMails(group)
  group.each.timeout(30_000)

  test('the mail’s link shows the state and how to collect the credential, and nothing else', async ({
    client,
    assert,
  }) => {
    const { form, path } = await approveAndOpenMail(client, 'status@example.test')
    const page = await client.get(path).withPlainCookie('locale', 'en').withInertia()
    page.assertStatus(200)
    page.assertInertiaComponent('applicants/status')
    // The name, code and state of a person, for whoever holds the link: no cache keeps it.
    assert.include(page.header('cache-control') ?? '', 'no-store')
    const status = page.body().props.status
    assert.equal(status.state, 'approved')
    assert.equal(status.code, form.code)
    assert.deepEqual(status.approved.zones, ['Sala de prensa'])
    assert.equal(
      status.approved.collection,
      'Collect your credential at Gate 3, from 9:00 to 18:00.'
    )
    assert.notInclude(JSON.stringify(page.body().props), 'X1234567')
    assert.notInclude(JSON.stringify(page.body().props), 'status@example.test')
  })

  test('a link with another id or a changed signature is refused with a clear page', async ({
    client,
  }) => {
    const { form, path } = await approveAndOpenMail(client, 'tamper@example.test')
    const otherId = await client
      .get(path.replace(`/solicitud/${form.id}`, `/solicitud/${form.id + 1}`))
      .withInertia()
    otherId.assertStatus(410)
    otherId.assertInertiaComponent('applicants/link_refused')
    const unsigned = await client.get(`/solicitud/${form.id}`).withInertia()
    unsigned.assertStatus(410)
  })

  test('once the person’s data is erased the link is refused', async ({ client, assert }) => {
    const { form, path } = await approveAndOpenMail(client, 'erase@example.test')
    const query = { by: 'document' as const, value: form.document! }
    const match = await findPerson(query)
    const result = await erasePerson(
      query,
      { requests: match.requests.map((request) => request.id), collections: [] },
      null
    )
    assert.isTrue(result.erased)
    const page = await client.get(path).withInertia()
    page.assertStatus(410)
    page.assertInertiaComponent('applicants/link_refused')
    assert.notInclude(JSON.stringify(page.body()), form.code)
  })

  test('the confirmation of a public submit links to the status page too', async ({
    client,
    assert,
  }) => {
    const { tennis, spain } = await openTournaments()
    await configureMails(tennis)
    const fields = validFields('press', spain.id, THIS_YEAR)
    const response = await client
      .post('/forms/prensa')
      .withCsrfToken()
      .redirects(0)
      .fields(fields)
      .file('image', await photoJpeg())
    response.assertStatus(302)
    const [mail] = await mailsTo(fields.email)
    const page = await client.get(statusPathIn(mail)).withInertia()
    page.assertStatus(200)
    assert.equal(page.body().props.status.state, 'waiting')
  })
})
