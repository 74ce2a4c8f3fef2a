import env from '#start/env'
import { defineConfig } from '@adonisjs/core/encryption'
import { keyedAes256gcm } from '#services/security/keyed_encryption'

/** The app's keys, newest first: the signed values' verifier gets them too (start/encryption.ts). */
export const encryptionKeys = [env.get('APP_KEY').release()]

const encryptionConfig = defineConfig({
  default: 'gcm',
  list: {
    /** The framework's AES-256-GCM format, with its keys made into key objects once. */
    gcm: keyedAes256gcm({ keys: encryptionKeys, id: 'gcm' }),
  },
})

export default encryptionConfig

/**
 * Inferring types for the list of encryptors you have configured
 * in your application.
 */
declare module '@adonisjs/core/types' {
  export interface EncryptorsList extends InferEncryptors<typeof encryptionConfig> {}
}
