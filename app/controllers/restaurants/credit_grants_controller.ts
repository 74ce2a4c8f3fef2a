import type { HttpContext } from '@adonisjs/core/http'
import { auditConfiguration } from '#http/audit_configuration'
import { formCategories } from '#forms/registry'
import { creditGrantValidator } from '#validators/restaurants'
import { applyGrant, previewGrant, type GrantPreview } from '#services/restaurants/credit_grants'
import CreditGrantPreviewTransformer from '#transformers/credit_grant_preview_transformer'
import { notify } from '#http/notify'

/** Configuration → Amount and Credit: give or set meals and money, previewed first. */
export default class CreditGrantsController {
  async index({ inertia, session }: HttpContext) {
    return inertia.render('restaurants/credits', {
      categories: formCategories(),
      preview: CreditGrantPreviewTransformer.transform(
        (session.flashMessages.get('creditPreview') as GrantPreview | undefined) ?? null
      ),
    })
  }

  async store(ctx: HttpContext) {
    const { category, search, operation, credits, amount, preview } =
      await ctx.request.validateUsing(creditGrantValidator)
    const scope = { category, search: search || undefined }
    if (!scope.category && !scope.search) {
      notify(ctx, 'error', 'restaurant_config.credits.no_scope')
      return ctx.response.redirect().toRoute('credit_grants.index')
    }
    if (preview) {
      ctx.session.flash('creditPreview', await previewGrant(scope))
      return ctx.response.redirect().toRoute('credit_grants.index')
    }
    if (credits === undefined && amount === undefined) {
      notify(ctx, 'error', 'restaurant_config.credits.nothing')
      return ctx.response.redirect().toRoute('credit_grants.index')
    }
    const count = await applyGrant(scope, { operation, credits, amount }, ctx.auth.user!.id)
    await auditConfiguration(ctx, 'credit_grant', null, {
      scope,
      operation,
      credits,
      amount,
      count,
    })
    notify(ctx, 'success', 'restaurant_config.credits.applied', { count })
    return ctx.response.redirect().toRoute('credit_grants.index')
  }
}
