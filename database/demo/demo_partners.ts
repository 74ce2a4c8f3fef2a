import Partner from '#models/partner'
import type Tournament from '#models/tournament'
import { issuePartnerToken } from '#services/partners/partner_tokens'
import { appUrl } from '#config/app'

/** How demo:remove finds the demo partner. */
export const DEMO_PARTNER_EMAIL = 'partner@demo.test'

/**
 * A demo partner of the tennis tournament that reads its credentials, and
 * its token printed once (only its hash is kept): with it the README's
 * `curl` examples work on a new demo database.
 */
export async function seedDemoPartner(tennis: Tournament) {
  const partner = await Partner.create({
    tournamentId: tennis.id,
    name: 'Demo broadcaster',
    contactEmail: DEMO_PARTNER_EMAIL,
    locale: 'en',
    scopes: JSON.stringify(['credentials:read', 'requests:read']),
    rateLimit: 600,
  })
  const { value } = await issuePartnerToken(partner, { name: 'demo' })
  console.log(
    [
      '',
      `Partner API token of "${partner.name}" (reads credentials and requests; shown only now):`,
      `  ${value}`,
      `  curl -H "Authorization: Bearer ${value}" ${appUrl}/api/v1/credentials`,
      '',
    ].join('\n')
  )
  return partner
}
