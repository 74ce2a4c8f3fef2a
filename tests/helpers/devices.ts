import { readFile } from 'node:fs/promises'
import { randomBytes } from 'node:crypto'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import sharp from 'sharp'
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader'
import type User from '#models/user'

let zxingReady: Promise<unknown> | null = null

/** The QR reader in Node, from the package's own wasm (never fetched from a CDN). */
function zxing() {
  zxingReady ??= readFile(
    app.makePath('node_modules/zxing-wasm/dist/reader/zxing_reader.wasm')
  ).then((wasm) =>
    prepareZXingModule({
      overrides: {
        wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength),
      },
      fireImmediately: true,
    })
  )
  return zxingReady
}

/** What a QR code (SVG, as the page draws it) says, read from its pixels. */
export async function decodeQr(svg: string): Promise<string> {
  await zxing()
  const png = await sharp(Buffer.from(svg))
    .flatten({ background: '#ffffff' })
    .resize(400)
    .png()
    .toBuffer()
  const [found] = await readBarcodes(new Blob([new Uint8Array(png)]), { formats: ['QRCode'] })
  if (!found) throw new Error('no QR code found in the image')
  return found.text
}

/** The pairing code a desk reads from the QR code's address (after `#pair=`). */
export function pairingCodeIn(text: string) {
  return new URL(text).hash.replace(/^#pair=/, '')
}

export type DeskInput =
  | { kind: 'door'; tournamentId: number; zoneId: number; name?: string }
  | { kind: 'till'; tournamentId: number; restaurantId: number; name?: string }
  | { kind: 'collection'; tournamentId: number; name?: string }

/**
 * A device created by the admin on Configuration → Devices and paired the
 * way a device does it: the QR code on the admin's page is decoded, and the
 * code in it exchanged for the token.
 */
export async function pairedDevice(client: any, admin: User, desk: DeskInput) {
  const created = await client
    .post('/merchant/devices')
    .loginAs(admin)
    .withCsrfToken()
    .form({ name: desk.name ?? `Device ${randomBytes(3).toString('hex')}`, ...desk })
    .redirects(0)
  const location = created.header('location') as string
  const page = await client
    .get(location)
    .loginAs(admin)
    .withFlashMessages(created.flashMessages())
    .withInertia()
  const pairing = page.body().props.pairing
  if (!pairing) throw new Error(`no pairing code on ${location}`)
  const code = pairingCodeIn(await decodeQr(pairing.svg))
  const paired = await client.post('/device-api/pair').json({ code })
  paired.assertStatus(200)
  return { id: Number(paired.body().device.id), token: String(paired.body().token), code }
}

export function deviceGet(client: any, token: string, url: string) {
  return client.get(url).header('authorization', `Bearer ${token}`)
}

export function sendActions(client: any, token: string, actions: object[]) {
  return client
    .post('/device-api/actions')
    .header('authorization', `Bearer ${token}`)
    .json({ actions })
}

let keySequence = 0
export function actionKey() {
  keySequence += 1
  return `k${keySequence}-${randomBytes(8).toString('hex')}`
}

/** A passage as a door device queues it. */
export function passageAction(
  doorId: number,
  scan: string,
  overrides: Record<string, unknown> = {}
) {
  return {
    key: actionKey(),
    kind: 'passage',
    at: new Date().toISOString(),
    offline: true,
    doorId,
    scan,
    direction: 'in',
    verdict: 'admit',
    reason: 'entry',
    ...overrides,
  }
}

/** A deduction as a till device queues it. */
export function deductionAction(
  formId: number,
  quantity: number,
  seen: number,
  overrides: Record<string, unknown> = {}
) {
  return {
    key: actionKey(),
    kind: 'deduction',
    at: new Date().toISOString(),
    dataAt: new Date(Date.now() - 60_000).toISOString(),
    offline: true,
    formId,
    type: 'credit',
    quantity,
    seen,
    ...overrides,
  }
}

export async function countRows(table: string, where: Record<string, unknown> = {}) {
  const [row] = await db.from(table).where(where).count('* as total')
  return Number(row.total)
}
