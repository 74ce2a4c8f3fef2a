import type { HttpContext } from '@adonisjs/core/http'
import { auditConfiguration } from '#http/audit_configuration'
import { changedColumns } from '#services/audit/audit_trail'
import ResetCreditRule, {
  RESET_SOURCE_COLUMNS,
  RESET_TARGET_COLUMNS,
} from '#models/reset_credit_rule'
import { resetRuleValidator } from '#validators/restaurants'
import { applyResetRule } from '#services/restaurants/reset_credits'
import { notify } from '#http/notify'
import ResetCreditRuleTransformer from '#transformers/reset_credit_rule_transformer'

type RuleValues = Awaited<ReturnType<typeof resetRuleValidator.validate>>

/** Money is typed in euros and kept in cents; meals are whole numbers. */
function storedValue(values: RuleValues) {
  const number = Number(values.targetValue.replace(',', '.'))
  return values.targetColumn === 'amount' ? Math.round(number * 100) : Math.trunc(number)
}

/** Configuration → Reset Credits: a source column and its values, a target column and its new value. */
export default class ResetCreditRulesController {
  async index({ inertia }: HttpContext) {
    const rules = await ResetCreditRule.query().orderBy('id')
    return inertia.render('restaurants/reset_rules', {
      rules: ResetCreditRuleTransformer.transform(rules),
    })
  }

  async create({ inertia }: HttpContext) {
    return inertia.render('restaurants/reset_rule_form', {
      rule: null,
      sourceColumns: [...RESET_SOURCE_COLUMNS],
      targetColumns: [...RESET_TARGET_COLUMNS],
    })
  }

  async store(ctx: HttpContext) {
    const values = await ctx.request.validateUsing(resetRuleValidator)
    const rule = await ResetCreditRule.create({ ...values, targetValue: storedValue(values) })
    await auditConfiguration(ctx, 'reset_credit_rule', rule.id, { created: rule.$attributes })
    notify(ctx, 'success', 'messages.created')
    return ctx.response.redirect().toRoute('reset_credits.index')
  }

  async edit({ inertia, params }: HttpContext) {
    const rule = await ResetCreditRule.findOrFail(params.id)
    return inertia.render('restaurants/reset_rule_form', {
      rule: ResetCreditRuleTransformer.transform(rule),
      sourceColumns: [...RESET_SOURCE_COLUMNS],
      targetColumns: [...RESET_TARGET_COLUMNS],
    })
  }

  async update(ctx: HttpContext) {
    const rule = await ResetCreditRule.findOrFail(ctx.params.id)
    const values = await ctx.request.validateUsing(resetRuleValidator)
    const before = { ...rule.$attributes }
    rule.merge({ ...values, targetValue: storedValue(values) })
    await rule.save()
    await auditConfiguration(ctx, 'reset_credit_rule', rule.id, {
      changed: changedColumns(before, rule.$attributes),
    })
    notify(ctx, 'success', 'messages.updated')
    return ctx.response.redirect().toRoute('reset_credits.index')
  }

  async destroy(ctx: HttpContext) {
    const rule = await ResetCreditRule.findOrFail(ctx.params.id)
    await rule.delete()
    await auditConfiguration(ctx, 'reset_credit_rule', rule.id, { deleted: true })
    notify(ctx, 'success', 'messages.deleted')
    return ctx.response.redirect().toRoute('reset_credits.index')
  }

  /** POST {id}/apply: run one rule now, from its screen. */
  async apply(ctx: HttpContext) {
    const rule = await ResetCreditRule.findOrFail(ctx.params.id)
    const count = await applyResetRule(rule, ctx.auth.user!.id)
    await auditConfiguration(ctx, 'reset_credit_rule', rule.id, { applied: count })
    notify(ctx, 'success', 'restaurant_config.reset.applied', { count })
    return ctx.response.redirect().toRoute('reset_credits.index')
  }
}
