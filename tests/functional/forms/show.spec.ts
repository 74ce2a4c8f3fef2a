import { test } from '@japa/runner'
import drive from '@adonisjs/drive/services/main'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import Form from '#models/form'
import { openTournaments, photoJpeg } from '#tests/helpers/forms'
import { publicPath, THIS_YEAR, validFields } from '#tests/helpers/form_payloads'
import { createUser } from '#tests/helpers/users'
import { createForm } from '#tests/helpers/form_factory'
import { playerTournament, submitTeam, teamFields } from '#tests/helpers/players'
import PlayerDetail from '#models/player_detail'

/** A press request sent through the public form, so its photo is really on the private disk. */
async function submittedPress(client: any) {
  const { spain } = await openTournaments()
  await client
    .post(publicPath('press'))
    .withCsrfToken()
    .redirects(0)
    .fields({ ...validFields('press', spain.id, THIS_YEAR), lastName: 'Shown' })
    .file('image', await photoJpeg())
  return Form.findByOrFail('lastName', 'Shown')
}

test.group('Staff · show a request and its files', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('every field with its label and shown value, the state, the transitions and the log', async ({
    client,
    assert,
  }) => {
    const form = await submittedPress(client)
    const user = await createUser({ canEdit: true, formTypes: JSON.stringify(['press']) })
    const page = await client
      .get(`/merchant/mform/press/${form.id}`)
      .loginAs(user)
      .withPlainCookie('locale', 'en')
      .withInertia()
    page.assertInertiaComponent('forms/show')
    const props = page.inertiaProps as any
    const byName = Object.fromEntries(props.fields.map((field: any) => [field.name, field]))
    assert.equal(byName.media.value, 'Newspaper or magazine')
    assert.equal(byName.idNationality.value, 'Spain')
    assert.equal(byName.parking.value, 'Yes')
    assert.equal(byName.image.file, form.photoPath)
    assert.deepEqual(props.transitions, ['approved', 'rejected'])
    assert.equal(props.logs[0].type, 'created')
    assert.isNull(props.logs[0].by)
  })

  test('the history names the staff member who decided and the state change’s ends', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const form = await createForm('press', tennis)
    const user = await createUser({
      name: 'Rita',
      lastName: 'Revisora',
      canEdit: true,
      formTypes: JSON.stringify(['press']),
    })
    await client
      .post(`/merchant/mform/press/changestate/${form.id}`)
      .loginAs(user)
      .withCsrfToken()
      .redirects(0)
      .form({ state: 'approved' })
    const page = await client.get(`/merchant/mform/press/${form.id}`).loginAs(user).withInertia()
    const logs = (page.inertiaProps as any).logs
    assert.deepEqual(
      logs.map((log: any) => [log.type, log.by, log.from, log.to]),
      [
        ['created', null, null, null],
        ['state', 'Rita Revisora', 'waiting', 'approved'],
      ]
    )
  })

  test('an accreditation request shows the group it was made for', async ({ client, assert }) => {
    const { tennis } = await openTournaments()
    const form = await createForm('accreditation', tennis, {}, { kind: 'proveedores' })
    const user = await createUser({ formTypes: JSON.stringify(['accreditation']) })
    const page = await client
      .get(`/merchant/mform/accreditation/${form.id}`)
      .loginAs(user)
      .withPlainCookie('locale', 'en')
      .withInertia()
    const home = await client.get('/').withPlainCookie('locale', 'en').withInertia()
    const expected = home.inertiaProps as any
    assert.equal(
      (page.inertiaProps as any).form.group,
      expected.translations.messages['options.accreditationKinds.proveedores']
    )
    assert.isString((page.inertiaProps as any).form.group)
  })

  test('the photo is served only through the authorised preview, never cached publicly', async ({
    client,
    assert,
  }) => {
    const form = await submittedPress(client)
    const url = `/merchant/preview?file=${encodeURIComponent(form.photoPath!)}`

    const anonymous = await client.get(url).redirects(0)
    assert.equal(anonymous.status(), 302)
    assert.match(String(anonymous.header('location')), /^\/merchant\/login/)

    const otherType = await client
      .get(url)
      .loginAs(await createUser({ formTypes: JSON.stringify(['ballboy']) }))
    otherType.assertStatus(403)

    const reviewer = await client
      .get(url)
      .loginAs(await createUser({ formTypes: JSON.stringify(['press']) }))
    reviewer.assertStatus(200)
    reviewer.assertHeader('content-type', 'image/jpeg')
    assert.include(String(reviewer.header('cache-control')), 'no-store')
    assert.include(String(reviewer.header('content-security-policy')), 'sandbox')
    assert.equal(reviewer.header('content-disposition'), 'inline')
  })

  test('a document is downloaded in a sandbox, never rendered as a page of the site', async ({
    client,
    assert,
  }) => {
    const form = await submittedPress(client)
    const key = form.photoPath!.replace(/\.jpg$/, '-certificate.pdf')
    await drive.use().put(key, '%PDF-1.4 test')
    form.covidPath = key
    await form.save()
    const response = await client
      .get(`/merchant/preview?file=${encodeURIComponent(key)}`)
      .loginAs(await createUser({ formTypes: JSON.stringify(['press']) }))
    response.assertStatus(200)
    assert.equal(response.header('content-disposition'), 'attachment')
    assert.include(String(response.header('content-security-policy')), 'sandbox')
  })

  test('a player team member’s passport document opens for staff who review players', async ({
    client,
    assert,
  }) => {
    const { spain, player } = await playerTournament()
    const sent = await submitTeam(client, teamFields(player.id, spain.id))
    assert.equal(sent.header('location'), '/forms/jugadores/gracias')
    const form = await Form.query().where('type', 'player').firstOrFail()
    const detail = await PlayerDetail.findByOrFail('formId', form.id)
    assert.isString(detail.passportPhotoPath)

    const reviewer = await createUser({ formTypes: JSON.stringify(['player']) })
    const preview = await client
      .get(`/merchant/preview?file=${encodeURIComponent(detail.passportPhotoPath!)}`)
      .loginAs(reviewer)
    preview.assertStatus(200)
    const pressOnly = await createUser({ formTypes: JSON.stringify(['press']) })
    const refused = await client
      .get(`/merchant/preview?file=${encodeURIComponent(detail.passportPhotoPath!)}`)
      .loginAs(pressOnly)
    refused.assertStatus(403)
  })

  test('a file key that belongs to no form, or a path trick, is not found', async ({ client }) => {
    await submittedPress(client)
    const admin = await createUser({ isAdmin: true })
    for (const file of ['../../.env', 'forms/2026/press/none.jpg', '']) {
      const response = await client
        .get(`/merchant/preview?file=${encodeURIComponent(file)}`)
        .loginAs(admin)
        .withInertia()
      response.assertStatus(404)
    }
  })

  test('no public URL serves uploaded files', async ({ client }) => {
    const form = await submittedPress(client)
    for (const path of [
      `/${form.photoPath}`,
      `/storage/${form.photoPath}`,
      `/uploads/${form.photoPath}`,
    ]) {
      const response = await client.get(path).withInertia()
      response.assertStatus(404)
    }
  })
})
