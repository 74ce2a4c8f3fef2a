import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import limiter from '@adonisjs/limiter/services/main'
import { DateTime } from 'luxon'
import Form from '#models/form'
import FormLog from '#models/form_log'
import { openTournaments } from '#tests/helpers/forms'
import { createForm } from '#tests/helpers/form_factory'
import { createUser } from '#tests/helpers/users'
import { logIn } from '#tests/helpers/browser_staff'

test.group('Staff review in the browser', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())
  group.each.timeout(60_000)

  test('find a request from the menu, open it, approve it and see the change in its history', async ({
    visit,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    await createForm('press', tennis, { name: 'Marta', lastName: 'Quintana' })
    await createForm('press', tennis, { lastName: 'Somebody' })
    const user = await createUser({
      name: 'Revisora',
      canEdit: true,
      formTypes: JSON.stringify(['press']),
    })
    const page = await logIn(visit, user.email)

    await page
      .getByRole('navigation', { name: 'Menú' })
      .getByRole('link', { name: 'Prensa' })
      .click()
    await page.getByRole('heading', { name: 'Prensa' }).waitFor()
    await page.getByRole('searchbox').fill('quintana')
    await page.getByRole('button', { name: 'Buscar' }).click()
    await page.waitForURL((url: URL) => url.searchParams.get('search') === 'quintana')
    await page.getByRole('link', { name: 'Quintana' }).click()

    await page.getByRole('heading', { name: 'Marta Quintana' }).waitFor()
    await page.getByRole('button', { name: 'Aprobar', exact: true }).click()
    await page.getByText('Cambio de estado · Pendiente → Aprobada').waitFor()
    await page.getByRole('button', { name: 'Rechazar', exact: true }).waitFor()
    assert.lengthOf(await page.getByRole('button', { name: /^Aprobar/ }).all(), 0)
    const form = await Form.findByOrFail('lastName', 'Quintana')
    assert.equal(form.state, 'approved')

    /** Back to the request after leaving it: its toast is not shown a second time. */
    const toasts = page.locator('[data-sonner-toast]')
    /** The toast library loads with the first toast: see it shown, then gone. */
    await toasts.first().waitFor()
    await toasts.first().waitFor({ state: 'detached', timeout: 10_000 })
    await page
      .getByRole('navigation', { name: 'Menú' })
      .getByRole('link', { name: 'Prensa' })
      .click()
    await page.getByRole('heading', { name: 'Prensa' }).waitFor()
    await page.goBack()
    await page.getByRole('heading', { name: 'Marta Quintana' }).waitFor()
    await page.waitForTimeout(500)
    assert.equal(await toasts.count(), 0)
  })

  test('select several requests and reject them at once', async ({ visit, assert }) => {
    const { tennis } = await openTournaments()
    for (const lastName of ['Alba', 'Bravo', 'Cano'])
      await createForm('press', tennis, { lastName })
    const user = await createUser({ canEdit: true, formTypes: JSON.stringify(['press']) })
    const page = await logIn(visit, user.email)
    const filtered = '/merchant/mform/press?state=waiting&search=test&sort=lastName&direction=asc'
    await page.goto(filtered)
    await page.getByLabel('Seleccionar a Test Alba').check()
    await page.getByText('1 seleccionada', { exact: true }).waitFor()
    await page.getByLabel('Seleccionar a Test Cano').check()
    await page.getByText('2 seleccionadas', { exact: true }).waitFor()
    await page
      .getByRole('region', { name: 'Acciones sobre las solicitudes seleccionadas' })
      .getByRole('button', { name: 'Rechazar', exact: true })
      .click()
    /** Asked first, with the words the applicants' mails will carry. */
    const dialog = page.getByRole('dialog', { name: '¿Rechazar las 2 solicitudes seleccionadas?' })
    await dialog
      .getByLabel('Texto para el solicitante (opcional)')
      .fill('Gracias por vuestro interés.')
    await dialog.getByRole('button', { name: 'Rechazar', exact: true }).click()
    /** Nothing was refused: the toast says what changed and gives no reason for a refusal. */
    await page.getByText('2 cambiadas.', { exact: true }).waitFor()
    assert.lengthOf(await page.getByText('no permitido').all(), 0)
    /** The list comes back as it was: same filters, so only the one still waiting shows. */
    assert.equal(new URL(page.url()).pathname + new URL(page.url()).search, filtered)
    assert.equal(await page.getByLabel('Estado').inputValue(), 'waiting')
    assert.equal(await page.getByRole('searchbox').inputValue(), 'test')
    await page.getByRole('link', { name: 'Bravo' }).waitFor()
    assert.lengthOf(await page.getByRole('link', { name: 'Alba' }).all(), 0)
    const logs = await db.from('form_logs').where('type', 'state')
    assert.isTrue(logs.every((log) => JSON.parse(log.data).note === 'Gracias por vuestro interés.'))
    const states = await Form.query().orderBy('lastName')
    assert.deepEqual(
      states.map((form) => [form.lastName, form.state]),
      [
        ['Alba', 'rejected'],
        ['Bravo', 'waiting'],
        ['Cano', 'rejected'],
      ]
    )
  })

  test('the pages of a filtered list keep its filters, and the first page is the list itself', async ({
    visit,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    for (let n = 1; n <= 27; n++)
      await createForm('press', tennis, { lastName: `Apellido ${String(n).padStart(2, '0')}` })
    const user = await createUser({ canEdit: true, formTypes: JSON.stringify(['press']) })
    const page = await logIn(visit, user.email)
    await page.goto('/merchant/mform/press?state=waiting&sort=lastName&direction=asc')
    const pages = page.getByRole('navigation', { name: 'Paginación' })
    const query = () => Object.fromEntries(new URL(page.url()).searchParams)

    await pages.getByRole('link', { name: 'Página 2 de 2' }).click()
    await page.getByRole('link', { name: 'Apellido 27' }).waitFor()
    assert.deepEqual(query(), {
      state: 'waiting',
      sort: 'lastName',
      direction: 'asc',
      page: '2',
    })

    await pages.getByRole('link', { name: 'Anterior' }).click()
    await page.getByRole('link', { name: 'Apellido 01' }).waitFor()
    assert.deepEqual(query(), { state: 'waiting', sort: 'lastName', direction: 'asc' })
  })

  test('review with the keyboard: A approves and opens the next waiting request', async ({
    visit,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const first = await createForm('press', tennis, { name: 'Ana', lastName: 'Primera' })
    await createForm('press', tennis, { name: 'Bea', lastName: 'Segunda' })
    const user = await createUser({ canEdit: true, formTypes: JSON.stringify(['press']) })
    const page = await logIn(visit, user.email)
    await page.goto(`/merchant/mform/press/${first.id}`)
    await page.getByRole('heading', { name: 'Ana Primera' }).waitFor()
    await page.keyboard.press('a')
    await page.getByRole('heading', { name: 'Bea Segunda' }).waitFor()
    await first.refresh()
    assert.equal(first.state, 'approved')
    await page.getByRole('button', { name: 'Rechazar y siguiente' }).waitFor()
  })

  test('times on staff pages are the organiser’s (Madrid), written the Spanish way', async ({
    visit,
  }) => {
    const { tennis } = await openTournaments()
    const form = await createForm('press', tennis, { lastName: 'Horaria' })
    await FormLog.create({
      formId: form.id,
      type: 'created',
      createdAt: DateTime.fromISO('2026-07-15T22:30:00Z'),
    })
    const user = await createUser({ formTypes: JSON.stringify(['press']) })
    const page = await logIn(visit, user.email)
    await page.goto(`/merchant/mform/press/${form.id}`)
    await page.getByText('16/7/26, 0:30', { exact: false }).waitFor()
  })

  test('staff without the edit capability see no state buttons and no selection', async ({
    visit,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const form = await createForm('press', tennis, { lastName: 'Readonly' })
    const user = await createUser({ formTypes: JSON.stringify(['press']) })
    const page = await logIn(visit, user.email)
    await page.goto('/merchant/mform/press')
    assert.lengthOf(await page.getByRole('checkbox').all(), 0)
    await page.goto(`/merchant/mform/press/${form.id}`)
    await page.getByRole('heading', { name: 'Test Readonly' }).waitFor()
    assert.lengthOf(await page.getByRole('button', { name: /^Aprobar/ }).all(), 0)
  })
})

test.group('Staff export in the browser', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())
  group.each.timeout(60_000)

  test('a short list downloads as an Excel file at once, and the list keeps its filters', async ({
    visit,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    await createForm('press', tennis, { lastName: 'Exportada', state: 'approved' })
    const user = await createUser({ canEdit: true, formTypes: JSON.stringify(['press']) })
    const page = await logIn(visit, user.email)
    await page.goto('/merchant/mform/press?state=approved&sort=lastName')
    const download = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Exportar a Excel' }).click()
    const file = await download
    assert.match(file.suggestedFilename(), /^press-\d{4}-\d{2}-\d{2}\.xlsx$/)
    assert.equal(
      new URL(page.url()).search,
      '?state=approved&sort=lastName',
      'the list keeps its filters'
    )
  })
})
