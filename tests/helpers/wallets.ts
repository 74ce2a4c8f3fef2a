import { execFile } from 'node:child_process'
import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { exportPKCS8, exportSPKI, generateKeyPair } from 'jose'
import type { WalletConfig } from '#services/wallets/wallet_config'

const run = promisify(execFile)

/**
 * Wallet keys made in the test: a self-signed certificate and key for the
 * Apple pass (standing in for Apple's WWDR too) and an RSA service account
 * key for Google. Returns the config to install and what verifies them.
 */
export async function testWalletKeys() {
  const folder = await mkdtemp(join(tmpdir(), 'wallet-keys-'))
  const certPath = join(folder, 'cert.pem')
  const keyPath = join(folder, 'key.pem')
  await run('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    keyPath,
    '-out',
    certPath,
    '-days',
    '2',
    '-subj',
    '/CN=Pass Type ID: pass.test.accreditations',
  ])
  const cert = await readFile(certPath, 'utf8')
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true })
  const config: WalletConfig = {
    apple: {
      passTypeIdentifier: 'pass.test.accreditations',
      teamIdentifier: 'TEAM123456',
      signerCert: cert,
      signerKey: await readFile(keyPath, 'utf8'),
      wwdr: cert,
    },
    google: {
      issuerId: '3388000000012345678',
      clientEmail: 'wallet@test-project.iam.gserviceaccount.com',
      privateKey: await exportPKCS8(privateKey),
    },
  }
  return { folder, certPath, config, googlePublicKey: await exportSPKI(publicKey) }
}

/** Whether `openssl smime -verify` accepts a .pkpass's detached signature of its manifest. */
export async function opensslVerifies(
  folder: string,
  certPath: string,
  manifest: Uint8Array,
  signature: Uint8Array
): Promise<boolean> {
  const manifestPath = join(folder, `manifest-${Date.now()}.json`)
  const signaturePath = join(folder, `signature-${Date.now()}`)
  await writeFile(manifestPath, manifest)
  await writeFile(signaturePath, signature)
  try {
    await run('openssl', [
      'smime',
      '-verify',
      '-binary',
      '-inform',
      'DER',
      '-in',
      signaturePath,
      '-content',
      manifestPath,
      '-CAfile',
      certPath,
      '-purpose',
      'any',
      '-out',
      '/dev/null',
    ])
    return true
  } catch {
    return false
  }
}
