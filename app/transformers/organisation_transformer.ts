import type Organisation from '#models/organisation'
import { BaseTransformer } from '@adonisjs/core/transformers'
import type { OrganisationKind } from '#models/organisation'

/** An organisation: its name, kind and whether its requests within quota are approved at once. */
export default class OrganisationTransformer extends BaseTransformer<Organisation> {
  toObject() {
    return {
      ...this.pick(this.resource, ['id', 'name', 'tournamentId', 'autoApprove']),
      kind: this.resource.kind as OrganisationKind,
    }
  }
}
