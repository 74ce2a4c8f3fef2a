import type { HttpContext } from '@adonisjs/core/http'
import Permission from '#models/permission'
import { createPermissionValidator, updatePermissionValidator } from '#validators/permission'
import { normalizeFlags } from '#support/permission_flags'
import { notify } from '#http/notify'
import { forgetPermissionOptions } from '#services/configuration/permission_options'
import PermissionTransformer from '#transformers/permission_transformer'

/** Permission templates: a name and a map of zone flags (admin only). */
export default class PermissionsController {
  async index({ inertia }: HttpContext) {
    const permissions = await Permission.query().orderBy('name')
    return inertia.render('configuration/permissions/index', {
      permissions: PermissionTransformer.transform(permissions),
    })
  }

  async create({ inertia }: HttpContext) {
    return inertia.render('configuration/permissions/form', { permission: null })
  }

  async store(ctx: HttpContext) {
    const { name, flags } = await ctx.request.validateUsing(createPermissionValidator)
    await Permission.create({ name, flags: JSON.stringify(normalizeFlags(flags ?? [])) })
    await forgetPermissionOptions()
    notify(ctx, 'success', 'messages.created')
    return ctx.response.redirect().toRoute('permissions.index')
  }

  async edit({ params, inertia }: HttpContext) {
    const permission = await Permission.findOrFail(params.id)
    return inertia.render('configuration/permissions/form', {
      permission: PermissionTransformer.transform(permission),
    })
  }

  async update(ctx: HttpContext) {
    const permission = await Permission.findOrFail(ctx.params.id)
    const { name, flags } = await ctx.request.validateUsing(updatePermissionValidator, {
      meta: { permissionId: permission.id },
    })
    permission.merge({ name, flags: JSON.stringify(normalizeFlags(flags ?? [])) })
    await permission.save()
    await forgetPermissionOptions()
    notify(ctx, 'success', 'messages.updated')
    return ctx.response.redirect().toRoute('permissions.index')
  }
}
