import type { HttpContext } from '@adonisjs/core/http'
import { auditConfiguration } from '#http/audit_configuration'
import vine from '@vinejs/vine'
import BlacklistEntry from '#models/blacklist_entry'
import { blacklistKey } from '#services/configuration/blacklist'
import { notify } from '#http/notify'
import BlacklistEntryTransformer from '#transformers/blacklist_entry_transformer'

const entryValidator = vine.create({
  fullName: vine.string().trim().minLength(3).maxLength(200),
})

/** The blacklist: full names refused at submit, stored as they are matched. */
export default class BlacklistController {
  async index({ inertia }: HttpContext) {
    const entries = await BlacklistEntry.query().orderBy('fullName')
    return inertia.render('configuration/blacklist', {
      entries: BlacklistEntryTransformer.transform(entries),
    })
  }

  async store(ctx: HttpContext) {
    const { fullName } = await ctx.request.validateUsing(entryValidator)
    const entry = await BlacklistEntry.firstOrCreate({ fullName: blacklistKey(fullName, '') })
    if (entry.$isLocal) {
      await auditConfiguration(ctx, 'blacklist', entry.id, { created: entry.fullName })
    }
    notify(ctx, 'success', 'messages.created')
    return ctx.response.redirect().toRoute('blacklist.index')
  }

  async destroy(ctx: HttpContext) {
    const entry = await BlacklistEntry.findOrFail(ctx.params.id)
    await entry.delete()
    await auditConfiguration(ctx, 'blacklist', entry.id, { deleted: entry.fullName })
    notify(ctx, 'success', 'messages.deleted')
    return ctx.response.redirect().toRoute('blacklist.index')
  }
}
