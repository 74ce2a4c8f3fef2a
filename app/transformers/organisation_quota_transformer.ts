import type OrganisationQuota from '#models/organisation_quota'
import { BaseTransformer } from '@adonisjs/core/transformers'

/**
 * A quota with its places, used and remaining; `templates` names the
 * permission templates (zones) by id.
 */
export default class OrganisationQuotaTransformer extends BaseTransformer<OrganisationQuota> {
  constructor(
    quota: OrganisationQuota,
    protected templates: Map<number, string> = new Map()
  ) {
    super(quota)
  }

  toObject() {
    const quota = this.resource
    return {
      ...this.pick(quota, ['id', 'formType', 'permissionId', 'day', 'places', 'used']),
      remaining: quota.remaining,
      template: this.templates.get(quota.permissionId) ?? '',
    }
  }
}
