/** Why a till refuses a credential holder; null when they may eat. */
export type HolderRefusal =
  | 'not_found'
  | 'card_replaced'
  | 'closed'
  | 'blacklisted'
  | 'not_approved'
  | 'blocked'
  | 'not_assigned'
  | 'insufficient'

/**
 * The one rule every till applies, at the scan and again at the deduction:
 * an open restaurant, a holder not on the blacklist, an approved credential
 * not blocked at the gates, and this restaurant among the holder's.
 */
export function refusalFor(facts: {
  restaurantActive: boolean
  blacklisted: boolean
  state: string
  accessStatus: string | null
  assigned: boolean
}): HolderRefusal | null {
  if (!facts.restaurantActive) return 'closed'
  if (facts.blacklisted) return 'blacklisted'
  if (facts.state !== 'approved') return 'not_approved'
  if (facts.accessStatus === 'blocked') return 'blocked'
  if (!facts.assigned) return 'not_assigned'
  return null
}
