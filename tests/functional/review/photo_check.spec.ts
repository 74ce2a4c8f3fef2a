import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import app from '@adonisjs/core/services/app'
import Form from '#models/form'
import FormLog from '#models/form_log'
import { openTournaments } from '#tests/helpers/forms'
import { publicPath, THIS_YEAR, validFields } from '#tests/helpers/form_payloads'
import { createUser } from '#tests/helpers/users'
import { waitForQueue } from '#tests/helpers/queue'

const SET = app.makePath('tests/fixtures/review/photos')

/** A public press request with this photo of the labelled set; the stored request. */
async function sendPress(client: any, lastName: string, photo: string) {
  const { spain } = await openTournaments()
  const response = await client
    .post(publicPath('press'))
    .withCsrfToken()
    .redirects(0)
    .fields({ ...validFields('press', spain.id, THIS_YEAR), lastName })
    .file('image', `${SET}/${photo}`)
  response.assertStatus(302)
  return Form.findByOrFail('lastName', lastName)
}

async function photoCheckOn(client: any, user: any, form: Form) {
  const page = await client.get(`/merchant/mform/press/${form.id}`).loginAs(user).withInertia()
  return (page.inertiaProps as any).photoCheck as { problems: string[]; overruled: boolean } | null
}

async function flagged(client: any, user: any) {
  const page = await client.get('/merchant/mform/press?review=photo').loginAs(user).withInertia()
  return ((page.inertiaProps as any).rows as { id: number }[]).map((row) => row.id)
}

test.group('Review · the photo check on a sent request', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())
  group.each.timeout(120_000)

  test('a group photo is stored with its verdict, shown to staff and found by the filter; a good one is not', async ({
    client,
    assert,
  }) => {
    const groupPhoto = await sendPress(client, 'Grupo', 'several_faces/two-faces-0.jpg')
    const good = await sendPress(client, 'Correcta', 'ok/ok-0.jpg')
    await waitForQueue(90_000)
    const user = await createUser({ canEdit: true, formTypes: JSON.stringify(['press']) })

    assert.deepEqual(await photoCheckOn(client, user, groupPhoto), {
      problems: ['several_faces'],
      overruled: false,
    })
    assert.deepEqual(await photoCheckOn(client, user, good), { problems: [], overruled: false })
    assert.deepEqual(await flagged(client, user), [groupPhoto.id])
  })

  test('staff overrule a verdict: it is kept, marked, out of the filter and in the history', async ({
    client,
    assert,
  }) => {
    const grey = await sendPress(client, 'Gris', 'greyscale/greyscale-0.jpg')
    await waitForQueue(90_000)
    const user = await createUser({ canEdit: true, formTypes: JSON.stringify(['press']) })
    const response = await client
      .post(`/merchant/review/photos/${grey.id}/overrule`)
      .loginAs(user)
      .withCsrfToken()
      .header('referer', `/merchant/mform/press/${grey.id}`)
      .redirects(0)
    response.assertStatus(302)
    assert.deepEqual(await photoCheckOn(client, user, grey), {
      problems: ['greyscale'],
      overruled: true,
    })
    assert.deepEqual(await flagged(client, user), [])
    const log = await FormLog.query()
      .where('formId', grey.id)
      .where('type', 'photo_overruled')
      .firstOrFail()
    assert.equal(log.userId, user.id)

    const again = await client
      .post(`/merchant/review/photos/${grey.id}/overrule`)
      .loginAs(user)
      .withCsrfToken()
      .header('accept', 'application/json')
    again.assertStatus(404)
  })
})
