import { RestaurantSchema } from '#database/schema'

/** Who a restaurant serves (its `kind` column and form field). */
export const DINER_GROUPS = ['press', 'player', 'staff'] as const
export type DinerGroup = (typeof DINER_GROUPS)[number]

export default class Restaurant extends RestaurantSchema {}
