import type Restaurant from '#models/restaurant'
import { BaseTransformer } from '@adonisjs/core/transformers'

/** A restaurant as its configuration screens show it. */
export default class RestaurantTransformer extends BaseTransformer<Restaurant> {
  toObject() {
    return this.pick(this.resource, [
      'id',
      'name',
      'kind',
      'active',
      'offlineCreditsAllowance',
      'offlineAmountAllowance',
    ])
  }

  /** A restaurant at its till and on the administrators' choice of till. */
  forDesk() {
    return this.pick(this.resource, ['id', 'name', 'kind'])
  }
}
