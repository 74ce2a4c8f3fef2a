import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  createSecretKey,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
  type KeyObject,
} from 'node:crypto'
import { AES256GCM } from '@adonisjs/core/encryption/drivers/aes_256_gcm'
import { MessageBuilder } from '@adonisjs/core/helpers'
import type { Encryption } from '@adonisjs/core/encryption'
import type { Secret } from '@adonisjs/core/helpers'
import type { EncryptionConfig } from '@adonisjs/core/types/encryption'

type CypherText = ReturnType<AES256GCM['encrypt']>

/*
 * Node 24 decides whether a crypto key is a key object by throwing and
 * catching an exception, twice, on every createHmac/createCipheriv call given
 * a Buffer (~5x the cost of the HMAC itself). The framework's encryption keeps
 * its keys as Buffers and pays that on every cookie. These twins of its
 * AES-256-GCM driver and message verifier make their key objects once and
 * write and read exactly the same format (tests/unit/keyed_encryption.spec.ts
 * holds both directions), so they can be dropped when upstream does the same.
 */

const IV_LENGTH = 12
const TAG_LENGTH = 16
const VERSION_PREFIX = 'v1:'

function base64UrlEncode(data: Buffer | string) {
  return Buffer.from(data).toString('base64url')
}

/** Strict like the framework's: only the canonical encoding of some bytes. */
function base64UrlDecode(encoded: string): Buffer | null {
  if (!/^[A-Za-z0-9_-]*$/.test(encoded) || encoded.length % 4 === 1) return null
  const buffer = Buffer.from(encoded, 'base64url')
  return buffer.toString('base64url') === encoded ? buffer : null
}

function secretText(secret: string | Secret<string>) {
  return typeof secret === 'string' ? secret : secret.release()
}

/** The AES-256-GCM driver with its two keys (current, pre-v1) as key objects. */
export class KeyedAES256GCM extends AES256GCM {
  readonly #id: string
  readonly #key: KeyObject
  readonly #legacyKey: KeyObject

  constructor(config: { id: string; key: string | Secret<string> }) {
    super(config)
    this.#id = config.id
    this.#legacyKey = createSecretKey(this.cryptoKey)
    const derived = hkdfSync(
      'sha256',
      this.cryptoKey,
      Buffer.alloc(0),
      Buffer.from(`aes-256-gcm:v1:${config.id}`),
      32
    )
    this.#key = createSecretKey(Buffer.from(derived))
  }

  encrypt(payload: any, options?: { expiresIn?: string | number; purpose?: string }): CypherText
  encrypt(payload: any, expiresIn?: string | number, purpose?: string): CypherText
  encrypt(payload: any, expiresInOrOptions?: any, purpose?: string): CypherText {
    const options = typeof expiresInOrOptions === 'object' && expiresInOrOptions !== null
    const expiresIn = options ? expiresInOrOptions.expiresIn : expiresInOrOptions
    const actualPurpose: string | undefined = options ? expiresInOrOptions.purpose : purpose
    const iv = randomBytes(IV_LENGTH)
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv, { authTagLength: TAG_LENGTH })
    if (actualPurpose) {
      cipher.setAAD(Buffer.from(actualPurpose), {
        plaintextLength: Buffer.byteLength(actualPurpose),
      })
    }
    const plainText = new MessageBuilder().build(payload, expiresIn)
    const cipherText = Buffer.concat([cipher.update(plainText), cipher.final()])
    return [
      this.#id,
      `${VERSION_PREFIX}${base64UrlEncode(cipherText)}`,
      base64UrlEncode(iv),
      base64UrlEncode(cipher.getAuthTag()),
    ].join(this.separator) as CypherText
  }

  decrypt(value: unknown, purpose?: string): any {
    if (typeof value !== 'string') return null
    const parts = value.split(this.separator)
    if (parts.length !== 4) return null
    const [id, cipherEncoded, ivEncoded, tagEncoded] = parts
    if (!id || !cipherEncoded || !ivEncoded || !tagEncoded || id !== this.#id) return null
    const current = cipherEncoded.startsWith(VERSION_PREFIX)
    const cipherText = base64UrlDecode(
      current ? cipherEncoded.slice(VERSION_PREFIX.length) : cipherEncoded
    )
    const iv = base64UrlDecode(ivEncoded)
    const tag = base64UrlDecode(tagEncoded)
    if (!cipherText || iv?.length !== IV_LENGTH || tag?.length !== TAG_LENGTH) return null
    try {
      const decipher = createDecipheriv('aes-256-gcm', current ? this.#key : this.#legacyKey, iv, {
        authTagLength: TAG_LENGTH,
      })
      if (purpose) {
        decipher.setAAD(Buffer.from(purpose), { plaintextLength: Buffer.byteLength(purpose) })
      }
      decipher.setAuthTag(tag)
      return new MessageBuilder().verify(
        Buffer.concat([decipher.update(cipherText), decipher.final()])
      )
    } catch {
      return null
    }
  }
}

/** config/encryption.ts's driver entry, like `drivers.aes256gcm`. */
export function keyedAes256gcm(config: {
  id: string
  keys: (string | Secret<string>)[]
}): EncryptionConfig {
  return {
    driver: (key: string | Secret<string>) => new KeyedAES256GCM({ id: config.id, key }),
    keys: config.keys,
  }
}

/** The framework's signed-value format (signed cookies, signed URLs) with key objects. */
export class KeyedMessageVerifier {
  readonly #keys: KeyObject[]

  constructor(secrets: (string | Secret<string>)[]) {
    this.#keys = secrets.map((secret) =>
      createSecretKey(createHash('sha256').update(secretText(secret)).digest())
    )
  }

  #hmac(key: KeyObject, value: string) {
    return createHmac('sha256', key).update(value).digest('base64url')
  }

  sign(payload: any, expiresIn?: string | number, purpose?: string): string {
    if (payload === null || payload === undefined) {
      throw new Error(`Cannot sign "${payload}" value`)
    }
    const encoded = base64UrlEncode(new MessageBuilder().build(payload, expiresIn, purpose))
    return `${encoded}.${this.#hmac(this.#keys[0], encoded)}`
  }

  unsign(payload: unknown, purpose?: string): any {
    if (typeof payload !== 'string') return null
    const parts = payload.split('.')
    if (parts.length !== 2) return null
    const [encoded, hash] = parts
    if (!encoded || !hash) return null
    const decoded = base64UrlDecode(encoded)
    if (!decoded) return null
    const given = Buffer.from(hash)
    for (const key of this.#keys) {
      const expected = Buffer.from(this.#hmac(key, encoded))
      // Both are the base64url of a SHA-256: their length tells nothing.
      if (expected.length === given.length && timingSafeEqual(expected, given)) {
        return new MessageBuilder().verify(decoded.toString('utf8'), purpose)
      }
    }
    return null
  }
}

/**
 * Gives the app's encryption service the keyed verifier: the framework builds
 * its own inside the service, where configuration cannot reach.
 */
export function useKeyedVerifier(encryption: Encryption, secrets: (string | Secret<string>)[]) {
  const verifier = new KeyedMessageVerifier(secrets)
  Object.defineProperty(encryption, 'getMessageVerifier', {
    value: () => verifier,
    configurable: true,
  })
}
