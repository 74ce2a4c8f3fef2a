import type { HttpContext } from '@adonisjs/core/http'
import { auditActor } from '#http/audit_actor'
import { byCategoryValidator, byPermissionValidator } from '#validators/massive_update'
import { formCategories } from '#forms/registry'
import {
  applyMassiveUpdate,
  previewMassiveUpdate,
  type MassiveChanges,
  type MassivePreview,
  type MassiveScope,
} from '#services/forms/massive_update'
import MassiveUpdatePreviewTransformer from '#transformers/massive_update_preview_transformer'
import { permissionOptions } from '#services/configuration/permission_options'
import { notify } from '#http/notify'

/** Configuration → Massive Update: by category or by permission. */
export default class MassiveUpdatesController {
  async index({ inertia, session }: HttpContext) {
    return inertia.render('configuration/massive_update', {
      categories: formCategories(),
      permissions: await permissionOptions(),
      preview: MassiveUpdatePreviewTransformer.transform(
        (session.flashMessages.get('massivePreview') as MassivePreview | undefined) ?? null
      ),
    })
  }

  /** POST bycategory */
  async byCategory(ctx: HttpContext) {
    const { category, preview, ...changes } = await ctx.request.validateUsing(byCategoryValidator)
    return this.#run(ctx, { by: 'category', category }, changes, preview)
  }

  /** POST bypermission */
  async byPermission(ctx: HttpContext) {
    const { sourcePermissionId, preview, ...changes } =
      await ctx.request.validateUsing(byPermissionValidator)
    return this.#run(ctx, { by: 'permission', permissionId: sourcePermissionId }, changes, preview)
  }

  async #run(ctx: HttpContext, scope: MassiveScope, changes: MassiveChanges, preview?: boolean) {
    if (preview) {
      const flashed: MassivePreview = { count: await previewMassiveUpdate(scope) }
      ctx.session.flash('massivePreview', flashed)
      return ctx.response.redirect().toRoute('massive_update.index')
    }
    if (Object.values(changes).every((value) => value === undefined)) {
      notify(ctx, 'error', 'massive_update.nothing_to_change')
      return ctx.response.redirect().toRoute('massive_update.index')
    }
    const count = await applyMassiveUpdate(scope, changes, {
      ...auditActor(ctx),
      actorId: ctx.auth.user!.id,
    })
    notify(ctx, 'success', 'massive_update.applied', { count })
    return ctx.response.redirect().toRoute('massive_update.index')
  }
}
