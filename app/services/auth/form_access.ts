import type { ChainableContract } from '@adonisjs/lucid/types/querybuilder'
import type User from '#models/user'
import Form from '#models/form'
import { formTypeSlugs } from '#forms/registry'
import { inCurrentTournaments } from '#services/configuration/current_tournament_forms'
import { findFormByScan } from '#services/scanning/scan_codes'
import { isReplacedCode } from '#services/credentials/replaced_cards'

/**
 * Staff-side form types (/merchant/mform/{type}), in registry order. A
 * non-admin user reviews only the types listed on their account; admins
 * review all.
 */
export function formTypesOf(user: User): string[] {
  if (user.isAdmin) return formTypeSlugs()
  try {
    const types: unknown = JSON.parse(user.formTypes)
    return Array.isArray(types) ? formTypeSlugs().filter((type) => types.includes(type)) : []
  } catch {
    return []
  }
}

export function canAccessFormType(user: User, type: string): boolean {
  return formTypesOf(user).includes(type)
}

/**
 * The forms a user may see where they work. Every route that names a form
 * (an id, a scanned code, a list of ids) asks through this scope:
 * - the lists (review, files) reach every tournament of the user's types;
 * - the desks (badges, collection, RFID, gates) this year's tournaments of
 *   the user's types;
 * - a till this year's holders assigned to its restaurant (an administrator's
 *   till: this year's holders of every type);
 * - a paired collection desk its own tournament's credentials of every type
 *   (decision 0120).
 */
export type FormScope = {
  /** Form types the user may see; null: any (a till decides by its restaurant). */
  types: string[] | null
  currentOnly: boolean
  restaurantId: number | null
  /** One tournament only (a paired device's); absent: as the rest of the scope says. */
  tournamentId?: number
}

export function listScope(user: User): FormScope {
  return { types: formTypesOf(user), currentOnly: false, restaurantId: null }
}

export function deskScope(user: User): FormScope {
  return { types: formTypesOf(user), currentOnly: true, restaurantId: null }
}

export function tillScope(user: User, restaurantId: number): FormScope {
  if (user.isAdmin) return deskScope(user)
  return { types: null, currentOnly: true, restaurantId }
}

/** A paired collection desk: this year's credentials of its own tournament, of every type. */
export function collectionDeviceScope(tournamentId: number): FormScope {
  return { types: null, currentOnly: true, restaurantId: null, tournamentId }
}

/** Restricts a query on `forms` to the scope. */
export function restrictToScope<Query extends ChainableContract>(
  query: Query,
  scope: FormScope
): Query {
  if (scope.types) query.whereIn('forms.type', scope.types.length ? scope.types : ['-'])
  if (scope.currentOnly) inCurrentTournaments(query, 'forms.tournament_id')
  if (scope.tournamentId !== undefined) query.where('forms.tournament_id', scope.tournamentId)
  if (scope.restaurantId !== null) {
    const restaurantId = scope.restaurantId
    query.whereExists((assigned) =>
      assigned
        .from('form_restaurants')
        .whereColumn('form_restaurants.form_id', 'forms.id')
        .where('form_restaurants.restaurant_id', restaurantId)
    )
  }
  return query
}

/**
 * A form looked up for a user: the form when they may see it; otherwise
 * nothing of it, only whether it exists outside their scope (`hidden`, for
 * the access log and a till's "not assigned here").
 */
export type FormLookup =
  | { form: Form; hidden: false; replaced?: false }
  | { form: null; hidden: boolean; replaced?: boolean }

/** The form with this id (of this type, when the route names one) if the scope reaches it. */
export async function lookUpForm(
  scope: FormScope,
  id: number,
  options: { type?: string } = {}
): Promise<FormLookup> {
  const byId = () => {
    const query = Form.query().where('forms.id', id)
    if (options.type) query.where('forms.type', options.type)
    return query
  }
  const form = await restrictToScope(byId(), scope).first()
  if (form) return { form, hidden: false }
  return { form: null, hidden: Boolean(await byId().select('forms.id').first()) }
}

/** The credential a scanned badge code or RFID tag names if the scope reaches it. */
export async function lookUpScan(scope: FormScope, code: string): Promise<FormLookup> {
  const form = await findFormByScan(code, { scope: (query) => restrictToScope(query, scope) })
  if (form) return { form, hidden: false }
  if (await findFormByScan(code)) return { form: null, hidden: true }
  /** A replaced card's code names nobody: whoever holds it is not its holder. */
  return { form: null, hidden: false, replaced: await isReplacedCode(code) }
}

/** Which of these ids the scope reaches, in the order given. */
export async function idsInScope(scope: FormScope, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return []
  const rows = await restrictToScope(Form.query().whereIn('forms.id', ids), scope).select(
    'forms.id'
  )
  const reached = new Set(rows.map((row) => row.id))
  return ids.filter((id) => reached.has(id))
}
