import db from '@adonisjs/lucid/services/db'
import { containsPattern } from '#support/like_pattern'
import { updateFormsWithLog } from '#services/forms/logged_bulk_update'
import { formIds, inCurrentTournaments } from '#services/configuration/current_tournament_forms'

/** Which credentials of this year's tournaments: a category and/or a search. */
export type GrantScope = { category?: string; search?: string }

/** What happens to each: meals and money (cents) added to the balance, or set to a value. */
export type Grant = { operation: 'give' | 'set'; credits?: number; amount?: number }

const PREVIEW_ROWS = 10

function scoped(scope: GrantScope) {
  const query = inCurrentTournaments(db.from('forms'))
  if (scope.category) query.where('category', scope.category)
  if (scope.search)
    query.whereRaw(`search_text like ? escape '\\'`, [containsPattern(scope.search)])
  return query
}

/**
 * What staff see before applying: how many, and the first few by name. It is
 * flashed across the redirect, so it is kept as plain JSON; the screen reads
 * it through CreditGrantPreviewTransformer.
 */
export type GrantPreview = {
  count: number
  first: { id: number; name: string; category: string; credits: number; amount: number }[]
}

export async function previewGrant(scope: GrantScope): Promise<GrantPreview> {
  const [row] = await scoped(scope).count('* as total')
  const first = await scoped(scope)
    .select('id', 'name', 'last_name', 'category', 'credits', 'amount')
    .orderBy('sort_last_name')
    .orderBy('sort_name')
    .limit(PREVIEW_ROWS)
  return {
    count: Number(row.total),
    first: first.map((form) => ({
      id: Number(form.id),
      name: `${form.name} ${form.last_name}`,
      category: String(form.category),
      credits: Number(form.credits),
      amount: Number(form.amount),
    })),
  }
}

/**
 * Gives or sets meals and money on every credential in the scope, in one
 * transaction, with a restaurant log on each saying what changed. Returns how many.
 */
export async function applyGrant(scope: GrantScope, grant: Grant, userId: number) {
  const set: Record<string, unknown> = {}
  for (const column of ['credits', 'amount'] as const) {
    const value = grant[column]
    if (value === undefined) continue
    set[column] = grant.operation === 'set' ? value : db.raw('?? + ?', [column, value])
  }
  const ids = await formIds(scoped(scope))
  await db.transaction((trx) =>
    updateFormsWithLog(trx, ids, set, {
      type: 'restaurant',
      userId,
      data: {
        grant: grant.operation,
        credits: grant.credits ?? null,
        amount: grant.amount ?? null,
      },
    })
  )
  return ids.length
}
