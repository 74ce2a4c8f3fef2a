import type { HttpContext } from '@adonisjs/core/http'
import { auditConfiguration } from '#http/audit_configuration'
import { assignRestaurants } from '#services/restaurants/assign_restaurants'
import { notify } from '#http/notify'

/** Configuration → Assign Restaurants: the rules, shown, and applied with an empty POST. */
export default class AssignRestaurantsController {
  async index({ inertia }: HttpContext) {
    return inertia.render('restaurants/assign', {})
  }

  async store(ctx: HttpContext) {
    const count = await assignRestaurants()
    await auditConfiguration(ctx, 'restaurant_assignment', null, { assigned: count })
    notify(ctx, 'success', 'restaurant_config.assign.done', { count })
    return ctx.response.redirect().toRoute('assign_restaurants.index')
  }
}
