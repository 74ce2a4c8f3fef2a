import { OrganisationQuotaSchema } from '#database/schema'

/** Whole-tournament credentials are the quota of day ''. */
export const WHOLE_TOURNAMENT = ''

/** Places of one form type and permission template (and day, for day passes) an organisation may fill. */
export default class OrganisationQuota extends OrganisationQuotaSchema {
  get remaining() {
    return Math.max(0, this.places - this.used)
  }
}
