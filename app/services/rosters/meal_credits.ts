import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import type RosterSetting from '#models/roster_setting'
import { updateFormsWithLog } from '#services/forms/logged_bulk_update'
import { sqlTimestamp } from '#support/sql_time'
import { affectedRows } from '#services/gates/gate_delivery'

/**
 * The meal credits a day's work earns under the tournament's rule: so many
 * per shift worked at least the rule's minutes, at most so many a day.
 */
export function creditsEarned(
  settings: Pick<RosterSetting, 'mealMinMinutes' | 'mealCreditsPerShift' | 'mealMaxPerDay'>,
  workedMinutes: number[]
) {
  const shifts = workedMinutes.filter((minutes) => minutes >= settings.mealMinMinutes).length
  return Math.min(settings.mealMaxPerDay, shifts * settings.mealCreditsPerShift)
}

/**
 * Brings a person's meal credits for one day up to what their checked-out
 * shifts earn, exactly once: the day's ledger row says what was already
 * added, and only the difference goes on the restaurant balance, with a log;
 * the row is moved from what was read to the new total by a guarded UPDATE
 * in the same transaction, so a retry or a second desk adds nothing.
 * Returns the credits added now.
 */
export async function applyMealCredits(
  trx: TransactionClientContract,
  settings: RosterSetting,
  formId: number,
  day: string,
  userId: number | null
) {
  const worked = await trx
    .from('roster_attendances')
    .join('roster_shifts', 'roster_shifts.id', 'roster_attendances.shift_id')
    .where('roster_attendances.form_id', formId)
    .where('roster_shifts.day', day)
    .whereNotNull('roster_attendances.worked_minutes')
    .select('roster_attendances.worked_minutes')
  const earned = creditsEarned(
    settings,
    worked.map((row) => Number(row.worked_minutes))
  )
  const now = sqlTimestamp(DateTime.now())
  await trx
    .table('roster_meal_credits')
    .insert({
      tournament_id: settings.tournamentId,
      form_id: formId,
      day,
      credits: 0,
      updated_at: now,
    })
    .onConflict(['form_id', 'day'])
    .ignore()
  const ledger = await trx
    .from('roster_meal_credits')
    .where({ form_id: formId, day })
    .select('credits')
    .first()
  const granted = Number(ledger.credits)
  const delta = earned - granted
  if (delta <= 0) return 0
  const moved = await trx
    .from('roster_meal_credits')
    .where({ form_id: formId, day, credits: granted })
    .update({ credits: earned, updated_at: now })
  if (affectedRows(moved) !== 1) return 0
  await updateFormsWithLog(
    trx,
    [formId],
    { credits: db.raw('credits + ?', [delta]) },
    { type: 'restaurant', userId, data: { roster_day: day, credits: delta } }
  )
  return delta
}
