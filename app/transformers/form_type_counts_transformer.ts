import type { TypeCounts } from '#services/forms/dashboard_counts'
import { BaseTransformer } from '@adonisjs/core/transformers'

/** A form type's requests per state, a row of the dashboard. */
export default class FormTypeCountsTransformer extends BaseTransformer<TypeCounts> {
  toObject() {
    return this.pick(this.resource, ['type', 'waiting', 'approved', 'rejected', 'changes'])
  }
}
