import { BaseTransformer } from '@adonisjs/core/transformers'
import type { OrganisationPersonRow } from '#services/organisations/organisation_people'

/** A person an organisation entered: state, markers and the review's flags. */
export default class OrganisationPersonTransformer extends BaseTransformer<OrganisationPersonRow> {
  toObject() {
    const person = this.resource
    return {
      ...person,
      state: person.state as 'waiting' | 'approved' | 'rejected',
    }
  }
}
