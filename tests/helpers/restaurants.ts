import db from '@adonisjs/lucid/services/db'
import Restaurant from '#models/restaurant'
import type Form from '#models/form'
import { openTournaments } from '#tests/helpers/forms'
import { createForm } from '#tests/helpers/form_factory'
import { createUser } from '#tests/helpers/users'

let sequence = 0

export async function createRestaurant(kind: 'press' | 'player' | 'staff' = 'press') {
  sequence += 1
  return Restaurant.create({ name: `Restaurant ${kind} ${sequence}`, kind })
}

export async function assignRestaurant(form: Form, restaurant: Restaurant) {
  await db.table('form_restaurants').insert({ form_id: form.id, restaurant_id: restaurant.id })
}

/**
 * A restaurant, an approved press credential of this year's tennis
 * tournament assigned to it with the given balances, and a cashier who
 * works there.
 */
export async function tillWithHolder(balances: { credits?: number; amount?: number } = {}) {
  const { tennis } = await openTournaments()
  const restaurant = await createRestaurant('press')
  const holder = await createForm('press', tennis, {
    state: 'approved',
    name: 'Marta',
    lastName: 'Comensal',
  })
  holder.credits = balances.credits ?? 0
  holder.amount = balances.amount ?? 0
  await holder.save()
  await assignRestaurant(holder, restaurant)
  const cashier = await createUser({ restaurantId: restaurant.id })
  return { tennis, restaurant, holder, cashier }
}

/** How many deductions a holder's log holds (every holder when none is given). */
export async function restaurantLogCount(formId?: number) {
  const query = db.from('restaurant_logs')
  if (formId !== undefined) query.where('form_id', formId)
  const [row] = await query.count('* as total')
  return Number(row.total)
}
