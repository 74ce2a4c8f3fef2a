import vine from '@vinejs/vine'
import { PASSWORD_MAX_LENGTH } from '#services/auth/password_policy'
import { SECOND_FACTOR_RULES } from '#services/auth/sign_in_settings'

/** A six-digit code from the app, or a recovery code (letters, digits, a dash). */
export const secondFactorCodeValidator = vine.create({
  code: vine.string().trim().minLength(6).maxLength(20),
})

/** The first code from a newly scanned authenticator. */
export const totpConfirmValidator = vine.create({
  code: vine
    .string()
    .trim()
    .regex(/^\d{6}$/),
})

/** Removing one's own factors asks for the password again. */
export const confirmPasswordValidator = vine.create({
  currentPassword: vine.string().maxLength(PASSWORD_MAX_LENGTH),
})

/** Configuration → Sign-in. */
export const signInSettingsValidator = vine.create({
  secondFactorRule: vine.enum(SECOND_FACTOR_RULES),
  auditRetentionDays: vine.number().withoutDecimals().range([30, 3650]),
  /** Comma or space separated, e.g. "club.es, tenis.org"; empty: SSO creates no account. */
  ssoAllowedDomains: vine
    .string()
    .trim()
    .toLowerCase()
    .maxLength(1000)
    .regex(/^([a-z0-9-]+(\.[a-z0-9-]+)+)?([\s,]+[a-z0-9-]+(\.[a-z0-9-]+)+)*[\s,]*$/)
    .optional()
    .transform((value) => value.split(/[\s,]+/).filter(Boolean)),
})

/** A WebAuthn answer as @simplewebauthn/browser sends it; the library checks the rest. */
const webauthnAnswer = () =>
  vine
    .object({
      id: vine.string().maxLength(1400),
      rawId: vine.string().maxLength(1400),
      type: vine.literal('public-key'),
      response: vine.object({}).allowUnknownProperties(),
    })
    .allowUnknownProperties()

/** A new passkey: the name its owner gives it and the browser's answer. */
export const passkeyRegistrationValidator = vine.create({
  name: vine.string().trim().minLength(1).maxLength(80),
  credential: webauthnAnswer(),
})

/** Signing in with a passkey: the browser's signed answer. */
export const passkeySignInValidator = vine.create({
  credential: webauthnAnswer(),
})
