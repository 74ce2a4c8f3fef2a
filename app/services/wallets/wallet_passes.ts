import db from '@adonisjs/lucid/services/db'
import { signedUrlFor } from '@adonisjs/core/services/url_builder'
import { appUrl } from '#config/app'
import type { Locale } from '#config/i18n'
import { credentialOf } from '#services/credentials/credential_reads'
import type { Credential } from '#services/credentials/credential'
import { walletConfig } from '#services/wallets/wallet_config'
import { passIsVoid } from '#services/wallets/pass_content'
import { applePass, parseAppleSerial } from '#services/wallets/apple_pass'
import { googleSaveUrl } from '#services/wallets/google_pass'

export type WalletLinks = { apple: string | null; google: string | null }

/** How long the "Add to Apple Wallet" link of a status page works. */
const APPLE_LINK_HOURS = 24
/** A decision mail is read later than a page: its link works a week, then the status page offers a fresh one. */
export const MAIL_APPLE_LINK_HOURS = 7 * 24

/**
 * The wallet buttons of an approved credential's status page: a signed
 * .pkpass download and a Google save link, each only when the organiser
 * configured its keys; none for a credential that admits nobody.
 */
export async function walletLinks(formId: number, locale: Locale): Promise<WalletLinks> {
  const config = walletConfig()
  if (!config.apple && !config.google) return { apple: null, google: null }
  return walletLinksOf(await credentialOf(formId), locale)
}

/** The same links for a credential already read (a decision mail reads it in its transaction). */
export async function walletLinksOf(
  credential: Credential | null,
  locale: Locale,
  hours = APPLE_LINK_HOURS
): Promise<WalletLinks> {
  const config = walletConfig()
  if (!credential || passIsVoid(credential)) return { apple: null, google: null }
  return {
    apple: config.apple
      ? signedUrlFor(
          'wallets.apple',
          { id: credential.id },
          { expiresIn: `${hours}h`, prefixUrl: appUrl, qs: { lang: locale } }
        )
      : null,
    google: config.google ? await googleSaveUrl(credential, locale) : null,
  }
}

/** The approved (or since voided) credential of a status link, for its pass; null once it names none. */
export async function passCredential(formId: number): Promise<Credential | null> {
  const credential = await credentialOf(formId)
  return credential && credential.card ? credential : null
}

/**
 * The latest pass for a serial the phone holds (Apple's pass web service):
 * the current card's pass, or, for a card since replaced, a void pass of
 * that old card (its code, which every desk refuses as "card replaced").
 */
export async function latestApplePass(serial: string, locale: Locale): Promise<Buffer | null> {
  const parsed = parseAppleSerial(serial)
  if (!parsed || !walletConfig().apple) return null
  const credential = await credentialOf(parsed.formId)
  if (!credential || parsed.cardVersion > credential.card.version) return null
  if (parsed.cardVersion === credential.card.version) return applePass(credential, locale)
  const old = await db
    .from('form_cards')
    .where({ form_id: parsed.formId, version: parsed.cardVersion })
    .select('code')
    .first()
  if (!old) return null
  return applePass(credential, locale, { version: parsed.cardVersion, code: String(old.code) })
}
