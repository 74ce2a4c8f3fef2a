import { createServer, type Server } from 'node:http'
import Provider from 'oidc-provider'
import { Secret } from '@adonisjs/core/helpers'
import env from '#start/env'

/** A person at the test provider: their claims and how they signed in there. */
export type ProviderAccount = {
  email: string
  /** Left out, the provider sends no `email_verified` (as Microsoft Entra does). */
  emailVerified?: boolean
  /** Entra's optional claim: the email's domain is verified by the tenant. */
  xmsEdov?: boolean
  amr: string[]
  name?: string
}

/**
 * A real OpenID Connect provider (the `oidc-provider` package) on a local
 * port. Its login page is skipped: the next authorization signs in
 * `provider.next` (as a person typing at the provider would) and grants the
 * scopes asked for.
 */
export async function startOidcProvider(
  port: number,
  client: { id: string; secret: string; redirectUri: string }
) {
  const state: { next: ProviderAccount | null } = { next: null }
  const accounts = new Map<string, ProviderAccount>()
  const issuer = `http://127.0.0.1:${port}`
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.id,
        client_secret: client.secret,
        redirect_uris: [client.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: {
      amr: null,
      openid: ['sub', 'amr'],
      email: ['email', 'email_verified', 'xms_edov'],
      profile: ['name', 'given_name'],
    },
    features: { devInteractions: { enabled: false } },
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}`,
    },
    async findAccount(_ctx: unknown, sub: string) {
      const account = accounts.get(sub)
      if (!account) return undefined
      return {
        accountId: sub,
        async claims() {
          return {
            sub,
            email: account.email,
            ...(account.emailVerified === undefined
              ? {}
              : { email_verified: account.emailVerified }),
            ...(account.xmsEdov === undefined ? {} : { xms_edov: account.xmsEdov }),
            name: account.name ?? account.email,
            given_name: account.name ?? account.email.split('@')[0],
          }
        },
      }
    },
    pkce: { required: () => true },
  } as any)

  const server: Server = createServer(async (req, res) => {
    const match = req.url?.match(/^\/interaction\/([^/?]+)/)
    if (!match) return provider.callback()(req, res)
    const details = await provider.interactionDetails(req, res)
    const account = state.next
    if (!account) {
      res.statusCode = 400
      return res.end('nobody is signing in')
    }
    const sub = account.email
    accounts.set(sub, account)
    const grant = new provider.Grant({ accountId: sub, clientId: String(details.params.client_id) })
    grant.addOIDCScope(String(details.params.scope))
    const grantId = await grant.save()
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: sub, amr: account.amr }, consent: { grantId } },
      { mergeWithLastSubmission: false }
    )
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    issuer,
    state,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/**
 * The installation signs staff in through a test provider on the suite's
 * port + 5, named "Club Tenis" on the login page; `stop` turns single
 * sign-on off again (an empty issuer is none) for the suites that follow.
 */
export async function useOidcProvider() {
  const app = `http://${env.get('HOST')}:${env.get('PORT')}`
  const secret = 'a-client-secret-for-tests'
  const provider = await startOidcProvider(Number(env.get('PORT')) + 5, {
    id: 'accreditations',
    secret,
    redirectUri: `${app}/merchant/login/sso/callback`,
  })
  env.set('OIDC_ISSUER', provider.issuer)
  env.set('OIDC_CLIENT_ID', 'accreditations')
  env.set('OIDC_CLIENT_SECRET', new Secret(secret))
  env.set('OIDC_NAME', 'Club Tenis')
  return {
    ...provider,
    stop: async () => {
      env.set('OIDC_ISSUER', '')
      env.set('OIDC_CLIENT_ID', '')
      await provider.stop()
    },
  }
}
