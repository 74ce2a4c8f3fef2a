import type User from '#models/user'
import { decodeQr } from '#tests/helpers/devices'

export const baseURL = () => `http://${process.env.HOST}:${process.env.PORT}`

/**
 * The admin creates a device on Configuration → Devices; the QR code shown
 * is decoded from its image and opened by a device's browser, which pairs.
 */
export async function pairFromAdminPage(
  browser: any,
  office: any,
  desk:
    | { name: string; kind: 'Puerta' | 'Caja'; tournament: string; place: string }
    | { name: string; kind: 'Puesto de recogida'; tournament: string }
) {
  const admin = await office.newPage()
  await admin.goto('/merchant/devices')
  await admin.getByLabel('Nombre').fill(desk.name)
  await admin.getByLabel('Tipo de puesto').selectOption({ label: desk.kind })
  await admin.getByLabel('Torneo').selectOption({ label: desk.tournament })
  // A collection desk serves its tournament: no zone nor restaurant to choose.
  if ('place' in desk) {
    await admin
      .getByLabel(desk.kind === 'Puerta' ? 'Zona' : 'Restaurante')
      .selectOption({ label: desk.place })
  }
  await admin.getByRole('button', { name: 'Crear y mostrar el código de emparejamiento' }).click()
  const qr = admin.getByRole('img', { name: 'Código QR para emparejar el dispositivo' })
  const source = (await qr.getAttribute('src')) as string
  const svg = Buffer.from(source.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString()
  const address = await decodeQr(svg)
  await admin.close()
  const context = await browser.newContext({ baseURL: baseURL() })
  const page = await context.newPage()
  await page.goto(address)
  await page.getByTestId('desk-online').filter({ hasText: 'Con conexión' }).waitFor()
  await page.getByTestId('desk-age').filter({ hasText: 'Datos de hace' }).waitFor()
  return { context, page }
}

export async function scan(page: any, code: string) {
  await page.getByPlaceholder('Escanea o teclea el código de la acreditación').fill(code)
  await page.keyboard.press('Enter')
}

export async function officeFor(browser: any, admin: User) {
  const office = await browser.newContext({ baseURL: baseURL() })
  await office.loginAs(admin)
  return office
}
