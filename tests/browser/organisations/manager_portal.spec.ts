import { test } from '@japa/runner'
import limiter from '@adonisjs/limiter/services/main'
import db from '@adonisjs/lucid/services/db'
import type { Page } from 'playwright'
import sharp from 'sharp'
import { zipSync } from 'fflate'
import Form from '#models/form'
import Permission from '#models/permission'
import { openTournaments, clearStoredRequestFiles } from '#tests/helpers/forms'
import { createUser } from '#tests/helpers/users'
import { clearMailbox, decodeQuotedPrintable, readMailbox } from '#tests/helpers/mailbox'
import { truncateAll } from '#tests/helpers/database'
import { waitForQueue } from '#tests/helpers/queue'
import { logIn } from '#tests/helpers/browser_staff'
import { cropPhoto, field, fillContact, PHONE } from '#tests/helpers/browser_forms'
import { untilHydrated } from '#tests/helpers/hydration'
import { pageProblems, settled } from '#tests/helpers/page_audit'
import { fixture, xlsxFixture, clearImports } from '#tests/helpers/imports'
import { createForm } from '#tests/helpers/form_factory'
import { recordHistory } from '#services/history/form_history'

const MANAGER = 'juan@tv-norte.example'

/** The photos of a sheet's rows, zipped in a folder as a manager would send them. */
async function photosZip(names: string[]) {
  const entries: Record<string, Uint8Array> = {}
  for (const [index, name] of names.entries()) {
    const photo = await sharp({
      create: {
        width: 480,
        height: 640,
        channels: 3,
        background: { r: 40 + index * 9, g: 120, b: 90 },
      },
    })
      .jpeg()
      .toBuffer()
    entries[`fotos/${name}`] = new Uint8Array(photo)
  }
  return fixture('tv-norte-fotos.zip', zipSync(entries))
}

/** The sign-in link path in the manager's mail. */
async function signInPath() {
  const mails = await readMailbox()
  const mail = decodeQuotedPrintable(mails.find((text) => text.includes(`To: ${MANAGER}`)) ?? '')
  const link = mail.match(/https?:\/\/[^/\s"]+(\/organisation\/sign-in\/[A-Za-z0-9_-]+)/)
  if (!link) throw new Error('no sign-in link in the mail')
  return link[1]
}

/** The manager adds one person by hand on the category's form (English, on a phone). */
async function addPerson(page: Page, lastName: string, document: string) {
  await page.getByRole('link', { name: 'Add a person' }).first().click()
  await page.getByRole('heading', { name: 'Add a person' }).waitFor()
  await untilHydrated(page)
  await field(page, 'Name').fill('Lucía')
  await field(page, 'Last name').fill(lastName)
  await field(page, 'Birth date').fill('09/05/1990')
  await field(page, 'Document number (DNI, NIE or passport)').fill(document)
  await page
    .getByRole('group', { name: /^Gender/ })
    .getByRole('radio', { name: 'Woman', exact: true })
    .check()
  await field(page, 'Nationality').selectOption({ label: 'Spain' })
  await fillContact(page, { email: `${document.toLowerCase()}@example.test` })
  await field(page, 'Job or role').fill('Camera')
  await cropPhoto(page)
  await page.getByRole('checkbox', { name: /^I have read the privacy policy/ }).check()
  await page.getByRole('button', { name: 'Add a person' }).click()
  await page.getByText(`Lucía ${lastName} was added and approved.`).waitFor()
}

const HEADER = ['Name', 'Last name', 'Birth date', 'Document', 'Gender', 'Nationality', 'Email']
const CONTACT = [
  'Mobile phone',
  'Address',
  'City',
  'Postal code',
  'Country of residence',
  'Job or role',
]

test.group('Organisations · the manager’s portal in the browser', (group) => {
  group.each.setup(async () => {
    await truncateAll()
    await clearMailbox()
    await limiter.clear()
    return async () => {
      await waitForQueue(90_000)
      await clearStoredRequestFiles()
      await clearImports()
      await truncateAll()
    }
  })
  group.each.timeout(240_000)

  test('an admin sets up an organisation; its manager signs in by the mailed link on a phone, adds people by hand and by spreadsheet within quota, substitutes, withdraws; staff prepare the collection', async ({
    visit,
    browser,
    assert,
  }) => {
    const { tennis } = await openTournaments()
    await Permission.create({ name: 'Zona de medios', flags: JSON.stringify({ prensa: 1 }) })
    const admin = await createUser({ isAdmin: true })

    /** The admin creates the organisation, a quota of 22 places and its manager. */
    const staff = await logIn(visit, admin.email)
    await staff.goto('/merchant/organisations')
    await untilHydrated(staff)
    await staff.getByLabel('Nombre').fill('TV Norte')
    await staff.getByLabel('Tipo').selectOption('broadcaster')
    await staff.getByLabel('Torneo').selectOption({ label: `${tennis.name} ${tennis.year}` })
    await staff.getByLabel('Aprobar automáticamente las solicitudes dentro del cupo').check()
    await staff.getByRole('button', { name: 'Crear organización' }).click()
    await staff.getByRole('heading', { name: 'TV Norte' }).waitFor()
    await untilHydrated(staff)
    await staff.getByLabel('Categoría').selectOption('accreditation')
    await staff
      .getByLabel('Plantilla de permisos (zonas)')
      .selectOption({ label: 'Zona de medios' })
    await staff.locator('#places').fill('22')
    await staff.getByRole('button', { name: 'Añadir cupo' }).click()
    await staff.getByText('0 de 22 usadas · quedan 22').waitFor()
    await staff.locator('#manager-name').fill('Juan')
    await staff.getByLabel('Correo electrónico').fill(MANAGER)
    await staff.locator('select#locale').selectOption('en')
    await staff
      .getByRole('button', { name: 'Añadir responsable y enviarle un enlace de acceso' })
      .click()
    await staff.getByText(`Juan · ${MANAGER} · EN`).waitFor()
    await settled(staff)
    assert.deepEqual(await pageProblems(staff), [])

    /** The manager, on a phone, in English, opens the mailed link and signs in. */
    const phone = await browser.newContext({
      baseURL: `http://${process.env.HOST}:${process.env.PORT}`,
      viewport: PHONE,
    })
    try {
      const page = await phone.newPage()
      await page.goto('/lang/en')
      const link = await signInPath()
      await page.goto(link)
      await untilHydrated(page)
      await page.getByRole('button', { name: 'Sign in' }).click()
      await page.getByRole('heading', { name: 'TV Norte' }).waitFor()
      await page.getByText('0 of 22 used · 22 left').waitFor()
      await settled(page)
      assert.deepEqual(await pageProblems(page), [])

      /** Two people by hand: approved at once (the organisation approves automatically). */
      await addPerson(page, 'Primera', 'PHONE001')
      await addPerson(page, 'Segunda', 'PHONE002')
      await page.getByText('2 of 22 used · 20 left').waitFor()

      /**
       * Twenty-one rows by spreadsheet with their photos zipped beside it
       * (in a folder, as a zipped folder holds them); one row names a photo
       * the zip lacks and is refused with its reason.
       */
      const rows = Array.from({ length: 21 }, (_, index) => [
        'Fila',
        `Hoja ${index + 1}`,
        '1991-02-03',
        `SHEET${100 + index}`,
        'Man',
        'Spain',
        `hoja${index}@example.test`,
        '+34 600 000 000',
        'Calle Mayor 1',
        'Madrid',
        '28001',
        'Spain',
        'Runner',
        `hoja-${index + 1}.jpg`,
      ])
      const file = await xlsxFixture('tv-norte.xlsx', [[...HEADER, ...CONTACT, 'Photo'], ...rows])
      const zip = await photosZip(rows.map((row) => row.at(-1)!).filter((_, index) => index !== 4))
      await page.getByRole('link', { name: 'Upload a spreadsheet' }).first().click()
      await untilHydrated(page)
      await page.getByLabel('Spreadsheet (.xlsx or .csv)').setInputFiles(file)
      await page.getByLabel('Photos (.zip, optional)').setInputFiles(zip)
      await page.getByRole('button', { name: 'Upload' }).click()
      await page.getByText('tv-norte.xlsx: 20 created, 1 failed.').waitFor()
      const failed = page.locator('[data-outcome="failed"]')
      assert.equal(await failed.count(), 1)
      assert.include(await failed.innerText(), 'Row 6')
      assert.include(await failed.innerText(), 'Fila Hoja 5')
      assert.include(
        await failed.innerText(),
        'The photo «hoja-5.jpg» is not in the .zip: this row was not added.'
      )
      const uploaded = await Form.query().where('document', 'like', 'SHEET%')
      assert.lengthOf(uploaded, 20)
      assert.isTrue(
        uploaded.every((form) => form.photoPath && form.state === 'approved'),
        'each with its photo, approved at once'
      )
      await page.getByRole('link', { name: 'Back to the portal' }).click()
      await page.getByText('22 of 22 used · 0 left').waitFor()
      await page.getByText('No places left in this quota.').waitFor()
      assert.equal(await page.getByRole('link', { name: 'Add a person' }).count(), 0)
      /** The add page kept open (or bookmarked) refuses over quota with the numbers. */
      const quota = await db.from('organisation_quotas').firstOrFail()
      await page.goto(`/organisation/people/new/${quota.id}`)
      await page
        .getByText('The quota is full: 22 of 22 places are used. Nothing was added.')
        .waitFor()
      await page.getByText('22 of 22 used · 0 left').waitFor()

      /**
       * A substitution before printing: the same card, another name; the new
       * person's photo keeps it approved (the organisation approves automatically).
       */
      const first = await Form.findByOrFail('document', 'PHONE001')
      const code = first.code
      const holder = await db.from('organisation_people').where('form_id', first.id).first()
      await page
        .locator(`[data-person="${holder.id}"]`)
        .getByRole('link', { name: 'Substitute' })
        .click()
      await untilHydrated(page)
      await field(page, 'Name').fill('Marta')
      await field(page, 'Last name').fill('Sustituta')
      await field(page, 'Document number (DNI, NIE or passport)').fill('PHONE009')
      await field(page, 'Birth date').fill('01/01/1985')
      await cropPhoto(page)
      await page.getByRole('button', { name: 'Substitute' }).click()
      await page.getByText('The substitution was saved.').waitFor()
      await page.getByText('Marta Sustituta').waitFor()
      await first.refresh()
      assert.equal(first.code, code, 'not printed yet: the same card')
      assert.equal(first.cardVersion, 1)
      assert.equal(first.document, 'PHONE009')
      assert.equal(first.state, 'approved')

      /** A withdrawal: the place returns. */
      const second = await Form.findByOrFail('document', 'PHONE002')
      const secondHolder = await db.from('organisation_people').where('form_id', second.id).first()
      page.once('dialog', (dialog) => dialog.accept())
      await page
        .locator(`[data-person="${secondHolder.id}"]`)
        .getByRole('button', { name: 'Withdraw' })
        .click()
      await page.getByText('Withdrawn: the place is back in the quota.').waitFor()
      await page.getByText('21 of 22 used · 1 left').waitFor()
      await second.refresh()
      assert.equal(second.state, 'rejected')
      await settled(page)
      assert.deepEqual(await pageProblems(page), [])
    } finally {
      await phone.close()
    }

    /** Staff prepare the collection of the printed card for the manager. */
    const first = await Form.findByOrFail('document', 'PHONE009')
    await recordHistory(db.connection(), {
      formId: first.id,
      userId: admin.id,
      type: 'print',
      data: {},
    })
    const organisation = await db.from('organisations').where('name', 'TV Norte').first()
    await staff.goto(`/merchant/organisations/${organisation.id}`)
    await untilHydrated(staff)
    await staff.getByLabel('Quién recoge').selectOption({ label: 'Juan' })
    await staff.getByRole('button', { name: 'Preparar la recogida' }).click()
    await staff.getByText('1 tarjeta lista: quien recoge firma aquí.').waitFor()
    await staff.getByText('Sustituta').first().waitFor()

    /**
     * The request list's organisation drop-down: TV Norte's people only, kept when sorting;
     * its organisation column names TV Norte on them, not on a public request typing it as company.
     */
    await createForm('accreditation', tennis, {
      lastName: 'Solicitud Pública',
      company: 'TV Norte',
    })
    await staff.goto('/merchant/mform/accreditation')
    await untilHydrated(staff)
    await staff.getByText('Solicitud Pública').waitFor()
    await staff.getByRole('columnheader', { name: 'Organización' }).waitFor()
    const publicRow = staff.getByRole('row').filter({ hasText: 'Solicitud Pública' })
    await publicRow.getByText('TV Norte').waitFor()
    assert.equal(await publicRow.locator('[data-organisation]').count(), 0)
    const personRow = staff.getByRole('row').filter({ hasText: 'Sustituta' }).first()
    assert.equal(await personRow.locator('[data-organisation]').innerText(), 'TV Norte')
    await staff.getByLabel('Organización').selectOption({ label: 'TV Norte' })
    await staff.waitForURL(new RegExp(`organisation=${organisation.id}`))
    await staff.getByText('Sustituta').first().waitFor()
    assert.equal(await staff.getByText('Solicitud Pública').count(), 0)
    await staff.getByRole('link', { name: 'Apellidos' }).click()
    await staff.waitForURL(/sort=lastName/)
    assert.match(staff.url(), new RegExp(`organisation=${organisation.id}`))
    assert.equal(await staff.getByLabel('Organización').inputValue(), String(organisation.id))
    assert.equal(await staff.getByText('Solicitud Pública').count(), 0)
    await staff.getByText('Hoja 1', { exact: true }).first().waitFor()
    await settled(staff)
    assert.deepEqual(await pageProblems(staff), [])
  })
})
