import { TEST_PASSWORD } from '#tests/helpers/users'

/** Logs a staff user in through the login page (Spanish, the default) and waits for home. */
export async function logIn(visit: any, email: string) {
  const page = await visit('/merchant/login')
  await page.getByLabel('Correo electrónico').fill(email)
  await page.getByLabel('Contraseña').fill(TEST_PASSWORD)
  await page.getByRole('button', { name: 'Entrar' }).click()
  await page.waitForURL('**/merchant')
  return page
}
