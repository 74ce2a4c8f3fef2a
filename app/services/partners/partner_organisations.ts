import Organisation from '#models/organisation'
import type Partner from '#models/partner'
import { portalQuota } from '#services/organisations/portal_quota'

/**
 * An organisation of the partner's tournament and one of its quotas, with
 * the quota's form type; null when either names nothing the partner may
 * see (another tournament's organisation is answered like a missing one).
 */
export async function partnerOrganisationQuota(
  partner: Partner,
  organisationId: number,
  quotaId: number
) {
  const organisation = await Organisation.query()
    .where('id', organisationId)
    .where('tournamentId', partner.tournamentId)
    .first()
  if (!organisation) return null
  const found = await portalQuota(organisation, quotaId)
  return found ? { organisation, ...found } : null
}
