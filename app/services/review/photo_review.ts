import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import type { ChainableContract } from '@adonisjs/lucid/types/querybuilder'
import { recordHistory } from '#services/history/form_history'
import { checkPhoto, type PhotoProblem } from '#services/review/photo_check'
import { sqlTimestamp } from '#support/sql_time'
import { DateTime } from 'luxon'

/** What staff see beside the photo: the problems found, and whether someone overruled them. */
export type PhotoVerdict = { problems: PhotoProblem[]; overruled: boolean }

/** Checks a request's stored photo and keeps the verdict (a request without a photo has none). */
export async function recordPhotoCheck(formId: number) {
  const form = await db.from('forms').where('id', formId).select('photo_path').first()
  if (!form?.photo_path) {
    await db.from('review_photo_checks').where('form_id', formId).delete()
    return null
  }
  const problems = await checkPhoto(Buffer.from(await drive.use().getBytes(form.photo_path)))
  await db.transaction(async (trx) => {
    await trx.from('review_photo_checks').where('form_id', formId).delete()
    await trx.table('review_photo_checks').insert({
      form_id: formId,
      photo_path: form.photo_path,
      problems: problems.join(','),
      checked_at: sqlTimestamp(DateTime.now()),
    })
  })
  return problems
}

export async function photoVerdictOf(formId: number): Promise<PhotoVerdict | null> {
  const row = await db.from('review_photo_checks').where('form_id', formId).first()
  if (!row) return null
  return {
    problems: row.problems ? (String(row.problems).split(',') as PhotoProblem[]) : [],
    overruled: row.overruled_at !== null,
  }
}

/** Requests whose photo breaks a rule and nobody overruled it (the list filter). */
export function whereFlaggedPhoto<Query extends ChainableContract>(query: Query): Query {
  return query.whereExists((checks) =>
    checks
      .from('review_photo_checks')
      .whereColumn('review_photo_checks.form_id', 'forms.id')
      .whereNot('review_photo_checks.problems', '')
      .whereNull('review_photo_checks.overruled_at')
  )
}

/** Staff judge the photo good: the verdict stays, marked overruled, and the history says who. */
export async function overrulePhotoCheck(formId: number, userId: number) {
  return db.transaction(async (trx) => {
    const updated = await trx
      .from('review_photo_checks')
      .where('form_id', formId)
      .whereNot('problems', '')
      .whereNull('overruled_at')
      .update({ overruled_at: sqlTimestamp(DateTime.now()), overruled_by: userId })
    const count = Array.isArray(updated) ? Number(updated[0]) : Number(updated)
    if (!count) return false
    await recordHistory(trx, { formId, userId, type: 'photo_overruled', data: {} })
    return true
  })
}
