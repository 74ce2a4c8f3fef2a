import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import ResetCreditRule from '#models/reset_credit_rule'
import { updateFormsWithLog } from '#services/forms/logged_bulk_update'
import { formIds, inCurrentTournaments } from '#services/configuration/current_tournament_forms'

/**
 * Applies one rule to this year's credentials: those whose source column is
 * one of its values get the target balance set to its value, each with a
 * restaurant log. Setting (not adding) makes a second run the same day harmless.
 * Returns how many credentials it set.
 */
export async function applyResetRule(rule: ResetCreditRule, userId: number | null) {
  const values = rule.sourceValueList
  if (values.length === 0) return 0
  const ids = await formIds(
    inCurrentTournaments(db.from('forms')).whereIn(rule.sourceColumn, values)
  )
  await db.transaction(async (trx) => {
    await updateFormsWithLog(
      trx,
      ids,
      { [rule.targetColumn]: rule.targetValue },
      {
        type: 'restaurant',
        userId,
        data: { reset: rule.id, [rule.targetColumn]: rule.targetValue },
      }
    )
    rule.useTransaction(trx)
    rule.lastAppliedAt = DateTime.now()
    await rule.save()
  })
  return ids.length
}

/** Every rule in the order staff created them (a later rule wins on the same column). */
export async function applyAllResetRules(userId: number | null = null) {
  const results: { rule: ResetCreditRule; count: number }[] = []
  for (const rule of await ResetCreditRule.query().orderBy('id')) {
    results.push({ rule, count: await applyResetRule(rule, userId) })
  }
  return results
}
