import { RestaurantLogSchema } from '#database/schema'

/** Meals are counted in credits, purchases in money (cents). */
export const DEDUCTION_TYPES = ['credit', 'amount'] as const
export type DeductionType = (typeof DEDUCTION_TYPES)[number]

export default class RestaurantLog extends RestaurantLogSchema {}
