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

  /** A restaurant at its till, on the administrators' choice of till and of a till device's. */
  forDesk() {
    return this.pick(this.resource, ['id', 'name', 'kind'])
  }
}
