import { readFileSync } from 'node:fs'
import env from '#start/env'

/** The organiser's Apple pass signing material (decision 0254). */
export type AppleWalletConfig = {
  passTypeIdentifier: string
  teamIdentifier: string
  signerCert: string
  signerKey: string
  signerKeyPassphrase?: string
  wwdr: string
}

/** The organiser's Google Wallet issuer and service account. */
export type GoogleWalletConfig = { issuerId: string; clientEmail: string; privateKey: string }

export type WalletConfig = { apple: AppleWalletConfig | null; google: GoogleWalletConfig | null }

let installed: WalletConfig | undefined

function readText(path: string | undefined) {
  return path ? readFileSync(path, 'utf8') : null
}

/** From the environment, once; a wallet whose settings are missing or unreadable is off. */
function fromEnvironment(): WalletConfig {
  let apple: AppleWalletConfig | null = null
  let google: GoogleWalletConfig | null = null
  try {
    const cert = readText(env.get('WALLET_APPLE_CERT_PATH'))
    const key = readText(env.get('WALLET_APPLE_KEY_PATH'))
    const wwdr = readText(env.get('WALLET_APPLE_WWDR_PATH'))
    const passType = env.get('WALLET_APPLE_PASS_TYPE_ID')
    const team = env.get('WALLET_APPLE_TEAM_ID')
    if (cert && key && wwdr && passType && team) {
      apple = {
        passTypeIdentifier: passType,
        teamIdentifier: team,
        signerCert: cert,
        signerKey: key,
        signerKeyPassphrase: env.get('WALLET_APPLE_KEY_PASSPHRASE')?.release(),
        wwdr,
      }
    }
  } catch {
    apple = null
  }
  try {
    const issuerId = env.get('WALLET_GOOGLE_ISSUER_ID')
    const key = readText(env.get('WALLET_GOOGLE_KEY_PATH'))
    if (issuerId && key) {
      const account = JSON.parse(key) as { client_email?: string; private_key?: string }
      if (account.client_email && account.private_key) {
        google = { issuerId, clientEmail: account.client_email, privateKey: account.private_key }
      }
    }
  } catch {
    google = null
  }
  return { apple, google }
}

export function walletConfig(): WalletConfig {
  installed ??= fromEnvironment()
  return installed
}

/** Tests install their own keys (made in the test); `undefined` reads the environment again. */
export function useWalletConfig(config: WalletConfig | undefined) {
  installed = config
}
