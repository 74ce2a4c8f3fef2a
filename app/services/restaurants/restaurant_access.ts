import type User from '#models/user'
import type Restaurant from '#models/restaurant'

/** A cashier works at the restaurant their account belongs to; administrators anywhere. */
export function canWorkAt(user: User, restaurant: Restaurant): boolean {
  return user.isAdmin || user.restaurantId === restaurant.id
}
