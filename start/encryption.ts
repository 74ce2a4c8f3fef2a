/*
|--------------------------------------------------------------------------
| Signed cookies and URLs verified with key objects made once
|--------------------------------------------------------------------------
*/
import app from '@adonisjs/core/services/app'
import { Encryption } from '@adonisjs/core/encryption'
import { encryptionKeys } from '#config/encryption'
import { useKeyedVerifier } from '#services/security/keyed_encryption'

useKeyedVerifier(await app.container.make(Encryption), encryptionKeys)
