import { BaseTransformer } from '@adonisjs/core/transformers'
import { entryOf, type RestaurantLogRow } from '#services/restaurants/restaurant_log_day'

/** A deduction in the day's log: when, where, whose credential, how much, by which cashier. */
export default class RestaurantLogTransformer extends BaseTransformer<RestaurantLogRow> {
  toObject() {
    return entryOf(this.resource)
  }
}
