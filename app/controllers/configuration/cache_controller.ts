import type { HttpContext } from '@adonisjs/core/http'
import vine from '@vinejs/vine'
import { CACHE_TYPES, clearCacheTypes } from '#services/configuration/cache_types'
import { notify } from '#http/notify'

/** Clearing needs a non-empty list of types. */
const clearCacheValidator = vine.create({
  types: vine.array(vine.enum(CACHE_TYPES)).minLength(1).distinct(),
})

/** Configuration → Clear Cache (admin), on every app instance. */
export default class CacheController {
  async index({ inertia }: HttpContext) {
    return inertia.render('configuration/cache', { types: [...CACHE_TYPES] })
  }

  async clear(ctx: HttpContext) {
    const { types } = await ctx.request.validateUsing(clearCacheValidator)
    await clearCacheTypes(types)
    notify(ctx, 'success', 'cache.cleared')
    return ctx.response.redirect().toRoute('cache.index')
  }
}
