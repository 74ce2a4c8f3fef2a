import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import type { DinerGroup } from '#models/restaurant'
import { formIds, inCurrentTournaments } from '#services/configuration/current_tournament_forms'
import { formTypeList } from '#forms/registry'
import { playerPlaceTables } from '#forms/detail_columns'

type AssignmentRule = {
  kind: DinerGroup
  select: (forms: DatabaseQueryBuilderContract) => void
}

/** The categories of the types whose definition names this restaurant. */
function categoriesDiningAt(restaurant: DinerGroup) {
  return [
    ...new Set(
      formTypeList()
        .filter((definition) => definition.restaurant === restaurant)
        .map((definition) => definition.category)
    ),
  ]
}

/**
 * Who eats where, applied to the approved credentials of this year's
 * tournaments (shown to staff on the Assign restaurants page), as each
 * type's definition says (`restaurant`):
 * - the press's categories → the press restaurant;
 * - requests with a player place (team members, guests) whose food says so
 *   → the player restaurant (the player, their coaches and one guest);
 * - every category no type sends elsewhere → the staff restaurant.
 * Players' team members and guests without free food get none.
 */
async function assignmentRules(): Promise<AssignmentRule[]> {
  const places = await playerPlaceTables()
  const fed = places.filter(({ definition }) => definition.restaurant === 'player')
  const elsewhere = [...categoriesDiningAt('press'), ...categoriesDiningAt('player')]
  return [
    {
      kind: 'press',
      select: (forms) => forms.whereIn('forms.category', categoriesDiningAt('press')),
    },
    {
      kind: 'player',
      select: (forms) =>
        forms.where((eats) => {
          /** No type eats there: nobody (an empty group would select everyone). */
          if (fed.length === 0) eats.whereRaw('1 = 0')
          for (const { definition, table, columns } of fed) {
            eats.orWhere((typed) =>
              typed
                .where('forms.type', definition.slug)
                .whereExists((detail) =>
                  detail
                    .from(table)
                    .whereColumn(`${table}.form_id`, 'forms.id')
                    .where(`${table}.${columns.food}`, true)
                )
            )
          }
        }),
    },
    { kind: 'staff', select: (forms) => forms.whereNotIn('forms.category', elsewhere) },
  ]
}

/** The credentials a rule gives this restaurant that do not have it yet. */
function missingForms(
  trx: TransactionClientContract,
  rule: AssignmentRule,
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
    for (const rule of await assignmentRules()) {
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
