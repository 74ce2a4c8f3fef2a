import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/**
 * A purged or erased request leaves the review: its people's keys (names,
 * documents, birth dates) and its pairs go, ruled-out ones included.
 */
export async function forgetReviewPeople(trx: TransactionClientContract, formIds: number[]) {
  if (formIds.length === 0) return
  await trx.from('review_people').whereIn('form_id', formIds).delete()
  await trx
    .from('review_duplicates')
    .where((either) => either.whereIn('form_id', formIds).orWhereIn('other_form_id', formIds))
    .delete()
}
