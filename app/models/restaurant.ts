import { RestaurantSchema } from '#database/schema'

export const RESTAURANT_KINDS = ['press', 'player', 'staff'] as const

export default class Restaurant extends RestaurantSchema {}
