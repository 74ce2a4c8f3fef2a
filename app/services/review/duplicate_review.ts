import db from '@adonisjs/lucid/services/db'
import type { ChainableContract } from '@adonisjs/lucid/types/querybuilder'
import { recordHistory } from '#services/history/form_history'
import { idsInScope, type FormScope } from '#services/auth/form_access'
import { sqlTimestamp } from '#support/sql_time'
import { DateTime } from 'luxon'

/** One likely duplicate of a request, as its page shows it (with a link to the other one). */
export type DuplicateShown = {
  pairId: number
  formId: number
  type: string
  name: string
  lastName: string
  document: string | null
  birthDate: string | null
  state: string
  tournament: string
  /** As whom the other request names this person: its applicant or a ballboy's guardian. */
  otherRole: string
  reasons: string[]
}

/** Requests with a likely duplicate nobody has ruled out yet (the list filter). */
export function whereLikelyDuplicate<Query extends ChainableContract>(query: Query): Query {
  return query.whereExists((pairs) =>
    pairs
      .from('review_duplicates')
      .whereNull('review_duplicates.not_same_at')
      .where((either) =>
        either
          .whereColumn('review_duplicates.form_id', 'forms.id')
          .orWhereColumn('review_duplicates.other_form_id', 'forms.id')
      )
  )
}

/**
 * The likely duplicates of a request that the staff member may open, and how
 * many more are in lists they do not review (named by count only).
 */
export async function duplicatesShownFor(formId: number, scope: FormScope) {
  const rows = await db
    .from('review_duplicates')
    .join('forms', (join) =>
      join.on((on) =>
        on
          .on('review_duplicates.form_id', 'forms.id')
          .orOn('review_duplicates.other_form_id', 'forms.id')
      )
    )
    .join('tournaments', 'tournaments.id', 'forms.tournament_id')
    .whereNull('review_duplicates.not_same_at')
    .whereNull('forms.erased_at')
    .whereNot('forms.id', formId)
    .where((either) =>
      either
        .where('review_duplicates.form_id', formId)
        .orWhere('review_duplicates.other_form_id', formId)
    )
    .orderBy('forms.id')
    .select(
      'review_duplicates.id as pair_id',
      'review_duplicates.form_id as first_id',
      'review_duplicates.form_role',
      'review_duplicates.other_role',
      'review_duplicates.reasons',
      'forms.id',
      'forms.type',
      'forms.name',
      'forms.last_name',
      'forms.document',
      db.raw('cast(forms.birth_date as varchar(10)) as birth'),
      'forms.state',
      'tournaments.name as tournament'
    )
  const reachable = new Set(
    await idsInScope(
      scope,
      rows.map((row) => Number(row.id))
    )
  )
  const shown: DuplicateShown[] = rows
    .filter((row) => reachable.has(Number(row.id)))
    .map((row) => ({
      pairId: Number(row.pair_id),
      formId: Number(row.id),
      type: row.type,
      name: row.name,
      lastName: row.last_name,
      document: row.document,
      birthDate: row.birth,
      state: row.state,
      tournament: row.tournament,
      otherRole: Number(row.first_id) === Number(row.id) ? row.form_role : row.other_role,
      reasons: String(row.reasons).split(','),
    }))
  return { shown, hidden: rows.length - shown.length }
}

/**
 * Staff rule a pair out: it is never shown again, and both requests'
 * histories say who decided it. False when the pair does not exist, is
 * already ruled out, or one of its requests is outside the staff member's lists.
 */
export async function markNotSamePerson(pairId: number, userId: number, scope: FormScope) {
  const pair = await db.from('review_duplicates').where('id', pairId).first()
  if (!pair || pair.not_same_at) return false
  const ids = [Number(pair.form_id), Number(pair.other_form_id)]
  const reachable = await idsInScope(scope, ids)
  if (reachable.length !== 2) return false
  return db.transaction(async (trx) => {
    const marked = await trx
      .from('review_duplicates')
      .where('id', pairId)
      .whereNull('not_same_at')
      .update({ not_same_at: sqlTimestamp(DateTime.now()), not_same_by: userId })
    const count = Array.isArray(marked) ? Number(marked[0]) : Number(marked)
    if (!count) return false
    await recordHistory(
      trx,
      [ids, [...ids].reverse()].map(([formId, otherFormId]) => ({
        formId,
        type: 'not_same_person' as const,
        userId,
        data: { otherFormId },
      }))
    )
    return true
  })
}
