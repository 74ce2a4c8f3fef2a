import { RestaurantSchema } from '#database/schema'

export const RESTAURANT_KINDS = ['press', 'player', 'staff'] as const
export type RestaurantKind = (typeof RESTAURANT_KINDS)[number]

export default class Restaurant extends RestaurantSchema {}
