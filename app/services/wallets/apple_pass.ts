import { createHmac } from 'node:crypto'
import { PKPass } from 'passkit-generator'
import { appKey, appUrl } from '#config/app'
import drive from '@adonisjs/drive/services/main'
import sharp from 'sharp'
import i18nManager from '@adonisjs/i18n/services/main'
import type { Credential } from '#services/credentials/credential'
import type { Locale } from '#config/i18n'
import { walletConfig } from '#services/wallets/wallet_config'
import { passFields, passIsVoid } from '#services/wallets/pass_content'

/** The pass's serial: one per credential and card version (a replaced card's pass is another). */
export function appleSerial(credential: Credential, cardVersion = credential.card.version) {
  return `credential-${credential.id}-v${cardVersion}`
}

/**
 * The token the phone sends back to ask for a pass's latest state (Apple's
 * pass web service): derived from the app key and the serial, never stored.
 */
export function appleAuthenticationToken(serial: string) {
  const key = createHmac('sha256', appKey.release()).update('apple-pass-token').digest()
  return createHmac('sha256', key).update(serial).digest('hex')
}

/** `credential-<id>-v<card version>` back to its parts; null for anything else. */
export function parseAppleSerial(serial: string): { formId: number; cardVersion: number } | null {
  const match = /^credential-([1-9]\d{0,9})-v([1-9]\d{0,5})$/.exec(serial)
  return match ? { formId: Number(match[1]), cardVersion: Number(match[2]) } : null
}

async function square(size: number, color: string) {
  return sharp({ create: { width: size, height: size, channels: 3, background: color } })
    .png()
    .toBuffer()
}

async function thumbnail(photoPath: string | null): Promise<Buffer | null> {
  if (!photoPath) return null
  try {
    return await sharp(await drive.use().getBytes(photoPath))
      .rotate()
      .resize(180, 220, { fit: 'cover' })
      .png()
      .toBuffer()
  } catch {
    return null
  }
}

/**
 * The credential as a signed Apple Wallet pass (.pkpass): the card's code
 * as QR, the holder's name and photo, category, zones, validity and the
 * badge colour. A void card's pass says so (`voided`), so the phone greys it.
 */
export async function applePass(
  credential: Credential,
  locale: Locale,
  card: { version: number; code: string } = credential.card
): Promise<Buffer> {
  const cardVersion = card.version
  const config = walletConfig().apple
  if (!config) throw new Error('Apple Wallet is not configured')
  const i18n = i18nManager.locale(locale)
  const fields = { ...passFields(credential, locale), code: card.code }
  const passJson = {
    formatVersion: 1,
    passTypeIdentifier: config.passTypeIdentifier,
    teamIdentifier: config.teamIdentifier,
    serialNumber: appleSerial(credential, cardVersion),
    webServiceURL: `${appUrl}/wallet`,
    authenticationToken: appleAuthenticationToken(appleSerial(credential, cardVersion)),
    organizationName: fields.tournament,
    description: i18n.t('wallets.description', { tournament: fields.tournament }),
    backgroundColor: fields.color,
    foregroundColor: '#ffffff',
    labelColor: '#ffffff',
    voided: passIsVoid(credential, cardVersion),
    expirationDate: `${credential.validity.to}T23:59:59Z`,
    barcodes: [
      { format: 'PKBarcodeFormatQR', message: fields.code, messageEncoding: 'iso-8859-1' },
    ],
    generic: {
      primaryFields: [{ key: 'holder', label: i18n.t('wallets.holder'), value: fields.holder }],
      secondaryFields: [
        { key: 'category', label: i18n.t('wallets.category'), value: fields.category },
        { key: 'validity', label: i18n.t('wallets.validity'), value: fields.validity },
      ],
      auxiliaryFields: [
        { key: 'zones', label: i18n.t('wallets.zones'), value: fields.zones || '—' },
      ],
      backFields: [
        { key: 'code', label: i18n.t('wallets.code'), value: fields.code },
        ...(fields.organisation
          ? [
              {
                key: 'organisation',
                label: i18n.t('wallets.organisation'),
                value: fields.organisation,
              },
            ]
          : []),
      ],
    },
  }
  const buffers: Record<string, Buffer> = {
    'pass.json': Buffer.from(JSON.stringify(passJson)),
    'icon.png': await square(29, fields.color),
    'icon@2x.png': await square(58, fields.color),
  }
  const photo = await thumbnail(credential.holder.photoPath)
  if (photo) buffers['thumbnail.png'] = photo
  const pass = new PKPass(buffers, {
    wwdr: config.wwdr,
    signerCert: config.signerCert,
    signerKey: config.signerKey,
    signerKeyPassphrase: config.signerKeyPassphrase,
  })
  return pass.getAsBuffer()
}
