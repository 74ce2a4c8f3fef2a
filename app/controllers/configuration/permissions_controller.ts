import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { recordAudit } from '#services/audit/audit_trail'
import { auditActor } from '#http/audit_actor'
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
    /** The template and its audit row commit together (decision 0242). */
    await db.transaction(async (trx) => {
      const created = await Permission.create(
        { name, flags: JSON.stringify(normalizeFlags(flags ?? [])) },
        { client: trx }
      )
      await recordAudit(
        {
          ...auditActor(ctx),
          action: 'permission_changed',
          objectType: 'permission',
          objectId: created.id,
          details: { name: created.name, flags: created.flags },
        },
        trx
      )
    })
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
    const before = { name: permission.name, flags: permission.flags }
    await db.transaction(async (trx) => {
      permission.useTransaction(trx)
      permission.merge({ name, flags: JSON.stringify(normalizeFlags(flags ?? [])) })
      await permission.save()
      await recordAudit(
        {
          ...auditActor(ctx),
          action: 'permission_changed',
          objectType: 'permission',
          objectId: permission.id,
          details: { from: before, to: { name: permission.name, flags: permission.flags } },
        },
        trx
      )
    })
    await forgetPermissionOptions()
    notify(ctx, 'success', 'messages.updated')
    return ctx.response.redirect().toRoute('permissions.index')
  }
}
