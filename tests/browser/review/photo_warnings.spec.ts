import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import db from '@adonisjs/lucid/services/db'
import sharp from 'sharp'
import type { Page } from 'playwright'
import Form from '#models/form'
import { openTournaments } from '#tests/helpers/forms'
import {
  choice,
  field,
  fillContact,
  fillIdentity,
  PHONE,
  submitAndExpectThanks,
  useEnglish,
} from '#tests/helpers/browser_forms'
import { pageProblems, settled } from '#tests/helpers/page_audit'
import { waitForQueue } from '#tests/helpers/queue'
import { PHOTO_SET } from '#tests/helpers/photo_cases'

/** Two people side by side, on a wall above and below: a 3:4 photo the crop keeps whole. */
async function groupPhoto() {
  const buffer = await sharp(`${PHOTO_SET}/several_faces/two-faces-0.jpg`)
    .extend({ top: 170, bottom: 170, background: { r: 226, g: 222, b: 214 } })
    .jpeg()
    .toBuffer()
  return { name: 'group.jpg', mimeType: 'image/jpeg', buffer }
}

async function blackAndWhitePhoto() {
  const buffer = await sharp(`${PHOTO_SET}/greyscale/greyscale-0.jpg`).toBuffer()
  return { name: 'grey.jpg', mimeType: 'image/jpeg', buffer }
}

/** Pick a photo and use it as framed, once React has taken over the server-rendered input. */
async function usePhoto(page: Page, photo: Awaited<ReturnType<typeof groupPhoto>>, use: string) {
  await page.waitForFunction(() => {
    const input = document.getElementById('field-image')
    return !!input && Object.keys(input).some((key) => key.startsWith('__reactFiber'))
  })
  await page.getByLabel(/^(Photo|Foto)( \*)?$/).setInputFiles(photo)
  await page.getByRole('dialog').getByRole('button', { name: use }).click()
}

async function fillPress(page: Page, lastName: string) {
  await fillIdentity(page, lastName)
  await fillContact(page)
  await field(page, 'Media name').fill('Diario Deportivo')
  await choice(page, 'Freelance', 'No').check()
  await choice(page, 'The whole tournament?', 'Yes').check()
  await choice(page, 'Parking request', 'No').check()
  await choice(page, 'Workspace request', 'No').check()
  await choice(page, 'Virtual media hub access', 'No').check()
}

async function storedVerdict(lastName: string) {
  const form = await Form.findByOrFail('lastName', lastName)
  const row = await db.from('review_photo_checks').where('form_id', form.id).first()
  return row?.problems
}

test.group('Review · the applicant sees the photo check before sending', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())
  group.each.timeout(240_000)

  test('a group photo and a black-and-white photo are flagged beside the photo in the page’s language, and still sent with their verdict stored', async ({
    visit,
    assert,
  }) => {
    await openTournaments()
    const page = await visit('/forms/prensa')
    await page.setViewportSize(PHONE)
    await usePhoto(page, await groupPhoto(), 'Usar esta foto')
    const check = page.locator('#field-image-check')
    await check.getByText('Sale más de una persona. En la foto solo puedes salir tú.').waitFor()
    assert.equal(await check.getAttribute('aria-live'), 'polite')

    await useEnglish(page)
    await fillPress(page, 'Group')
    await usePhoto(page, await groupPhoto(), 'Use this photo')
    await check.getByText('There is more than one person. Only you may be in the photo.').waitFor()
    await check.getByText('You can choose another photo, or send this one').waitFor()
    await settled(page)
    assert.deepEqual(await pageProblems(page), [])
    await submitAndExpectThanks(page)

    await page.goto('/forms/prensa')
    await fillPress(page, 'Grey')
    await usePhoto(page, await blackAndWhitePhoto(), 'Use this photo')
    await check.getByText('The photo is black and white. Use a colour photo.').waitFor()
    assert.notInclude(await check.textContent(), 'more than one person')
    await submitAndExpectThanks(page)

    await waitForQueue(120_000)
    assert.equal(await storedVerdict('Group'), 'several_faces')
    assert.equal(await storedVerdict('Grey'), 'greyscale')
  })
})
