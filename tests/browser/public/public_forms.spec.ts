/// <reference lib="dom" />
import { test } from '@japa/runner'
import sharp from 'sharp'
import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import Form from '#models/form'
import PressDetail from '#models/press_detail'
import { formCount, openTournaments, pdf } from '#tests/helpers/forms'
import {
  choice,
  cropPhoto,
  field,
  fillContact,
  fillIdentity,
  fillSizes,
  PHONE,
  submitAndExpectThanks,
  useEnglish,
} from '#tests/helpers/browser_forms'

/** The stored request, with its cropped photo read back from the private disk. */
async function storedWithPhoto(lastName: string) {
  const form = await Form.findByOrFail('lastName', lastName)
  const photo = await sharp(Buffer.from(await drive.use().getBytes(form.photoPath!))).metadata()
  return { form, photo }
}

test.group('Public forms in the browser, on a phone', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())
  group.each.timeout(60_000)

  test('ballboy: download the documents, fill in the tutor, crop the photo, send', async ({
    visit,
    assert,
  }) => {
    await openTournaments()
    const page = await visit('/forms/recogepelotas')
    await page.setViewportSize(PHONE)
    await useEnglish(page)

    for (const name of ['Download the manual', 'Download the authorization']) {
      const download = page.waitForEvent('download')
      await page.getByRole('link', { name }).click()
      await download
    }
    await fillIdentity(page, 'Ballboy', { age: 14 })
    await fillContact(page, { email: '' })
    await field(page, 'Federation licence number').fill('M12345')
    await field(page, 'Licence valid in year').fill(String(new Date().getFullYear()))
    await choice(page, 'Have you been a ballboy before?', 'Yes').check()
    await choice(page, 'Have you been a ballboy at this tournament?', 'No').check()
    await choice(page, 'Do you play tennis?', 'Yes').check()
    await field(page, 'How often?').selectOption('weekly')
    await fillSizes(page)
    await field(page, "Guardian's name").fill('Ana')
    await field(page, "Guardian's last name").fill('García')
    await field(page, "Guardian's document number").fill('12345678Z')
    await field(page, "Guardian's mobile phone").fill('+34 611 111 111')
    await field(page, "Guardian's email").fill('ana@example.test')
    await cropPhoto(page)
    await submitAndExpectThanks(page)

    const { form, photo } = await storedWithPhoto('Ballboy')
    assert.equal(form.type, 'ballboy')
    assert.equal(form.locale, 'en')
    assert.deepEqual([photo.width, photo.height], [600, 800])
  })

  test('line umpire: period, experience document, photo', async ({ visit, assert }) => {
    await openTournaments()
    const page = await visit('/forms/lineas')
    await page.setViewportSize(PHONE)
    await useEnglish(page)
    for (const name of ['Download the manual', 'Download the commitment']) {
      const download = page.waitForEvent('download')
      await page.getByRole('link', { name }).click()
      await download
    }
    await fillIdentity(page, 'Umpire')
    await fillContact(page)
    await choice(page, 'Role', 'Additional chair umpire').check()
    await field(page, 'Available period').selectOption({ index: 2 })
    await field(page, 'Experience document (2021–2023)').setInputFiles(await pdf('experience.pdf'))
    await fillSizes(page)
    await cropPhoto(page)
    await submitAndExpectThanks(page)
    const { form } = await storedWithPhoto('Umpire')
    assert.equal(form.type, 'line')
  })

  test('tennis volunteer: federation, languages, shift', async ({ visit, assert }) => {
    await openTournaments()
    const page = await visit('/forms/voluntarios')
    await page.setViewportSize(PHONE)
    await useEnglish(page)
    await fillIdentity(page, 'Volunteer')
    await fillContact(page)
    await field(page, 'Region').selectOption('madrid')
    await field(page, 'Federation licence number').fill('FTM998877')
    await page.getByLabel('I am a member of a regional tennis federation').check()
    await field(page, 'Education').selectOption('university')
    await field(page, 'Foreign language').selectOption('english')
    await field(page, 'Level').selectOption('advanced')
    await choice(page, 'Have you volunteered at this tournament before?', 'Yes').check()
    await field(page, 'In which year?').fill('2024')
    await field(page, 'In which position?').fill('Information desk')
    await choice(page, 'Shift', 'Afternoon').check()
    await fillSizes(page)
    await cropPhoto(page)
    await submitAndExpectThanks(page)
    const { form } = await storedWithPhoto('Volunteer')
    assert.equal(form.type, 'volunteer')
  })

  test('press: media defaults to magazine, chosen days', async ({ visit, assert }) => {
    await openTournaments()
    const page = await visit('/forms/prensa')
    await page.setViewportSize(PHONE)
    await useEnglish(page)
    await fillIdentity(page, 'Reporter')
    /** A phone's numeric keypad has no "/": digits alone get the separators. */
    await field(page, 'Birth date').clear()
    await field(page, 'Birth date').pressSequentially('09051990')
    assert.equal(await field(page, 'Birth date').inputValue(), '09/05/1990')
    await fillContact(page)
    assert.equal(await field(page, 'Media type').inputValue(), 'magazine')
    await field(page, 'Media name').fill('Diario Deportivo')
    await choice(page, 'Freelance', 'No').check()
    await choice(page, 'The whole tournament?', 'No').check()
    const days = page.getByRole('group', { name: /^Days/ }).getByRole('checkbox')
    await days.nth(0).check()
    await days.nth(2).check()
    await choice(page, 'Parking request', 'Yes').check()
    await choice(page, 'Workspace request', 'No').check()
    await choice(page, 'Virtual media hub access', 'Yes').check()
    await cropPhoto(page)
    await submitAndExpectThanks(page)
    const form = await Form.findByOrFail('lastName', 'Reporter')
    assert.equal(form.birthDate?.toISODate(), '1990-05-09')
    const detail = await PressDetail.findByOrFail('formId', form.id)
    assert.lengthOf(JSON.parse(detail.days), 2)
  })

  test('golf volunteer: licence, two roles, mobility survey', async ({ visit, assert }) => {
    await openTournaments()
    const page = await visit('/golf/voluntarios')
    await page.setViewportSize(PHONE)
    await useEnglish(page)
    await fillIdentity(page, 'Golfer')
    await fillContact(page)
    await field(page, 'Region').fill('Madrid')
    await page.getByLabel('I am federated with a valid golf licence').check()
    await field(page, 'Golf licence number').fill('LM123456')
    await choice(page, 'Do you play golf?', 'Yes').check()
    await choice(page, 'Do you have a driving licence?', 'Yes').check()
    await field(page, 'First preferred role').selectOption('marshal')
    await field(page, 'Second preferred role').selectOption('scorer')
    await choice(page, 'Shift', 'Full tournament').check()
    await field(page, 'Education').selectOption('master')
    await field(page, 'Foreign language').selectOption('french')
    await field(page, 'Level').selectOption('intermediate')
    await choice(page, 'Have you volunteered at this tournament before?', 'No').check()
    await field(page, 'How will you come each day?').selectOption('bicycle')
    await field(page, 'City you will travel from daily').fill('Alcobendas')
    await field(page, 'Accompanying person 1').fill('Pedro Pérez')
    await fillSizes(page, ['Polo size', 'Jacket size'])
    await cropPhoto(page)
    await submitAndExpectThanks(page)
    const { form } = await storedWithPhoto('Golfer')
    assert.equal(form.type, 'gvolunteer')
    assert.match(
      form.submissionKey ?? '',
      /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/,
      'the page sends its one key with the submit'
    )
    const [consent] = await db.from('consent_records').where('form_id', form.id)
    assert.include(consent, { kind: 'privacy', locale: 'en' }, 'the ticked consent is recorded')
  })

  test('a refused submit that is being corrected stops showing the errors already fixed', async ({
    visit,
    assert,
  }) => {
    await openTournaments()
    const page = await visit('/forms/recogepelotas')
    await page.setViewportSize(PHONE)
    await useEnglish(page)
    await page.getByRole('button', { name: 'Send request' }).click()
    const lastNameError = page.locator('#field-lastName-error')
    await lastNameError.waitFor()
    const manualError = page.locator('#download-manual-error')
    await manualError.waitFor()

    await field(page, 'Last name').fill('Corrected')
    await field(page, 'Last name').blur()
    await lastNameError.waitFor({ state: 'detached' })
    assert.equal(await field(page, 'Last name').getAttribute('aria-invalid'), null)
    assert.isTrue(await page.locator('#field-name-error').isVisible(), 'unfixed fields keep theirs')

    const download = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Download the manual' }).click()
    await download
    await manualError.waitFor({ state: 'detached' })
    assert.equal(await formCount(), 0)
  })

  test('Spanish questions start with a capital; in English line umpires are called so', async ({
    visit,
  }) => {
    await openTournaments()
    const page = await visit('/forms/recogepelotas')
    await page
      .getByText(/¿Has sido recogepelotas antes\?/)
      .first()
      .waitFor()
    await useEnglish(page)
    await page.goto('/')
    await page.getByRole('link', { name: 'Line umpire', exact: true }).waitFor()
  })

  test('a failed submit shows every error in red under its field and keeps what was typed', async ({
    visit,
    assert,
  }) => {
    await openTournaments()
    const page = await visit('/forms/prensa')
    await page.setViewportSize(PHONE)
    await field(page, 'Nombre').fill('Lucía')
    await field(page, 'Número de documento (DNI, NIE o pasaporte)').fill('12-34 5')
    await page.getByRole('button', { name: 'Enviar solicitud' }).click()

    await page
      .getByText('Revisa los campos marcados en rojo y corrígelos antes de enviar el formulario')
      .waitFor()
    const documentError = page.locator('#field-document-error')
    await documentError.waitFor()
    assert.include(await documentError.textContent(), 'sin espacios ni guiones')
    const color = await documentError.evaluate((element) => getComputedStyle(element).color)
    assert.match(
      color,
      /rgb\((1[5-9]\d|2\d\d), \d{1,2}, \d{1,2}\)|oklch\(0\.[45]\d* 0\.\d+ (2[0-9]|[0-9])\./
    )
    assert.isAbove(await page.locator('.field-error').count(), 8)
    assert.equal(await field(page, 'Nombre').inputValue(), 'Lucía')
    assert.equal(await field(page, 'Apellidos').getAttribute('aria-invalid'), 'true')
    assert.equal(await formCount(), 0)
  })

  test('every input has a label and the form fits a 360 px screen without sideways scrolling', async ({
    visit,
    assert,
  }) => {
    await openTournaments()
    for (const path of [
      '/forms/recogepelotas',
      '/golf/voluntarios',
      '/forms/organizacion/acreditaciones',
    ]) {
      const page = await visit(path)
      await page.setViewportSize(PHONE)
      const unlabelled = await page.evaluate(() =>
        [...document.querySelectorAll('input:not([type=hidden]):not(.hidden), select, textarea')]
          .filter((element) => {
            const input = element as HTMLInputElement
            return !input.labels?.length && !input.closest('label')
          })
          .map((element) => (element as HTMLInputElement).name || element.id)
      )
      assert.deepEqual(unlabelled, [], path)
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth
      )
      assert.isAtMost(overflow, 0, path)
    }
  })
})
