import type { Page } from 'playwright'
import { birthDateAgo, photoJpeg } from '#tests/helpers/forms'
import { untilHydrated } from '#tests/helpers/hydration'

/** A phone: the forms must work at 360 px wide. */
export const PHONE = { width: 360, height: 740 }

function escapeRegex(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** The control whose label is exactly this text (a required field's label ends with " *"). */
export function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${escapeRegex(label)}( \\*)?$`))
}

/** A radio button inside the group with this legend. */
export function choice(page: Page, group: string, option: string) {
  return page
    .getByRole('group', { name: new RegExp(`^${escapeRegex(group)}( \\*)?`) })
    .getByRole('radio', { name: option, exact: true })
}

/** Switch to English through the public layout's language switcher (stays on the page), ready once `readyButton` shows. */
export async function useEnglish(page: Page, readyButton = 'Send request') {
  const url = page.url()
  await page.getByRole('link', { name: 'en', exact: true }).click()
  await page.waitForURL(url)
  await untilHydrated(page)
  await page.getByRole('button', { name: readyButton }).waitFor()
}

export async function fillIdentity(page: Page, lastName: string, { age = 30 } = {}) {
  await field(page, 'Name').fill('Lucía')
  await field(page, 'Last name').fill(lastName)
  await field(page, 'Birth date').fill(birthDateAgo(age))
  await field(page, 'Document number (DNI, NIE or passport)').fill('X1234567L')
  await choice(page, 'Gender', 'Woman').check()
  await field(page, 'Nationality').selectOption({ label: 'Spain' })
}

export async function fillContact(page: Page, { email = 'lucia@example.test' } = {}) {
  if (email) await field(page, 'Email').fill(email)
  await field(page, 'Mobile phone').fill('+34 600 000 000')
  await field(page, 'Address').fill('Calle Mayor 1')
  await field(page, 'City').fill('Madrid')
  await field(page, 'Postal code').fill('28001')
  await field(page, 'Country of residence').selectOption({ label: 'Spain' })
}

export async function fillSizes(
  page: Page,
  which = ['Polo size', 'Trousers size', 'Shoe size', 'Jacket size']
) {
  for (const label of which) {
    await field(page, label).selectOption({ index: 3 })
  }
}

/** Pick a photo, move it in the crop frame, and use it. */
export async function cropPhoto(page: Page) {
  await field(page, 'Photo').setInputFiles(await photoJpeg('browser-photo.jpg', 900))
  const dialog = page.getByRole('dialog', { name: 'Frame your photo' })
  await dialog.waitFor()
  await dialog.getByLabel('Zoom').fill('1.5')
  const area = dialog.getByRole('img', { name: 'Photo framing area' })
  await area.focus()
  await page.keyboard.press('ArrowLeft')
  await dialog.getByRole('button', { name: 'Use this photo' }).click()
  await page.getByRole('img', { name: 'Chosen photo' }).waitFor()
}

/** The applicant's consent and, on a minor's form, the guardian's (English page). */
export async function giveConsent(page: Page) {
  await page.getByRole('checkbox', { name: /^I have read the privacy policy/ }).check()
  const guardian = page.getByRole('checkbox', { name: /^I am the parent or legal guardian/ })
  if (await guardian.count()) await guardian.check()
}

export async function submitAndExpectThanks(page: Page) {
  await giveConsent(page)
  await page.getByRole('button', { name: 'Send request' }).click()
  await page.getByRole('heading', { name: 'Thank you!' }).waitFor()
}
