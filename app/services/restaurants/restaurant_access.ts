import type User from '#models/user'

/** A cashier works at the restaurant their account belongs to; administrators anywhere. */
export function canWorkAt(user: User, restaurantId: number): boolean {
  return user.isAdmin || user.restaurantId === restaurantId
}
