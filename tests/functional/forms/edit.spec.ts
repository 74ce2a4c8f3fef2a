import { test } from '@japa/runner'
import sharp from 'sharp'
import drive from '@adonisjs/drive/services/main'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import Form from '#models/form'
import FormLog from '#models/form_log'
import PressDetail from '#models/press_detail'
import Permission from '#models/permission'
import { formCount, openTournaments, photoJpeg, photoPng } from '#tests/helpers/forms'
import { publicPath, THIS_YEAR, validFields } from '#tests/helpers/form_payloads'
import { createUser } from '#tests/helpers/users'
import { readMailbox, clearMailbox } from '#tests/helpers/mailbox'

async function editor() {
  return createUser({
    canCreate: true,
    canEdit: true,
    formTypes: JSON.stringify(['press', 'accreditation']),
  })
}

async function submittedPress(client: any, countryId: number) {
  await client
    .post(publicPath('press'))
    .withCsrfToken()
    .redirects(0)
    .fields({ ...validFields('press', countryId, THIS_YEAR), lastName: 'Edited' })
    .file('image', await photoJpeg())
  return Form.findByOrFail('lastName', 'Edited')
}

test.group('Staff · create and edit requests', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())
  group.each.setup(() => clearMailbox())

  test('the edit page is filled with the stored values', async ({ client, assert }) => {
    const { spain } = await openTournaments()
    const form = await submittedPress(client, spain.id)
    const page = await client
      .get(`/merchant/mform/press/${form.id}/edit`)
      .loginAs(await editor())
      .withInertia()
    page.assertInertiaComponent('forms/form')
    const values = (page.inertiaProps as any).record.values
    assert.equal(values.lastName, 'Edited')
    assert.equal(values.media, 'magazine')
    assert.equal(values.parking, 'true')
    assert.match(values.birthDate, /^\d{2}\/\d{2}\/\d{4}$/)
  })

  test('an edit with _method=PUT replaces the photo, sets the credential and logs the changed fields', async ({
    client,
    assert,
  }) => {
    const { spain } = await openTournaments()
    const form = await submittedPress(client, spain.id)
    const oldPhoto = form.photoPath!
    const permission = await Permission.create({ name: 'Prensa test', flags: '{}' })
    const user = await editor()
    const response = await client
      .post(`/merchant/mform/press/${form.id}?_method=PUT`)
      .loginAs(user)
      .withCsrfToken()
      .redirects(0)
      .fields({
        ...validFields('press', spain.id, THIS_YEAR),
        lastName: 'Edited',
        mediaName: 'Radio Nacional',
        permissionId: String(permission.id),
        credits: '12',
        amount: '1500',
        color: '#123abc',
      })
      .file('image', await photoPng())
    assert.equal(response.header('location'), `/merchant/mform/press/${form.id}`)
    await form.refresh()
    assert.equal(form.credits, 12)
    assert.equal(form.amount, 1500)
    assert.equal(form.permissionId, permission.id)
    assert.notEqual(form.photoPath, oldPhoto)
    assert.isFalse(await drive.use().exists(oldPhoto), 'the replaced photo is deleted')
    const stored = await sharp(Buffer.from(await drive.use().getBytes(form.photoPath!))).metadata()
    assert.equal(stored.format, 'jpeg')
    const detail = await PressDetail.findByOrFail('formId', form.id)
    assert.equal(detail.mediaName, 'Radio Nacional')
    const log = await FormLog.query().where({ formId: form.id, type: 'updated' }).firstOrFail()
    assert.equal(log.userId, user.id)
    assert.includeMembers(log.dataMap.changed as string[], ['mediaName', 'credits', 'photoPath'])
  })

  test('the history names only the fields that changed, with their labels', async ({
    client,
    assert,
  }) => {
    const { spain } = await openTournaments()
    const form = await submittedPress(client, spain.id)
    const user = await editor()
    await client
      .put(`/merchant/mform/press/${form.id}`)
      .loginAs(user)
      .withCsrfToken()
      .redirects(0)
      .fields({
        ...validFields('press', spain.id, THIS_YEAR),
        lastName: 'Edited',
        document: form.document!,
        email: form.email!,
        mediaName: 'Onda Cero',
      })
    const log = await FormLog.query().where({ formId: form.id, type: 'updated' }).firstOrFail()
    assert.deepEqual(log.dataMap.changed, ['mediaName'])

    const show = await client
      .get(`/merchant/mform/press/${form.id}`)
      .loginAs(user)
      .withPlainCookie('locale', 'en')
      .withInertia()
    const entry = (show.inertiaProps as any).logs.find((item: any) => item.type === 'updated')
    assert.deepEqual(entry.changed, ['media name'])
  })

  test('choosing "—" for the template or no colour removes them', async ({ client, assert }) => {
    const { spain } = await openTournaments()
    const form = await submittedPress(client, spain.id)
    const permission = await Permission.create({ name: 'Prensa test', flags: '{}' })
    form.merge({ permissionId: permission.id, color: '#123abc' })
    await form.save()
    const response = await client
      .put(`/merchant/mform/press/${form.id}`)
      .loginAs(await editor())
      .withCsrfToken()
      .redirects(0)
      .fields({
        ...validFields('press', spain.id, THIS_YEAR),
        lastName: 'Edited',
        permissionId: '',
        credits: '0',
        amount: '0',
        color: '',
      })
    assert.equal(response.header('location'), `/merchant/mform/press/${form.id}`)
    await form.refresh()
    assert.isNull(form.permissionId)
    assert.isNull(form.color)
  })

  test('custom permissions are edited as zone rows and shown as names and values', async ({
    client,
    assert,
  }) => {
    const { spain } = await openTournaments()
    const form = await submittedPress(client, spain.id)
    const user = await editor()
    await client
      .put(`/merchant/mform/press/${form.id}`)
      .loginAs(user)
      .withCsrfToken()
      .redirects(0)
      .fields({
        ...validFields('press', spain.id, THIS_YEAR),
        'lastName': 'Edited',
        'customPermission[0][key]': 'Pista central',
        'customPermission[0][value]': '1',
        'customPermission[1][key]': 'Palco',
        'customPermission[1][value]': 'A12',
        'customPermission[2][key]': 'Vestuarios',
        'customPermission[2][value]': '0',
      })
    await form.refresh()
    assert.deepEqual(JSON.parse(form.customPermission), {
      'Pista central': 1,
      'Palco': 'A12',
      'Vestuarios': 0,
    })

    const show = await client.get(`/merchant/mform/press/${form.id}`).loginAs(user).withInertia()
    assert.deepEqual((show.inertiaProps as any).form.customPermissions, [
      'Pista central',
      'Palco: A12',
    ])
    const edit = await client
      .get(`/merchant/mform/press/${form.id}/edit`)
      .loginAs(user)
      .withInertia()
    assert.deepEqual((edit.inertiaProps as any).record.credential.customPermission, [
      { key: 'Pista central', value: '1' },
      { key: 'Palco', value: 'A12' },
      { key: 'Vestuarios', value: '0' },
    ])
  })

  test('a custom permission with a bad zone name is refused and changes nothing', async ({
    client,
    assert,
  }) => {
    const { spain } = await openTournaments()
    const form = await submittedPress(client, spain.id)
    const response = await client
      .put(`/merchant/mform/press/${form.id}`)
      .loginAs(await editor())
      .withCsrfToken()
      .header('referer', `/merchant/mform/press/${form.id}/edit`)
      .redirects(0)
      .fields({
        ...validFields('press', spain.id, THIS_YEAR),
        'lastName': 'Changed',
        'customPermission[0][key]': '<script>',
        'customPermission[0][value]': '1',
      })
    assert.equal(response.status(), 302)
    const errors = response.flashMessages().inputErrorsBag as Record<string, string[]>
    assert.isDefined(errors['customPermission.0.key'])
    await form.refresh()
    assert.equal(form.lastName, 'Edited')
    assert.equal(form.customPermission, '{}')
  })

  test('an edit without a new photo keeps the stored one; bad input changes nothing', async ({
    client,
    assert,
  }) => {
    const { spain } = await openTournaments()
    const form = await submittedPress(client, spain.id)
    const kept = await client
      .put(`/merchant/mform/press/${form.id}`)
      .loginAs(await editor())
      .withCsrfToken()
      .redirects(0)
      .form({ ...validFields('press', spain.id, THIS_YEAR), lastName: 'Edited', city: 'Sevilla' })
    assert.equal(kept.status(), 302)
    const photo = form.photoPath
    await form.refresh()
    assert.equal(form.city, 'Sevilla')
    assert.equal(form.photoPath, photo)

    const bad = await client
      .put(`/merchant/mform/press/${form.id}`)
      .loginAs(await editor())
      .withCsrfToken()
      .header('referer', `/merchant/mform/press/${form.id}/edit`)
      .redirects(0)
      .form({
        ...validFields('press', spain.id, THIS_YEAR),
        lastName: 'Edited',
        document: 'AB-1',
        credits: '-5',
        color: 'red',
      })
    const errors = bad.flashMessages().inputErrorsBag as Record<string, string[]>
    assert.includeMembers(Object.keys(errors), ['document', 'credits', 'color'])
    await form.refresh()
    assert.equal(form.city, 'Sevilla')
    assert.equal(form.credits, 0)
  })

  test('staff create a request without the public downloads; no confirmation mail goes out', async ({
    client,
    assert,
  }) => {
    const { spain } = await openTournaments()
    const response = await client
      .post('/merchant/mform/accreditation')
      .loginAs(await editor())
      .withCsrfToken()
      .redirects(0)
      .fields({
        ...validFields('accreditation', spain.id, THIS_YEAR),
        lastName: 'ByStaff',
        kind: 'seguridad',
      })
      .file('image', await photoJpeg())
    const form = await Form.findByOrFail('lastName', 'ByStaff')
    assert.equal(response.header('location'), `/merchant/mform/accreditation/${form.id}`)
    assert.equal(form.state, 'waiting')
    const log = await FormLog.findByOrFail('formId', form.id)
    assert.equal(log.dataMap.source, 'staff')
    assert.deepEqual(await readMailbox(), [])
  })

  test('staff issue a credential from the console: category free, approved at once, photo checked, no mail', async ({
    client,
    assert,
  }) => {
    const { spain } = await openTournaments()
    const page = await client
      .get('/merchant/mform/accreditation/create?issued=1')
      .loginAs(await editor())
      .header('x-inertia', 'true')
      .header('x-inertia-version', '1')
    assert.isTrue(page.body().props.issued)
    const response = await client
      .post('/merchant/mform/accreditation')
      .loginAs(await editor())
      .withCsrfToken()
      .redirects(0)
      .fields({
        ...validFields('accreditation', spain.id, THIS_YEAR),
        lastName: 'Official',
        kind: 'organizacion',
        issued: '1',
      })
      .file('image', await photoJpeg())
    const form = await Form.findByOrFail('lastName', 'Official')
    assert.equal(response.header('location'), `/merchant/mform/accreditation/${form.id}`)
    assert.include(form.$attributes, { category: 'free', state: 'approved' })
    assert.isNotNull(form.photoPath)
    const log = await FormLog.findByOrFail('formId', form.id)
    assert.equal(log.dataMap.source, 'issued')
    assert.deepEqual(await readMailbox(), [])

    const refused = await client
      .post('/merchant/mform/accreditation')
      .loginAs(await editor())
      .withCsrfToken()
      .redirects(0)
      .fields({
        ...validFields('accreditation', spain.id, THIS_YEAR),
        lastName: 'NoPhoto',
        kind: 'organizacion',
        issued: '1',
      })
      .file('image', Buffer.from('not an image'), { filename: 'photo.jpg' })
    assert.property(refused.flashMessages().inputErrorsBag, 'image')
    assert.isNull(await Form.findBy('lastName', 'NoPhoto'))
  })

  test('create needs the create capability, edit the edit capability', async ({
    client,
    assert,
  }) => {
    const { spain } = await openTournaments()
    const reviewer = await createUser({ canEdit: true, formTypes: JSON.stringify(['press']) })
    const response = await client
      .post('/merchant/mform/press')
      .loginAs(reviewer)
      .withCsrfToken()
      .header('accept', 'application/json')
      .fields(validFields('press', spain.id, THIS_YEAR))
      .file('image', await photoJpeg())
    response.assertStatus(403)
    assert.equal(await formCount(), 0)
  })

  test('issuing an approved credential needs the right to approve: create alone is refused and nothing is stored', async ({
    client,
    assert,
  }) => {
    const { spain } = await openTournaments()
    const creator = await createUser({
      canCreate: true,
      formTypes: JSON.stringify(['accreditation']),
    })
    const page = await client
      .get('/merchant/mform/accreditation/create?issued=1')
      .loginAs(creator)
      .header('accept', 'application/json')
    page.assertStatus(403)
    const issued = await client
      .post('/merchant/mform/accreditation')
      .loginAs(creator)
      .withCsrfToken()
      .header('accept', 'application/json')
      .fields({
        ...validFields('accreditation', spain.id, THIS_YEAR),
        lastName: 'SelfApproved',
        kind: 'organizacion',
        issued: '1',
      })
      .file('image', await photoJpeg())
    issued.assertStatus(403)
    assert.isNull(await Form.findBy('lastName', 'SelfApproved'))

    const requested = await client
      .post('/merchant/mform/accreditation')
      .loginAs(creator)
      .withCsrfToken()
      .redirects(0)
      .fields({
        ...validFields('accreditation', spain.id, THIS_YEAR),
        lastName: 'Requested',
        kind: 'organizacion',
      })
      .file('image', await photoJpeg())
    assert.equal(requested.status(), 302)
    const form = await Form.findByOrFail('lastName', 'Requested')
    assert.equal(form.state, 'waiting', 'without issued=1 it is an ordinary request')
  })
})
