import { test } from '@japa/runner'
import ExcelJS from 'exceljs'
import testUtils from '@adonisjs/core/services/test_utils'
import Form from '#models/form'
import { openTournaments } from '#tests/helpers/forms'
import { createForm } from '#tests/helpers/form_factory'
import { createUser } from '#tests/helpers/users'
import { erasedForm } from '#tests/helpers/erased_requests'
import { binary } from '#tests/helpers/pdf'

/** An erased request is no work for anyone: its state, its badge and its export are refused on the server. */
test.group('Erased requests', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a state change refuses an erased request, alone or among others', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const live = await createForm('press', tennis)
    const erased = await erasedForm('press', tennis, 'waiting')
    const admin = await createUser({ isAdmin: true })
    const bulk = await client
      .post('/merchant/mform/press/changestate')
      .loginAs(admin)
      .withCsrfToken()
      .header('accept', 'application/json')
      .json({ ids: [live.id, erased.id], state: 'approved' })
    assert.deepEqual(bulk.body(), { changed: [live.id], refused: [erased.id] })
    const single = await client
      .post(`/merchant/mform/press/changestate/${erased.id}`)
      .loginAs(admin)
      .withCsrfToken()
      .header('accept', 'application/json')
      .json({ state: 'rejected' })
    single.assertStatus(422)
    const console = await client
      .post('/merchant/systems/state')
      .loginAs(admin)
      .withCsrfToken()
      .header('accept', 'application/json')
      .json({ ids: [erased.id], state: 'rejected' })
    assert.deepEqual(console.body().changed, [])
    const unchanged = await Form.findOrFail(erased.id)
    assert.equal(unchanged.state, 'waiting')
  })

  test('its badge is not printed: the refusal says it was erased', async ({ client, assert }) => {
    const { tennis } = await openTournaments()
    const erased = await erasedForm('press', tennis, 'approved')
    const response = await client
      .get(`/merchant/systems/pdfs?ids=${erased.id}&print=true`)
      .loginAs(await createUser({ isAdmin: true }))
      .withPlainCookie('locale', 'es')
      .header('accept', 'application/json')
    response.assertStatus(422)
    assert.include(response.body().message, `solicitud borrada n.º ${erased.id}`)
  })

  test('the dashboard and the tutors list leave it out', async ({ client, assert }) => {
    const { tennis } = await openTournaments()
    const live = await createForm('ballboy', tennis, { lastName: 'Activo' })
    const erased = await erasedForm('ballboy', tennis)
    const admin = await createUser({ isAdmin: true })
    const dashboard = await client.get('/merchant').loginAs(admin).withInertia()
    const latest = dashboard.body().props.latest.map((form: { id: number }) => form.id)
    assert.include(latest, live.id)
    assert.notInclude(latest, erased.id)
    const tutors = await client.get('/merchant/mform/ballboy/tutors').loginAs(admin).withInertia()
    const listed = JSON.stringify(tutors.body().props)
    assert.match(listed, new RegExp(`"id":${live.id}[,}]`))
    assert.notMatch(listed, new RegExp(`"id":${erased.id}[,}]`))
  })

  test('an export leaves it out, even under the erased filter', async ({ client, assert }) => {
    const { tennis } = await openTournaments()
    await createForm('press', tennis, { lastName: 'Activa' })
    await erasedForm('press', tennis)
    const admin = await createUser({ isAdmin: true })
    for (const [query, rows] of [
      ['', 1],
      ['?list=erased', 0],
    ] as const) {
      const { response, body } = await binary(
        client.get(`/merchant/mform/press/export${query}`).loginAs(admin)
      )
      response.assertStatus(200)
      const workbook = new ExcelJS.Workbook()
      await workbook.xlsx.load(body as unknown as ArrayBuffer)
      assert.equal(workbook.worksheets[0].rowCount - 1, rows, `export${query}`)
    }
  })
})
