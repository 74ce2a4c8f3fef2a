/// <reference lib="dom" />
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import { formCount, openTournaments, pdf, photoJpeg, rawFile } from '#tests/helpers/forms'
import {
  choice,
  field,
  fillContact,
  fillIdentity,
  PHONE,
  useEnglish,
} from '#tests/helpers/browser_forms'

test.group('Public uploads in the browser, on a phone', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())
  group.each.timeout(90_000)

  test('the crop dialog is modal: focus moves in and stays, the wheel zooms, Escape cancels', async ({
    visit,
    assert,
  }) => {
    await openTournaments()
    const page = await visit('/forms/prensa')
    await page.setViewportSize(PHONE)
    await useEnglish(page)
    assert.equal(await page.locator('#field-image-chosen').textContent(), 'No photo chosen yet')

    await field(page, 'Photo').setInputFiles(await photoJpeg('portrait.jpg', 900))
    const dialog = page.getByRole('dialog', { name: 'Frame your photo' })
    await dialog.waitFor()
    const insideDialog = () =>
      page.evaluate(() => !!document.activeElement?.closest('dialog[open]'))
    assert.isTrue(await insideDialog(), 'focus moved into the dialog')
    for (let press = 0; press < 8; press++) {
      await page.keyboard.press('Tab')
      assert.isTrue(await insideDialog(), `still inside after ${press + 1} tabs`)
    }

    const zoom = dialog.getByLabel('Zoom')
    const before = Number(await zoom.inputValue())
    await dialog.getByRole('img', { name: 'Photo framing area' }).hover()
    await page.mouse.wheel(0, -200)
    await page.waitForFunction(
      (start) =>
        Number((document.querySelector('input[type=range]') as HTMLInputElement).value) > start,
      before
    )

    /** Two fingers moving apart zoom in too. */
    const afterWheel = Number(await zoom.inputValue())
    await page.evaluate(() => {
      const area = document.querySelector('[role=img][tabindex="0"]')!
      const fire = (type: string, pointerId: number, x: number) =>
        area.dispatchEvent(
          new PointerEvent(type, {
            pointerId,
            clientX: x,
            clientY: 300,
            bubbles: true,
            pointerType: 'touch',
          })
        )
      fire('pointerdown', 11, 150)
      fire('pointerdown', 12, 190)
      fire('pointermove', 12, 230)
      fire('pointermove', 12, 290)
      fire('pointerup', 11, 150)
      fire('pointerup', 12, 290)
    })
    await page.waitForFunction(
      (start) =>
        Number((document.querySelector('input[type=range]') as HTMLInputElement).value) > start,
      afterWheel
    )

    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    assert.equal(await page.locator('#field-image-chosen').textContent(), 'No photo chosen yet')

    await field(page, 'Photo').setInputFiles(await photoJpeg('my-face.jpg', 900))
    await dialog.getByRole('button', { name: 'Use this photo' }).click()
    await page.getByRole('img', { name: 'Chosen photo' }).waitFor()
    assert.equal(await page.locator('#field-image-chosen').textContent(), 'my-face.jpg')
  })

  test('a document too large or of the wrong type is refused in the browser before sending', async ({
    visit,
    assert,
  }) => {
    await openTournaments()
    const page = await visit('/forms/lineas')
    await page.setViewportSize(PHONE)
    await useEnglish(page)
    const experience = field(page, 'Experience document (2021–2023)')
    await experience.setInputFiles(await rawFile('big.pdf', Buffer.alloc(6 * 1024 * 1024, 0x25)))
    await page.getByText('The file is larger than 5MB. Choose a smaller one.').waitFor()
    assert.equal(await experience.evaluate((input: HTMLInputElement) => input.files?.length), 0)
    await experience.setInputFiles(await rawFile('notes.txt', Buffer.from('hello')))
    await page.getByText('This file is not a PDF, PNG or JPG.').waitFor()
    await experience.setInputFiles(await pdf('ok.pdf'))
    await page.getByText('This file is not a PDF, PNG or JPG.').waitFor({ state: 'detached' })
    assert.equal(await formCount(), 0)
  })

  test('sending shows the upload’s progress', async ({ visit }) => {
    await openTournaments()
    const page = await visit('/forms/prensa')
    await page.setViewportSize(PHONE)
    await useEnglish(page)
    await fillIdentity(page, 'Progress')
    await fillContact(page)
    await choice(page, 'Freelance', 'No').check()
    await choice(page, 'The whole tournament?', 'Yes').check()
    await choice(page, 'Parking request', 'No').check()
    await choice(page, 'Workspace request', 'No').check()
    await choice(page, 'Virtual media hub access', 'No').check()
    await field(page, 'Photo').setInputFiles(await photoJpeg('progress.jpg', 900))
    await page.getByRole('button', { name: 'Use this photo' }).click()
    /** Hold the answer a moment, so the page is seen while it sends. */
    await page.route('**/forms/prensa', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.continue()
    })
    await page.getByRole('button', { name: 'Send request' }).click()
    await page.locator('progress').waitFor()
  })
})
