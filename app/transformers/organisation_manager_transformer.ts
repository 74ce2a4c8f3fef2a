import type OrganisationManager from '#models/organisation_manager'
import { BaseTransformer } from '@adonisjs/core/transformers'

/** A manager of an organisation, as staff see them. */
export default class OrganisationManagerTransformer extends BaseTransformer<OrganisationManager> {
  toObject() {
    return this.pick(this.resource, ['id', 'name', 'email', 'locale'])
  }

  /** The signed-in manager at the top of the portal. */
  forPortal() {
    return this.pick(this.resource, ['name', 'email'])
  }
}
