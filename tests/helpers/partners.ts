import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import Partner from '#models/partner'
import type Tournament from '#models/tournament'
import { issuePartnerToken } from '#services/partners/partner_tokens'
import type { PartnerScope } from '#services/partners/partner_scopes'

/** A partner of the tournament with these scopes and a token for it. */
export async function partnerWithToken(
  tournament: Tournament,
  scopes: PartnerScope[],
  overrides: Partial<Pick<Partner, 'rateLimit' | 'name'>> = {}
) {
  const partner = await Partner.create({
    tournamentId: tournament.id,
    name: overrides.name ?? 'Turnstiles Ltd',
    contactEmail: 'ops@partner.test',
    locale: 'en',
    scopes: JSON.stringify(scopes),
    rateLimit: overrides.rateLimit ?? 600,
  })
  const { token, value } = await issuePartnerToken(partner, { name: 'main' })
  return { partner, token, value }
}

/** A partner token's secret: all after `ptk_<id>_` (base64url, so it may itself hold '_'). */
export function tokenSecret(value: string): string {
  return value.replace(/^ptk_\d+_/, '')
}

export function apiGet(client: any, token: string | null, url: string) {
  const request = client.get(url)
  return token ? request.header('authorization', `Bearer ${token}`) : request
}

/** The status of a GET with the token. */
export async function apiStatus(client: any, token: string | null, url: string): Promise<number> {
  const response = await apiGet(client, token, url)
  return response.status()
}

export function apiPost(client: any, token: string, url: string, body: unknown) {
  return client.post(url).header('authorization', `Bearer ${token}`).json(body)
}

/**
 * Ages every change in the log past the delta's settling time, as if the
 * partner synced a few seconds later: the cursor then covers them exactly.
 */
export async function settleChanges() {
  await db
    .from('form_changes')
    .update({ created_at: DateTime.now().minus({ minutes: 1 }).toFormat('yyyy-MM-dd HH:mm:ss') })
}

/** Every page of a feed from a cursor (none: the full listing), and the cursor it ends on. */
export async function pullAll(
  client: any,
  token: string,
  feed: string,
  cursor?: string,
  limit = 2
) {
  const items: any[] = []
  let next = cursor
  for (let page = 0; page < 100; page++) {
    const query = new URLSearchParams({ limit: String(limit), ...(next ? { cursor: next } : {}) })
    const response = await apiGet(client, token, `/api/v1/${feed}?${query}`)
    response.assertStatus(200)
    items.push(...response.body().data)
    next = response.body().cursor
    if (!response.body().hasMore) return { items, cursor: next! }
  }
  throw new Error('the feed never ended')
}
