import { importPKCS8, SignJWT } from 'jose'
import i18nManager from '@adonisjs/i18n/services/main'
import type { Credential } from '#services/credentials/credential'
import type { Locale } from '#config/i18n'
import { walletConfig } from '#services/wallets/wallet_config'
import { passFields, passIsVoid } from '#services/wallets/pass_content'

/** Google's "Save to Google Wallet" address: the signed JWT carries the pass itself. */
export const GOOGLE_SAVE_URL = 'https://pay.google.com/gp/v/save/'

/**
 * The credential as a Google Wallet generic pass in a save link, signed
 * (RS256) with the organiser's service account key: the card's code as QR,
 * name, category, zones, validity, colour; a void card's object is `INACTIVE`.
 */
export async function googleSaveUrl(credential: Credential, locale: Locale): Promise<string> {
  const config = walletConfig().google
  if (!config) throw new Error('Google Wallet is not configured')
  const i18n = i18nManager.locale(locale)
  const fields = passFields(credential, locale)
  const text = (value: string) => ({ defaultValue: { language: locale, value } })
  const object = {
    id: `${config.issuerId}.credential-${credential.id}`,
    classId: `${config.issuerId}.tournament-${credential.tournament.id}`,
    state: passIsVoid(credential) ? 'INACTIVE' : 'ACTIVE',
    cardTitle: text(fields.tournament),
    header: text(fields.holder),
    subheader: text(fields.category),
    hexBackgroundColor: fields.color,
    barcode: { type: 'QR_CODE', value: fields.code, alternateText: fields.code },
    validTimeInterval: {
      start: { date: `${credential.validity.from}T00:00:00Z` },
      end: { date: `${credential.validity.to}T23:59:59Z` },
    },
    textModulesData: [
      { id: 'zones', header: i18n.t('wallets.zones'), body: fields.zones || '—' },
      { id: 'validity', header: i18n.t('wallets.validity'), body: fields.validity },
    ],
  }
  const key = await importPKCS8(config.privateKey, 'RS256')
  const jwt = await new SignJWT({
    typ: 'savetowallet',
    origins: [],
    // The class travels with the object: Google creates it on the first save.
    payload: { genericClasses: [{ id: object.classId }], genericObjects: [object] },
  })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(config.clientEmail)
    .setAudience('google')
    .setIssuedAt()
    .sign(key)
  return `${GOOGLE_SAVE_URL}${jwt}`
}
