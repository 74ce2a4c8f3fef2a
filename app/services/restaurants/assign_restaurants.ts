import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import type { DinerGroup } from '#models/restaurant'
import { formIds, inCurrentTournaments } from '#services/configuration/current_tournament_forms'

/**
 * Who eats where, applied to the approved credentials of this year's
 * tournaments (shown to staff on the Assign restaurants page):
 * - press → the press restaurant;
 * - player team members and guests who have free food → the player restaurant
 *   (the player, their coaches and one guest);
 * - every other category → the staff restaurant.
 * Players' team members and guests without free food get none.
 */
export const ASSIGNMENT_RULES: {
  kind: DinerGroup
  select: (forms: DatabaseQueryBuilderContract) => void
}[] = [
  { kind: 'press', select: (forms) => forms.where('forms.category', 'press') },
  {
    kind: 'player',
    select: (forms) =>
      forms.where((fed) =>
        fed
          .whereExists((detail) =>
            detail
              .from('player_details')
              .whereColumn('player_details.form_id', 'forms.id')
              .where('player_details.assign_food', true)
          )
          .orWhereExists((detail) =>
            detail
              .from('guest_details')
              .whereColumn('guest_details.form_id', 'forms.id')
              .where('guest_details.assign_food', true)
          )
      ),
  },
  {
    kind: 'staff',
    select: (forms) => forms.whereNotIn('forms.category', ['press', 'player', 'guest']),
  },
]

/** The credentials a rule gives this restaurant that do not have it yet. */
function missingForms(
  trx: TransactionClientContract,
  rule: (typeof ASSIGNMENT_RULES)[number],
  restaurantId: number
): DatabaseQueryBuilderContract {
  const query = trx
    .from('forms')
    .where('forms.state', 'approved')
    .whereNotExists((pair) =>
      pair
        .from('form_restaurants')
        .whereColumn('form_restaurants.form_id', 'forms.id')
        .where('form_restaurants.restaurant_id', restaurantId)
    )
  inCurrentTournaments(query, 'forms.tournament_id')
  rule.select(query)
  return query
}

/**
 * Gives every approved credential the restaurants the rules name (every open
 * restaurant of that kind). Adds only what is missing (running it twice
 * changes nothing) and never removes an assignment. Returns how many
 * credentials gained a restaurant.
 */
export async function assignRestaurants(): Promise<number> {
  return db.transaction(async (trx) => {
    const changed = new Set<number>()
    for (const rule of ASSIGNMENT_RULES) {
      const restaurants = await trx
        .from('restaurants')
        .where('kind', rule.kind)
        .where('active', true)
        .select('id')
      for (const restaurant of restaurants) {
        const restaurantId = Number(restaurant.id)
        const ids = await formIds(missingForms(trx, rule, restaurantId))
        for (let start = 0; start < ids.length; start += 500) {
          await trx
            .table('form_restaurants')
            .multiInsert(
              ids
                .slice(start, start + 500)
                .map((id) => ({ form_id: id, restaurant_id: restaurantId }))
            )
        }
        for (const id of ids) changed.add(id)
      }
    }
    return changed.size
  })
}
