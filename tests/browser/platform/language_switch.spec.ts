import { test } from '@japa/runner'
import { engineIndependent } from '#tests/helpers/engines'

test.group('Language switch in the browser', (group) => {
  engineIndependent(group)
  test('switching to English keeps the visitor on the same page', async ({ visit }) => {
    const page = await visit('/privacy-consent')
    await page.assertTextContains('h1', 'Consentimiento para el tratamiento de datos')
    await page.assertTitle('Consentimiento para el tratamiento de datos · Acreditaciones')

    await page.getByRole('link', { name: 'en', exact: true }).click()
    await page.waitForURL('**/privacy-consent')
    await page.assertTextContains('h1', 'Data processing consent')
    await page.assertTitle('Data processing consent · Accreditations')

    /** The choice is remembered on the next page. */
    await page.getByRole('link', { name: 'Privacy policy' }).click()
    await page.assertTextContains('h1', 'Privacy policy')

    await page.getByRole('link', { name: 'es', exact: true }).click()
    await page.assertTextContains('h1', 'Política de privacidad')
  })
})
