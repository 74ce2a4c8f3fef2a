import { test } from '@japa/runner'
import ExcelJS from 'exceljs'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import app from '@adonisjs/core/services/app'
import drive from '@adonisjs/drive/services/main'
import { utimes, writeFile } from 'node:fs/promises'
import { exportKey, pruneExpiredExports, storeExport } from '#services/exports/export_files'
import { EXPORT_CHUNK } from '#services/exports/forms_workbook'
import Form from '#models/form'
import FormLog from '#models/form_log'
import Permission from '#models/permission'
import FormExport from '#models/form_export'
import PressDetail from '#models/press_detail'
import ExportFormsJob from '#jobs/export_forms_job'
import { openTournaments } from '#tests/helpers/forms'
import { createForm } from '#tests/helpers/form_factory'
import { createUser, TEST_PASSWORD } from '#tests/helpers/users'
import { clearMailbox, readDecodedMailbox } from '#tests/helpers/mailbox'
import { clearExports, linkFromMailbox } from '#tests/helpers/exports'
import { waitForQueue } from '#tests/helpers/queue'

async function exporter(overrides: Record<string, unknown> = {}) {
  return createUser({ canEdit: true, formTypes: JSON.stringify(['press']), ...overrides })
}

function postExport(client: any, user: any, body: Record<string, unknown>, locale = 'en') {
  return client
    .post('/merchant/mform/press/export')
    .loginAs(user)
    .withPlainCookie('locale', locale)
    .header('referer', '/merchant/mform/press')
    .form(body)
    .withCsrfToken()
    .redirects(0)
}

async function workbookOf(link: string) {
  const file = link.match(/exports\/([0-9a-f-]{36})/)![1]
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.readFile(app.makePath(`tmp/storage-test/exports/${file}.xlsx`))
  return workbook.worksheets[0]
}

function rowValues(sheet: ExcelJS.Worksheet, index: number) {
  return (sheet.getRow(index).values as unknown[]).slice(1)
}

test.group('Staff · Excel export', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearMailbox())
  group.each.teardown(() => clearExports())

  test('answers with the toast and mails a workbook of the filtered list', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const user = await exporter()
    const match = await createForm('press', tennis, {
      state: 'approved',
      lastName: 'Zapatero',
      company: 'Diario Sur',
    })
    match.birthDate = DateTime.fromISO('1990-05-17')
    await match.save()
    await PressDetail.query()
      .where('formId', match.id)
      .update({ all_tournament: true, days: JSON.stringify([]) })
    await createForm('press', tennis, { state: 'waiting', lastName: 'Zapatero Waiting' })
    await createForm('press', tennis, { state: 'approved', lastName: 'Other' })
    await createForm('ballboy', tennis, { state: 'approved', lastName: 'Zapatero Ballboy' })

    const response = await postExport(client, user, { state: 'approved', search: 'zapat' })
    response.assertStatus(302)
    response.assertHeader('location', '/merchant/mform/press')
    assert.deepEqual(response.flashMessages().notification, {
      type: 'success',
      message: 'We will send you an email with Excel file',
    })

    const mails = await readDecodedMailbox()
    assert.lengthOf(mails, 1)
    assert.include(mails[0], `To: ${user.email}`)
    assert.include(mails[0], 'Subject: Accreditations - Excel export')
    const sheet = await workbookOf(await linkFromMailbox())
    const header = rowValues(sheet, 1)
    assert.deepEqual(header.slice(0, 3), ['Code', 'State', 'Created'])
    assert.includeMembers(header, ['Name', 'Last name'])
    assert.include(header, 'Birth date')
    assert.notInclude(header, 'Photo', 'files are not exported')
    assert.equal(sheet.actualRowCount, 2, 'header and the one matching form')
    const row = rowValues(sheet, 2)
    assert.equal(row[0], match.code)
    assert.equal(row[1], 'Approved')
    assert.instanceOf(row[2], Date)
    assert.equal(row[header.indexOf('Last name')], 'Zapatero')
    const birthDate = row[header.indexOf('Birth date')]
    assert.instanceOf(birthDate, Date)
    assert.equal((birthDate as Date).toISOString().slice(0, 10), '1990-05-17')
    assert.equal(sheet.getRow(2).getCell(header.indexOf('Birth date') + 1).numFmt, 'yyyy-mm-dd')
    assert.equal(row[header.indexOf('The whole tournament?')], 'Yes', 'booleans read Yes/No')
  })

  test('headers and the toast follow the staff member’s language', async ({ client, assert }) => {
    const { tennis } = await openTournaments()
    await createForm('press', tennis)
    const response = await postExport(client, await exporter(), {}, 'es')
    assert.equal(
      (response.flashMessages().notification as any).message,
      'Te enviaremos un correo electrónico con el archivo Excel'
    )
    const sheet = await workbookOf(await linkFromMailbox())
    assert.deepEqual(rowValues(sheet, 1).slice(0, 3), ['Código', 'Estado', 'Creado'])
    assert.equal(sheet.actualRowCount, 2)
  })

  test('exports every page of the list, not only the page on screen', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    for (let index = 0; index < 30; index++) await createForm('press', tennis)
    const json = await client
      .post('/merchant/mform/press/export')
      .loginAs(await exporter())
      .header('accept', 'application/json')
      .json({ page: 2 })
      .withCsrfToken()
    json.assertStatus(202)
    assert.isString(json.body().message)
    const sheet = await workbookOf(await linkFromMailbox())
    assert.equal(sheet.actualRowCount, 31)
  })

  test('a selection longer than one database chunk exports every form once, with its detail', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const total = EXPORT_CHUNK + 7
    const forms = await Form.createMany(
      Array.from({ length: total }, (_, index) => ({
        type: 'press',
        category: 'press',
        tournamentId: tennis.id,
        code: `CHUNK${String(index).padStart(5, '0')}`,
        state: 'waiting' as const,
        name: 'Chunk',
        lastName: `Row ${index}`,
      }))
    )
    await PressDetail.createMany(
      forms.map((form, index) => ({ formId: form.id, mediaName: `Medio ${index}` }))
    )
    const json = await client
      .post('/merchant/mform/press/export')
      .loginAs(await exporter())
      .header('accept', 'application/json')
      .withPlainCookie('locale', 'en')
      .json({})
      .withCsrfToken()
    json.assertStatus(202)
    const sheet = await workbookOf(await linkFromMailbox())
    assert.equal(sheet.actualRowCount, total + 1)
    const mediaColumn = rowValues(sheet, 1).indexOf('Media name')
    const rows = Array.from({ length: total }, (_, index) => rowValues(sheet, index + 2))
    /** Oldest first, no form twice or missing across the chunk boundary, each beside its own detail. */
    assert.deepEqual(
      rows.map((row) => row[0]),
      forms.map((form) => form.code)
    )
    assert.deepEqual(
      rows.map((row) => row[mediaColumn]),
      forms.map((_, index) => `Medio ${index}`)
    )
  })

  test('the download link works for its owner only, unaltered and logged in', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    await createForm('press', tennis)
    const user = await exporter()
    await postExport(client, user, {})
    const link = await linkFromMailbox()

    const download = await client.get(link).loginAs(user)
    download.assertStatus(200)
    assert.match(
      String(download.header('content-disposition')),
      /^attachment; filename="press-.*\.xlsx"$/
    )
    assert.equal(download.header('cache-control'), 'private, no-store')

    const tampered = await client.get(link.replace(/user=\d+/, `user=${user.id + 1}`)).loginAs(user)
    tampered.assertStatus(404)
    const other = await client.get(link).loginAs(await exporter())
    other.assertStatus(403)
    const anonymous = await client.get(link).redirects(0)
    assert.oneOf(anonymous.status(), [302, 401])
  })

  test('a mailed link opened while logged out leads to the file right after the login', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    await createForm('press', tennis)
    const user = await exporter()
    await postExport(client, user, {})
    const link = await linkFromMailbox()

    const anonymous = await client.get(link).redirects(0)
    assert.match(anonymous.header('location') ?? '', /^\/merchant\/login/)
    const login = await client
      .post('/merchant/login')
      .withSession(anonymous.session())
      .withCsrfToken()
      .form({ email: user.email, password: TEST_PASSWORD })
      .redirects(0)
    assert.equal(login.header('location'), link)

    /** Only once: the next login goes home. */
    const again = await client
      .post('/merchant/login')
      .withSession(login.session())
      .withCsrfToken()
      .form({ email: user.email, password: TEST_PASSWORD })
      .redirects(0)
    assert.equal(again.header('location'), '/merchant')
  })

  test('the exports panel follows its owner’s exports and serves the file once ready, to them only', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    await createForm('press', tennis)
    const user = await exporter()
    await postExport(client, user, {})
    await waitForQueue()

    const panel = await client.get('/merchant/exports').loginAs(user).withInertia()
    panel.assertInertiaComponent('exports/index')
    const [entry] = (panel.inertiaProps as any).exports
    assert.include(entry, { type: 'press', status: 'done', rows: 1, ready: true })

    const file = await client.get(`/merchant/exports/${entry.id}/file`).loginAs(user)
    file.assertStatus(200)
    assert.match(String(file.header('content-disposition')), /^attachment; filename="press-/)

    const stranger = await exporter()
    const theirs = await client.get('/merchant/exports').loginAs(stranger).withInertia()
    assert.lengthOf((theirs.inertiaProps as any).exports, 0)
    const stolen = await client.get(`/merchant/exports/${entry.id}/file`).loginAs(stranger)
    stolen.assertStatus(404)

    user.canEdit = false
    await user.save()
    const revoked = await client.get(`/merchant/exports/${entry.id}/file`).loginAs(user)
    revoked.assertStatus(403)
  })

  test('a failed export shows as failed in the panel', async ({ client, assert }) => {
    await openTournaments()
    const user = await exporter()
    const record = await FormExport.create({ userId: user.id, type: 'nope', status: 'queued' })
    await ExportFormsJob.dispatch({
      userId: user.id,
      type: 'nope',
      filters: {},
      locale: 'en',
      exportId: record.id,
    })
    await waitForQueue()
    await record.refresh()
    assert.equal(record.status, 'failed')
    const panel = await client.get('/merchant/exports').loginAs(user).withInertia()
    assert.include((panel.inertiaProps as any).exports[0], { status: 'failed', ready: false })
  })

  test('the plain-text mail holds the link exactly as it works', async ({ client, assert }) => {
    const { tennis } = await openTournaments()
    await createForm('press', tennis)
    const user = await exporter()
    await postExport(client, user, {})
    const [mail] = await readDecodedMailbox()
    const text = mail.split(/Content-Type: text\/plain/i)[1].split(/Content-Type: text\/html/i)[0]
    const link = text.match(/https?:\/\/\S+\/merchant\/exports\/\S+/)![0]
    assert.notInclude(link, '&amp;')
    const path = link.replace(/^https?:\/\/[^/]+/, '')
    const download = await client.get(path).loginAs(user)
    download.assertStatus(200)
  })

  test('text that starts like a formula is exported as text', async ({ client, assert }) => {
    const { tennis } = await openTournaments()
    await createForm('press', tennis, { name: '=HYPERLINK("http://x.test")', company: '@SUM(1)' })
    const user = await exporter()
    await postExport(client, user, {})
    const sheet = await workbookOf(await linkFromMailbox())
    const cells = rowValues(sheet, 2).map(String)
    assert.include(cells, `'=HYPERLINK("http://x.test")`)
    assert.include(cells, `'@SUM(1)`)
    assert.notInclude(cells, '=HYPERLINK("http://x.test")')
  })

  test('a link stops working when its owner loses the edit right or the form type', async ({
    client,
  }) => {
    const { tennis } = await openTournaments()
    await createForm('press', tennis)
    const user = await exporter()
    await postExport(client, user, {})
    const link = await linkFromMailbox()
    user.canEdit = false
    await user.save()
    const withoutEdit = await client.get(link).loginAs(user)
    withoutEdit.assertStatus(403)
    user.canEdit = true
    user.formTypes = JSON.stringify(['ballboy'])
    await user.save()
    const withoutType = await client.get(link).loginAs(user)
    withoutType.assertStatus(403)
  })

  test('staff without edit or without the form type are refused', async ({ client }) => {
    const noEdit = await createUser({ formTypes: JSON.stringify(['press']) })
    const withoutEdit = await postExport(client, noEdit, {}).header('accept', 'application/json')
    withoutEdit.assertStatus(403)
    const otherType = await exporter({ formTypes: JSON.stringify(['ballboy']) })
    const withoutType = await postExport(client, otherType, {}).header('accept', 'application/json')
    withoutType.assertStatus(403)
  })

  test('a failed export mails the generic error; a failed queue answers with it', async ({
    client,
    assert,
  }) => {
    const user = await exporter()
    await ExportFormsJob.dispatch({ userId: user.id, type: 'nope', filters: {}, locale: 'en' })
    const mails = await readDecodedMailbox()
    assert.lengthOf(mails, 1)
    assert.include(mails[0], 'Something went wrong, please try again!')
    assert.notInclude(mails[0], '/merchant/exports/')

    const dispatch = ExportFormsJob.dispatch
    ExportFormsJob.dispatch = (() => Promise.reject(new Error('queue down'))) as any
    try {
      const response = await postExport(client, user, {})
      assert.deepEqual(response.flashMessages().notification, {
        type: 'error',
        message: 'Something went wrong, please try again!',
      })
    } finally {
      ExportFormsJob.dispatch = dispatch
    }
  })

  test('small selections download directly as a workbook', async ({ client, assert }) => {
    const { tennis } = await openTournaments()
    await createForm('press', tennis, { state: 'approved' })
    const response = await client
      .get('/merchant/mform/press/export?state=approved')
      .loginAs(await exporter())
    response.assertStatus(200)
    assert.match(String(response.header('content-type')), /spreadsheetml/)
    assert.match(String(response.header('content-disposition')), /^attachment;/)
  })

  test('the export holds what the list shows of the credential: printed, collected, meals, money, zones, colour', async ({
    client,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    const template = await Permission.create({ name: 'Pista central', flags: '{}' })
    const form = await createForm('press', tennis, { state: 'approved' })
    form.merge({
      credits: 3,
      amount: 1250,
      permissionId: template.id,
      color: '#123abc',
      customPermission: JSON.stringify({ Palco: 'A12', Vestuarios: 0 }),
    })
    await form.save()
    await FormLog.create({ formId: form.id, type: 'print' })
    await postExport(client, await exporter(), { state: 'approved' })
    const sheet = await workbookOf(await linkFromMailbox())
    const header = rowValues(sheet, 1)
    const row = rowValues(sheet, 2)
    const cell = (name: string) => row[header.indexOf(name)]
    assert.equal(cell('Printed'), 'Yes')
    assert.equal(cell('Collected'), 'No')
    assert.equal(cell('Meal credits'), 3)
    assert.equal(cell('Amount'), 12.5)
    assert.equal(cell('Permission template'), 'Pista central')
    assert.equal(cell('Custom permissions'), 'Palco: A12')
    assert.equal(cell('Badge colour'), '#123abc')
  })

  test('stored workbooks older than two days are deleted by the pruning each export runs', async ({
    assert,
  }) => {
    const old = await storeExport(await workbookFile('old'))
    const recent = await storeExport(await workbookFile('recent'))
    const threeDaysAgo = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000)
    await utimes(app.makePath('tmp/storage-test', exportKey(old)), threeDaysAgo, threeDaysAgo)
    assert.equal(await pruneExpiredExports(), 1)
    assert.isFalse(await drive.use().exists(exportKey(old)))
    assert.isTrue(await drive.use().exists(exportKey(recent)))
  })
})

/** A stand-in workbook file to store. */
async function workbookFile(name: string) {
  const path = app.tmpPath(`prune-${name}.xlsx`)
  await writeFile(path, 'PK workbook')
  return path
}
