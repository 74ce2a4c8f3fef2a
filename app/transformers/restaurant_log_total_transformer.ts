import { BaseTransformer } from '@adonisjs/core/transformers'
import type { RestaurantLogTotalRow } from '#services/restaurants/restaurant_log_day'

/** A day's deductions of one type at one restaurant: how many, and their sum (meals or cents). */
export default class RestaurantLogTotalTransformer extends BaseTransformer<RestaurantLogTotalRow> {
  toObject() {
    const row = this.resource
    return {
      restaurant: String(row.restaurant),
      type: String(row.type),
      count: Number(row.count),
      total: Number(row.total),
    }
  }
}
