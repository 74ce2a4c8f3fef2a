import type { HttpContext } from '@adonisjs/core/http'
import { auditConfiguration } from '#http/audit_configuration'
import { changedColumns } from '#services/audit/audit_trail'
import Door from '#models/door'
import Zone from '#models/zone'
import { notify } from '#http/notify'
import { doorValidator } from '#validators/doors'

/** A zone's doors: name, direction and opening hours (administrators). */
export default class DoorsController {
  async store(ctx: HttpContext) {
    const zone = await Zone.findOrFail(ctx.params.id)
    const input = await ctx.request.validateUsing(doorValidator)
    const door = await Door.create({
      zoneId: zone.id,
      name: input.name,
      direction: input.direction,
      opensAt: input.opensAt ?? null,
      closesAt: input.closesAt ?? null,
    })
    await auditConfiguration(ctx, 'door', door.id, { created: door.name, zone: zone.id })
    notify(ctx, 'success', 'messages.created')
    return ctx.response.redirect().toRoute('zones.edit', { id: zone.id })
  }

  async update(ctx: HttpContext) {
    const door = await Door.findOrFail(ctx.params.id)
    const input = await ctx.request.validateUsing(doorValidator)
    const before = { ...door.$attributes }
    door.merge({
      name: input.name,
      direction: input.direction,
      opensAt: input.opensAt ?? null,
      closesAt: input.closesAt ?? null,
    })
    await door.save()
    await auditConfiguration(ctx, 'door', door.id, {
      changed: changedColumns(before, door.$attributes),
    })
    notify(ctx, 'success', 'messages.updated')
    return ctx.response.redirect().toRoute('zones.edit', { id: door.zoneId })
  }

  async destroy(ctx: HttpContext) {
    const door = await Door.findOrFail(ctx.params.id)
    await door.delete()
    await auditConfiguration(ctx, 'door', door.id, { deleted: door.name, zone: door.zoneId })
    notify(ctx, 'success', 'messages.deleted')
    return ctx.response.redirect().toRoute('zones.edit', { id: door.zoneId })
  }
}
