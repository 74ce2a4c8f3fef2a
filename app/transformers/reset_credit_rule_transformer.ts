import type ResetCreditRule from '#models/reset_credit_rule'
import { BaseTransformer } from '@adonisjs/core/transformers'

/** A reset rule: the source column and values it matches, the balance it sets and to what. */
export default class ResetCreditRuleTransformer extends BaseTransformer<ResetCreditRule> {
  toObject() {
    const rule = this.resource
    return {
      ...this.pick(rule, ['id', 'sourceColumn', 'sourceValues', 'targetColumn', 'targetValue']),
      lastAppliedAt: rule.lastAppliedAt?.toISO() ?? null,
    }
  }
}
