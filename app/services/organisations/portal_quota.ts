import OrganisationQuota from '#models/organisation_quota'
import type Organisation from '#models/organisation'
import { quotaFormType } from '#services/organisations/organisation_requests'

/**
 * A quota of this organisation with its form type, or null: another
 * organisation's quota is answered exactly like a missing one.
 */
export async function portalQuota(organisation: Organisation, quotaId: number) {
  const quota = await OrganisationQuota.query()
    .where('id', quotaId)
    .where('organisationId', organisation.id)
    .first()
  const definition = quota ? quotaFormType(quota) : undefined
  return quota && definition ? { quota, definition } : null
}

/** Fields the organisation fills for its people: the manager is not asked them. */
export const ORGANISATION_FIELDS = ['company']
