import db from '@adonisjs/lucid/services/db'
import type Form from '#models/form'
import type Restaurant from '#models/restaurant'
import { isBlacklisted } from '#services/configuration/blacklist'
import type { FormLookup, FormScope } from '#services/auth/form_access'
import { refusalFor, type HolderRefusal } from '#services/restaurants/holder_eligibility'
import { deskGateStatus } from '#services/credentials/gate_status'

/** What the till shows of the person in front of it. */
export type Holder = {
  id: number
  name: string
  lastName: string
  category: string
  type: string
  /** Meals left. */
  credits: number
  /** Money left, in cents. */
  amount: number
  hasPhoto: boolean
  assigned: boolean
}

export type HolderAnswer = { holder: Holder | null; refusal: HolderRefusal | null }

export async function isAssigned(formId: number, restaurantId: number): Promise<boolean> {
  const row = await db
    .from('form_restaurants')
    .where({ form_id: formId, restaurant_id: restaurantId })
    .first()
  return Boolean(row)
}

/** Whether the holder a till's scope reached is assigned to it: a cashier's scope says so already. */
export async function isAssignedIn(scope: FormScope, formId: number, restaurantId: number) {
  return scope.restaurantId === restaurantId || isAssigned(formId, restaurantId)
}

export function holderOf(form: Form, assigned: boolean): Holder {
  return {
    id: form.id,
    name: form.name,
    lastName: form.lastName,
    category: form.category,
    type: form.type,
    credits: form.credits,
    amount: form.amount,
    hasPhoto: Boolean(form.photoPath),
    assigned,
  }
}

/** Why this holder may not eat here now (null: they may), from the stored row. */
export async function refusalAt(restaurant: Restaurant, form: Form, assigned: boolean) {
  return refusalFor({
    restaurantActive: restaurant.active,
    blacklisted: await isBlacklisted(form.name, form.lastName),
    state: form.state,
    accessStatus: deskGateStatus({
      access_status: form.accessStatus,
      gate_decision: form.gateDecision,
    }),
    assigned,
  })
}

/**
 * A scanned badge code or RFID tag at a restaurant's till, looked up in the
 * till's scope: the holder and, when they may not eat here, why. A refused
 * holder the till serves is still shown, so the cashier can tell the person
 * what to do; a credential the till does not serve is refused unnamed.
 */
/** Why a scan that reached no holder here is refused: another's holder, a replaced card, nothing. */
export function unservedRefusal(lookup: FormLookup): HolderRefusal {
  if (lookup.hidden) return 'not_assigned'
  return lookup.replaced ? 'card_replaced' : 'not_found'
}

export async function holderAt(restaurant: Restaurant, lookup: FormLookup): Promise<HolderAnswer> {
  const form = lookup.form
  if (!form) return { holder: null, refusal: unservedRefusal(lookup) }
  const assigned = await isAssigned(form.id, restaurant.id)
  return { holder: holderOf(form, assigned), refusal: await refusalAt(restaurant, form, assigned) }
}
