import { randomBytes } from 'node:crypto'
import * as oidc from 'openid-client'
import type { Session } from '@adonisjs/session'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'
import User from '#models/user'
import { signInSettings } from '#services/auth/sign_in_settings'
import { recordAudit } from '#services/audit/audit_trail'
import { isUniqueViolation } from '#support/unique_violation'

const FLOW_KEY = 'sso_flow'
/**
 * What a provider says in `amr` when the person proved a second factor there:
 * `mfa` only (RFC 8176). One method named alone ('otp', 'sms', 'hwk'…) may
 * be the only one used, so it does not count.
 */
const MFA_METHODS = ['mfa']

/** Whether the installation signs staff in through an OpenID Connect provider. */
export function ssoConfigured() {
  return Boolean(env.get('OIDC_ISSUER') && env.get('OIDC_CLIENT_ID'))
}

export function ssoName() {
  return env.get('OIDC_NAME') ?? 'SSO'
}

let discovered: { issuer: string; config: Promise<oidc.Configuration> } | null = null

/** The provider's metadata, discovered once per process (again if the issuer changed). */
function configuration() {
  const issuer = env.get('OIDC_ISSUER')!
  if (discovered?.issuer !== issuer) {
    const url = new URL(issuer)
    /** Plain HTTP only for a provider on this machine (development, the tests' provider). */
    const local = url.protocol === 'http:' && ['localhost', '127.0.0.1'].includes(url.hostname)
    const config = oidc.discovery(
      url,
      env.get('OIDC_CLIENT_ID')!,
      env.get('OIDC_CLIENT_SECRET')?.release(),
      undefined,
      local ? { execute: [oidc.allowInsecureRequests] } : undefined
    )
    discovered = { issuer, config }
    config.catch(() => (discovered = null))
  }
  return discovered.config
}

/** The provider's sign-in page for this browser, with PKCE, state and nonce kept in its session. */
export async function ssoStart(session: Session, redirectUri: string) {
  const config = await configuration()
  const verifier = oidc.randomPKCECodeVerifier()
  const flow = { verifier, state: oidc.randomState(), nonce: oidc.randomNonce(), redirectUri }
  session.put(FLOW_KEY, flow)
  return oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state: flow.state,
    nonce: flow.nonce,
  })
}

export type SsoOutcome =
  | { ok: true; user: User; mfa: boolean; created: boolean }
  | { ok: false; reason: 'failed' | 'unverified' | 'unknown' | 'banned'; email: string | null }

/**
 * The provider's answer (the callback URL): the ID token is checked (issuer,
 * audience, nonce, PKCE, state), then its verified email names a staff
 * account. Nobody is created unless the email's domain is allowed in
 * Configuration → Sign-in; then the account has no capability until an
 * administrator gives some.
 */
/**
 * Whether the provider vouches for the email: `email_verified`, or, when the
 * provider sends none (Microsoft Entra for organisational accounts), its
 * optional claim `xms_edov` (the email's domain is verified by the tenant).
 */
function emailVerified(claims: Record<string, unknown>) {
  if (claims.email_verified !== undefined) return claims.email_verified === true
  return claims.xms_edov === true
}

export async function ssoFinish(session: Session, callbackUrl: URL): Promise<SsoOutcome> {
  const flow = session.pull(FLOW_KEY) as
    { verifier: string; state: string; nonce: string; redirectUri: string } | undefined
  if (!flow) return { ok: false, reason: 'failed', email: null }
  let claims: Record<string, unknown> | undefined
  try {
    const config = await configuration()
    const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    })
    const idToken = tokens.claims()!
    /** The email may come in the ID token or only from the userinfo endpoint (same subject). */
    const info = await oidc.fetchUserInfo(config, tokens.access_token, idToken.sub)
    claims = { ...info, ...idToken }
  } catch {
    return { ok: false, reason: 'failed', email: null }
  }
  const email = typeof claims.email === 'string' ? claims.email.toLowerCase() : null
  if (!email) return { ok: false, reason: 'failed', email: null }
  if (!emailVerified(claims)) return { ok: false, reason: 'unverified', email }
  const amr: unknown[] = Array.isArray(claims.amr) ? claims.amr : []
  const mfa = amr.some((method) => typeof method === 'string' && MFA_METHODS.includes(method))

  const existing = await User.findBy('email', email)
  if (existing) {
    return existing.isBanned
      ? { ok: false, reason: 'banned', email }
      : { ok: true, user: existing, mfa, created: false }
  }
  const { ssoAllowedDomains } = await signInSettings()
  if (!ssoAllowedDomains.includes(email.split('@')[1] ?? '')) {
    return { ok: false, reason: 'unknown', email }
  }
  /** Two first sign-ins at once: the second finds the account the first made (unique email). */
  const user = await db
    .transaction(async (trx) => {
      const created = await User.create(
        {
          name: String(claims.given_name ?? claims.name ?? email.split('@')[0]).slice(0, 80),
          lastName: String(claims.family_name ?? '').slice(0, 120),
          email,
          /** Never typed: the account signs in through the provider (or a reset link). */
          password: randomBytes(32).toString('base64url'),
          formTypes: '[]',
        },
        { client: trx }
      )
      /** Read back: the session's stamp needs the columns the database fills (session version). */
      await created.refresh()
      await recordAudit(
        {
          actorId: null,
          actorLabel: `sso ${email}`,
          ip: null,
          action: 'user_created',
          objectType: 'user',
          objectId: created.id,
          details: { by: 'single sign-on', domain: email.split('@')[1] },
        },
        trx
      )
      return created
    })
    .catch(async (error) => {
      if (!isUniqueViolation(error)) throw error
      return null
    })
  if (!user) return { ok: true, user: await User.findByOrFail('email', email), mfa, created: false }
  return { ok: true, user, mfa, created: true }
}
