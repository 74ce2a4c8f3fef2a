import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { Encryption } from '@adonisjs/core/encryption'
import { createCipheriv, createHash, randomBytes } from 'node:crypto'
import { MessageBuilder } from '@adonisjs/core/helpers'
import { drivers } from '@adonisjs/core/encryption'
import type { EncryptionConfig } from '@adonisjs/core/types/encryption'
import encryptionConfig from '#config/encryption'
import {
  KeyedAES256GCM,
  KeyedMessageVerifier,
  keyedAes256gcm,
} from '#services/security/keyed_encryption'

const SECRET = 'a-secret-of-at-least-thirty-two-characters'
const OLD_SECRET = 'an-older-secret-still-accepted-for-a-while'

/** The framework's own encryption with the same keys, as a reference. */
async function upstream(keys = [SECRET]) {
  return new Encryption(await drivers.aes256gcm({ id: 'gcm', keys }).resolver(app))
}

function keyed(keys = [SECRET]) {
  return new Encryption(keyedAes256gcm({ id: 'gcm', keys }))
}

test.group('Encryption with key objects made once', () => {
  test('the app encrypts and signs with the key-object twins', async ({ assert }) => {
    const config = await encryptionConfig.resolver(app)
    const gcm = config.list.gcm as EncryptionConfig
    assert.instanceOf(gcm.driver(SECRET), KeyedAES256GCM)
    const encryption = await app.container.make(Encryption)
    assert.instanceOf(encryption.getMessageVerifier(), KeyedMessageVerifier)
    const service = await app.container.make('encryption')
    assert.instanceOf(service.getMessageVerifier(), KeyedMessageVerifier)
  })

  test('a value encrypted by either reads back with the other, purpose included', async ({
    assert,
  }) => {
    const reference = await upstream()
    const value = { 'auth_web': 7, 'csrf-secret': 'abc', 'flash': { ok: 'é ✓' } }
    const ours = keyed().encrypt(value, undefined, 'acc-session')
    const theirs = reference.encrypt(value, undefined, 'acc-session')
    assert.deepEqual(reference.decrypt(ours, 'acc-session'), value)
    assert.deepEqual(keyed().decrypt(theirs, 'acc-session'), value)
    assert.isNull(keyed().decrypt(theirs, 'XSRF-TOKEN'))
    assert.isNull(keyed().decrypt(theirs.slice(0, -2) + 'AA', 'acc-session'))
    assert.isNull(keyed([OLD_SECRET]).decrypt(theirs, 'acc-session'))
  })

  test('a value from before the v1 format still decrypts', async ({ assert }) => {
    const reference = await upstream()
    // The framework's earlier format: no "v1:" prefix, the hashed secret as the key.
    const key = createHash('sha256').update(SECRET).digest()
    const iv = randomBytes(12)
    const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: 16 })
    const text = Buffer.concat([cipher.update(new MessageBuilder().build('hello')), cipher.final()])
    const parts = ['gcm', text, iv, cipher.getAuthTag()].map((part) =>
      typeof part === 'string' ? part : part.toString('base64url')
    )
    assert.equal(reference.decrypt(parts.join('.')), 'hello')
    assert.equal(keyed().decrypt(parts.join('.')), 'hello')
  })

  test('a value signed by either verifies with the other; a rotated key still verifies', async ({
    assert,
  }) => {
    const reference = await upstream()
    const theirs = reference.getMessageVerifier()
    const ours = new KeyedMessageVerifier([SECRET])
    assert.equal(
      theirs.unsign(ours.sign('sid-123', undefined, 'acc-session'), 'acc-session'),
      'sid-123'
    )
    assert.equal(
      ours.unsign(theirs.sign('sid-123', undefined, 'acc-session'), 'acc-session'),
      'sid-123'
    )
    assert.equal(ours.sign({ a: 1 }), theirs.sign({ a: 1 }))
    assert.isNull(ours.unsign(theirs.sign('sid-123', undefined, 'acc-session'), 'other'))
    const signed = theirs.sign('x')
    assert.isNull(ours.unsign(signed.slice(0, -1)))
    assert.isNull(ours.unsign(`${signed}.x`))
    const rotated = new KeyedMessageVerifier([OLD_SECRET, SECRET])
    assert.equal(rotated.unsign(signed), 'x')
    assert.isNull(new KeyedMessageVerifier([OLD_SECRET]).unsign(signed))
  })
})
