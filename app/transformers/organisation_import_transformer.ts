import type OrganisationImport from '#models/organisation_import'
import { BaseTransformer } from '@adonisjs/core/transformers'

/** A manager's upload with its row-level results. */
export default class OrganisationImportTransformer extends BaseTransformer<OrganisationImport> {
  toObject() {
    return {
      ...this.pick(this.resource, ['id', 'fileName', 'created', 'failed', 'quotaId']),
      rows: this.resource.rowResults,
    }
  }
}
